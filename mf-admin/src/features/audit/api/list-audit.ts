import type { AuditPage, AuditQuery } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The admin audit log, newest first, filtered and paged by the service. */
const endpoint = api.enhanceEndpoints({ addTagTypes: ['AdminAudit'] }).injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<AuditPage, AuditQuery>({
      query: (params) => ({ url: '/api/admin/audit', params }),
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const { useListAuditQuery } = endpoint;
