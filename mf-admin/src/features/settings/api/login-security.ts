import type { LoginSecuritySettings, LoginSecurityUpdate } from '@undangin/contracts';
import { settingsApi } from './tags';

/** The switch for the sign-in limit per address (the auth service reads it within seconds). */
const endpoint = settingsApi.injectEndpoints({
  endpoints: (build) => ({
    getLoginSecurity: build.query<LoginSecuritySettings, void>({
      query: () => '/api/admin/settings/security',
      providesTags: ['AdminLoginSecurity'],
    }),
    saveLoginSecurity: build.mutation<LoginSecuritySettings, LoginSecurityUpdate>({
      query: (body) => ({ url: '/api/admin/settings/security', method: 'PUT', body }),
      invalidatesTags: ['AdminLoginSecurity', 'AdminAudit', 'AdminOverview', 'AdminTwoFactor'],
    }),
  }),
});

export const { useGetLoginSecurityQuery, useSaveLoginSecurityMutation } = endpoint;
