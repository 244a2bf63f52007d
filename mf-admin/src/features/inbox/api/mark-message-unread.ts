import type { ContactMessage } from '@undangin/contracts';
import { inboxApi } from './tags';

const endpoint = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    markMessageUnread: build.mutation<ContactMessage, string>({
      query: (id) => ({ url: `/api/admin/messages/${encodeURIComponent(id)}/unread`, method: 'POST' }),
      invalidatesTags: ['AdminMessages', 'AdminAudit'],
    }),
  }),
});

export const { useMarkMessageUnreadMutation } = endpoint;
