import type { ContactMessage } from '@undangin/contracts';
import { inboxApi } from './tags';

const endpoint = inboxApi.injectEndpoints({
  endpoints: (build) => ({
    markMessageRead: build.mutation<ContactMessage, string>({
      query: (id) => ({ url: `/api/admin/messages/${encodeURIComponent(id)}/read`, method: 'POST' }),
      invalidatesTags: ['AdminMessages', 'AdminAudit'],
    }),
  }),
});

export const { useMarkMessageReadMutation } = endpoint;
