import type { AdminPrintTemplate, PrintTemplateInput } from '@undangin/contracts';
import { adminApi } from './tags';

const endpoint = adminApi.injectEndpoints({
  endpoints: (build) => ({
    updatePrintTemplate: build.mutation<AdminPrintTemplate, { id: string; body: PrintTemplateInput }>({
      query: ({ id, body }) => ({ url: `/api/admin/print-templates/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['AdminPrintTemplates', 'AdminAudit'],
    }),
  }),
});

export const { useUpdatePrintTemplateMutation } = endpoint;
