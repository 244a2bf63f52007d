import { api } from '@undangin/platform/api';

/** The api with the cache tags of the invitations list and of the audit log every write adds to. */
export const invitationsApi = api.enhanceEndpoints({ addTagTypes: ['AdminInvitations', 'AdminAudit'] });
