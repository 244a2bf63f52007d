import type { ExportLink } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/**
 * A finished file's download address, valid for minutes: asked on each tap (never kept), 409 while not done and 410
 * once the file is deleted (then the list is read again, so the row says so).
 */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Export'] }).injectEndpoints({
  endpoints: (build) => ({
    getExportLink: build.query<ExportLink, { invitationId: string; exportId: string }>({
      query: ({ invitationId, exportId }) => `/api/dashboard/invitations/${invitationId}/exports/${exportId}/link`,
      keepUnusedDataFor: 0,
      async onQueryStarted({ invitationId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          if ((failure as { error?: { status?: unknown } }).error?.status === 410)
            dispatch(endpoint.util.invalidateTags([{ type: 'Export', id: invitationId }]));
        }
      },
    }),
  }),
});

export const { useLazyGetExportLinkQuery } = endpoint;
