import { api } from '@undangin/platform/api';

/** The api with the cache tags of the accounts list and of the audit log every write adds to. */
export const usersApi = api.enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminAudit'] });
