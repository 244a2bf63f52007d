import type { ExportView } from '@undangin/contracts';
import { api } from '@undangin/platform/api';
import { showExport } from './get-exports';

/** Queues a failed export again (202; 409 unless it failed). A retry does not count against the allowance. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    retryExport: build.mutation<ExportView, { invitationId: string; exportId: string }>({
      query: ({ invitationId, exportId }) => ({
        url: `/api/dashboard/invitations/${invitationId}/exports/${exportId}/retry`,
        method: 'POST',
      }),
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
