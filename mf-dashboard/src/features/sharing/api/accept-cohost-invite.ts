import type { CoHostAccepted } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Joins the invitation with the role the link offers; the list of invitations then holds it. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Invitation'] }).injectEndpoints({
  endpoints: (build) => ({
    acceptCoHostInvite: build.mutation<CoHostAccepted, string>({
      query: (token) => ({ url: `/api/dashboard/cohost-invites/${encodeURIComponent(token)}/accept`, method: 'POST' }),
      invalidatesTags: ['Invitation'],
    }),
  }),
});

export const { useAcceptCoHostInviteMutation } = endpoint;
