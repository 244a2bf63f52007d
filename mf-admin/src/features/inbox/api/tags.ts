import { api } from '@undangin/platform/api';

/** The inbox's cache: contact messages and subscribers; a change of a message also adds to the audit log. */
export const inboxApi = api.enhanceEndpoints({
  addTagTypes: ['AdminMessages', 'AdminSubscribers', 'AdminAudit', 'AdminOverview'],
});
