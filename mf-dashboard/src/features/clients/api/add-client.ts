import type { ClientInput, ResellerClient } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/**
 * Adds a client (201). Refusals: 400 with `details` per field (name, phone, email), 403 plan_required without
 * 'Dashboard klien'. The list is read again either way: a refusal of the plan locks it.
 */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['Client'] }).injectEndpoints({
  endpoints: (build) => ({
    addClient: build.mutation<ResellerClient, ClientInput>({
      query: (body) => ({ url: '/api/dashboard/clients', method: 'POST', body }),
      invalidatesTags: ['Client'],
    }),
  }),
});

export const { useAddClientMutation } = endpoint;
