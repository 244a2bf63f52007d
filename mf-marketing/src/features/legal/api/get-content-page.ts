import type { ContentPage } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** A published content page (privacy policy, terms). */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage, string>({
      query: (slug) => `/api/marketing/pages/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetContentPageQuery } = endpoint;
