import { inboxApi } from './tags';

/** The subscribers' CSV as text, fetched through the authorised API layer (it refreshes the session on a 401). */
const endpoint = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    exportSubscribers: build.mutation<string, void>({
      query: () => ({ url: '/api/admin/subscribers.csv', responseHandler: 'text' }),
      invalidatesTags: ['AdminAudit'],
    }),
  }),
});

export const { useExportSubscribersMutation } = endpoint;
