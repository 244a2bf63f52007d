import type { BrandAnswer, ResellerBrand } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The reseller's brand (or null), and the plan that sells 'Branding sendiri' when it is locked. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Brand'] }).injectEndpoints({
  endpoints: (build) => ({
    getBrand: build.query<BrandAnswer, void>({ query: () => '/api/dashboard/brand', providesTags: ['Brand'] }),
  }),
});

export const { useGetBrandQuery } = endpoint;

/** What a save or a delete answered shows at once, without asking again. */
export const showBrand = (brand: ResellerBrand | null) =>
  endpoint.util.updateQueryData('getBrand', undefined, (draft) => {
    draft.brand = brand;
  });
