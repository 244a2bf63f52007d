import type { MessageListQuery, MessagePage } from '@undangin/contracts';
import { inboxApi } from './tags';

/** Contact messages, newest first, all or only the read or unread ones. */
const endpoint = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    listMessages: build.query<MessagePage, MessageListQuery>({
      query: (params) => ({ url: '/api/admin/messages', params }),
      providesTags: ['AdminMessages'],
    }),
  }),
});

export const { useListMessagesQuery } = endpoint;
