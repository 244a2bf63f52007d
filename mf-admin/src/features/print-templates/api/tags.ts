import { api } from '@undangin/platform/api';

/** The api with the admin's cache tags: the templates, and the audit log every write adds to. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ['AdminPrintTemplates', 'AdminAudit'] });
