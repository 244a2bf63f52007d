import type { FaqItem } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** The FAQ of one page. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getFaqs: build.query<FaqItem[], 'landing' | 'pricing' | 'contact' | 'promo'>({
      query: (topic) => `/api/marketing/faqs?topic=${topic}`,
    }),
  }),
});

export const { useGetFaqsQuery } = endpoint;
