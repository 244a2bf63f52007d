import type { SiteInfo } from '@undangin/contracts';
import { settingsApi } from './tags';

const endpoint = settingsApi.injectEndpoints({
  endpoints: (build) => ({
    saveSiteSettings: build.mutation<SiteInfo, SiteInfo>({
      query: (body) => ({ url: '/api/admin/settings/site', method: 'PUT', body }),
      invalidatesTags: ['AdminSiteSettings', 'AdminAudit', 'AdminOverview'],
    }),
  }),
});

export const { useSaveSiteSettingsMutation } = endpoint;
