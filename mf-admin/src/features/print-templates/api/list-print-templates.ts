import type { AdminPrintTemplate, PrintTemplateListQuery } from '@undangin/contracts';
import { adminApi } from './tags';

/** Every print template, inactive ones too, by sort order; search and category filter applied by the service. */
const endpoint = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminPrintTemplates: build.query<AdminPrintTemplate[], PrintTemplateListQuery>({
      query: (params) => ({ url: '/api/admin/print-templates', params }),
      providesTags: ['AdminPrintTemplates'],
    }),
  }),
});

export const { useListAdminPrintTemplatesQuery } = endpoint;
