import type { BrandInput, ResellerBrand } from '@undangin/contracts';
import { api } from '@undangin/platform/api';
import { showBrand } from './get-brand';

/**
 * Saves the brand as stored (the name trimmed, the link normalised). Refusals: 400 with `details` per field (name,
 * logo_url not one of the account's images, link_url not https), 403 plan_required (then the lock is read again).
 */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Brand'] }).injectEndpoints({
  endpoints: (build) => ({
    saveBrand: build.mutation<ResellerBrand, BrandInput>({
      query: (body) => ({ url: '/api/dashboard/brand', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error?.status === 403 ? ['Brand'] : []),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(showBrand(data));
        } catch {
          // The caller shows the refusal.
        }
      },
    }),
  }),
});

export const { useSaveBrandMutation } = endpoint;
