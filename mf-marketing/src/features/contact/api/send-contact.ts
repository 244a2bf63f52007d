import type { Acknowledgement, ContactBody } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Sends the contact form; the service stores it for the team. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<Acknowledgement, ContactBody>({
      query: (body) => ({ url: '/api/marketing/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMutation } = endpoint;
