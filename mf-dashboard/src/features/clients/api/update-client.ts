import type { ClientInput, ResellerClient } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Changes a client's name, number, e-mail or note; refusals as adding's (400 per field, 403 plan_required, 404). */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Client'] }).injectEndpoints({
  endpoints: (build) => ({
    updateClient: build.mutation<ResellerClient, { clientId: string; body: ClientInput }>({
      query: ({ clientId, body }) => ({ url: `/api/dashboard/clients/${clientId}`, method: 'PUT', body }),
      invalidatesTags: ['Client'],
    }),
  }),
});

export const { useUpdateClientMutation } = endpoint;
