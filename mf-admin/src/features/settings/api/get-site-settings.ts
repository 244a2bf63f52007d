import type { SiteInfo } from '@undangin/contracts';
import { settingsApi } from './tags';

const endpoint = settingsApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteInfo, void>({
      query: () => '/api/admin/settings/site',
      providesTags: ['AdminSiteSettings'],
    }),
  }),
});

export const { useGetSiteSettingsQuery } = endpoint;
