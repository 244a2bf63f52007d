import type { Me } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({ query: () => '/api/dashboard/me' }),
  }),
});

export const { useGetMeQuery } = meApi;
