import type { ExportList, ExportView } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The invitation's exports (newest first), today's allowance per entitlement and how long files are kept. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Export'] }).injectEndpoints({
  endpoints: (build) => ({
    getExports: build.query<ExportList, string>({
      query: (invitationId) => `/api/dashboard/invitations/${invitationId}/exports`,
      providesTags: (_r, _e, invitationId) => [{ type: 'Export', id: invitationId }],
    }),
  }),
});

export const { useGetExportsQuery } = endpoint;

/** What a start or a retry answered shows at once (and starts the polling), without asking again. */
export const showExport = (invitationId: string, view: ExportView) =>
  endpoint.util.updateQueryData('getExports', invitationId, (draft) => {
    const at = draft.exports.findIndex((row) => row.id === view.id);
    if (at >= 0) draft.exports[at] = view;
    else draft.exports.unshift(view);
  });
