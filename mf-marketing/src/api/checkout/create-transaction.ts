import type { CreateTransactionBody, CreateTransactionResult } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Opens an order for a plan (or a promo) and answers the Snap token that pays it; the service sets the price. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    createTransaction: build.mutation<CreateTransactionResult, CreateTransactionBody>({
      query: (body) => ({ url: '/api/billing/transactions', method: 'POST', body }),
    }),
  }),
});

export const { useCreateTransactionMutation } = endpoint;
