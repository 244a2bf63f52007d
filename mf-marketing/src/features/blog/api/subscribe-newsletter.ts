import type { Acknowledgement, NewsletterBody } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Subscribes an e-mail to the newsletter; a repeat is answered kindly. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<Acknowledgement, NewsletterBody>({
      query: (body) => ({ url: '/api/marketing/newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = endpoint;
