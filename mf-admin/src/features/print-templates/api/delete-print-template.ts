import { adminApi } from './tags';

const endpoint = adminApi.injectEndpoints({
  endpoints: (build) => ({
    deletePrintTemplate: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/print-templates/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminPrintTemplates', 'AdminAudit'],
    }),
  }),
});

export const { useDeletePrintTemplateMutation } = endpoint;
