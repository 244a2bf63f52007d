import type { AdminTwoFactorState } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

const twoFactorApi = api.enhanceEndpoints({ addTagTypes: ['AdminTwoFactor'] });

/** Where the signed-in admin stands with the second step (the one admin route open before it). */
const endpoint = twoFactorApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSession: build.query<AdminTwoFactorState, void>({
      query: () => '/api/admin/session',
      providesTags: ['AdminTwoFactor'],
    }),
  }),
});

export const { useGetAdminSessionQuery } = endpoint;
