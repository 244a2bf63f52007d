import type { SystemSettings } from '@undangin/contracts';
import { settingsApi } from './tags';

/** The mail server as the environment sets it, and the database's state. */
const endpoint = settingsApi.injectEndpoints({
  endpoints: (build) => ({
    getSystemSettings: build.query<SystemSettings, void>({
      query: () => '/api/admin/settings/system',
      providesTags: ['AdminSystem'],
    }),
  }),
});

export const { useGetSystemSettingsQuery } = endpoint;
