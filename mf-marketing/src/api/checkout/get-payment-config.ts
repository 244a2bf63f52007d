import type { PaymentConfig } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Where Snap.js lives (Midtrans's, or the local sandbox's stand-in) and the client key it is loaded with. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PaymentConfig, void>({ query: () => '/api/billing/config', keepUnusedDataFor: 3600 }),
  }),
});

export const { useLazyGetPaymentConfigQuery } = endpoint;
