import type { SiteInfo } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteInfo, void>({ query: () => '/api/marketing/site' }),
  }),
});

export const { useGetSiteQuery } = siteApi;
