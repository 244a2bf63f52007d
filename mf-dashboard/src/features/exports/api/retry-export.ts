import type { ExportView } from '@undangin/contracts';
import { api } from '@undangin/platform/api';
import { showExport } from './get-exports';

/**
 * Starts a failed export again as a new one (202; 409 unless it failed or when its retry is already under way; 429
 * past the day's allowance, which it counts against). The list is read again for the allowance it used.
 */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Export'] }).injectEndpoints({
  endpoints: (build) => ({
    retryExport: build.mutation<ExportView, { invitationId: string; exportId: string }>({
      query: ({ invitationId, exportId }) => ({
        url: `/api/dashboard/invitations/${invitationId}/exports/${exportId}/retry`,
        method: 'POST',
      }),
      invalidatesTags: (_r, error, { invitationId }) => (error ? [] : [{ type: 'Export', id: invitationId }]),
      async onQueryStarted({ invitationId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(showExport(invitationId, data));
        } catch {
          // The caller shows the refusal.
        }
      },
    }),
  }),
});

export const { useRetryExportMutation } = endpoint;
