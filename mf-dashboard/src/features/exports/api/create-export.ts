import type { CreateExportBody, ExportView } from '@undangin/contracts';
import { api } from '@undangin/platform/api';
import { showExport } from './get-exports';

/**
 * Starts an export (202, queued). Refusals: 403 plan_required (with required_plan), 429 the day's allowance, 400 a
 * door list or per-guest PDF with no guests. The list is read again for the allowance it used.
 */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Export'] }).injectEndpoints({
  endpoints: (build) => ({
    createExport: build.mutation<ExportView, { invitationId: string; body: CreateExportBody }>({
      query: ({ invitationId, body }) => ({
        url: `/api/dashboard/invitations/${invitationId}/exports`,
        method: 'POST',
        body,
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

export const { useCreateExportMutation } = endpoint;
