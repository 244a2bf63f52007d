import type { AdminPrintTemplate, PrintTemplateInput } from '@undangin/contracts';
import { adminApi } from './tags';

const endpoint = adminApi.injectEndpoints({
  endpoints: (build) => ({
    createPrintTemplate: build.mutation<AdminPrintTemplate, PrintTemplateInput>({
      query: (body) => ({ url: '/api/admin/print-templates', method: 'POST', body }),
      invalidatesTags: ['AdminPrintTemplates', 'AdminAudit'],
    }),
  }),
});

export const { useCreatePrintTemplateMutation } = endpoint;
