import type { PrintTemplate } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Active print templates by sort order. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getPrintTemplates: build.query<PrintTemplate[], void>({ query: () => '/api/marketing/print-templates' }),
  }),
});

export const { useGetPrintTemplatesQuery } = endpoint;
