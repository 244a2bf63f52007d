import { PaymentConfig } from '@undangin/contracts';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';

/** What the browser needs to open the payment popup: the gateway's client key and its Snap.js (or the sandbox's). */
export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const billing = app.billing;
  app.get(
    '/config',
    { schema: { tags: ['config'], summary: 'Konfigurasi pembayaran', response: { 200: PaymentConfig } } },
    async () => ({
      client_key: billing.gateway.clientKey,
      snap_js_url: billing.gateway.snapJsUrl,
      is_production: billing.gateway.isProduction,
    }),
  );
};
