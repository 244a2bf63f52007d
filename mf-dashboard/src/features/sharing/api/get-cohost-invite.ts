import type { CoHostInvitePreview } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** What a mailed link asks its reader to accept; 404, 410 and 403 (another account) say why not in Indonesian. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getCoHostInvite: build.query<CoHostInvitePreview, string>({
      query: (token) => `/api/dashboard/cohost-invites/${encodeURIComponent(token)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCoHostInviteQuery } = endpoint;
