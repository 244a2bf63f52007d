import type { SubscriberListQuery, SubscriberPage } from '@undangin/contracts';
import { inboxApi } from './tags';

/** Newsletter subscribers, newest first, with their count. */
const endpoint = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    listSubscribers: build.query<SubscriberPage, SubscriberListQuery>({
      query: (params) => ({ url: '/api/admin/subscribers', params }),
      providesTags: ['AdminSubscribers'],
    }),
  }),
});

export const { useListSubscribersQuery } = endpoint;
