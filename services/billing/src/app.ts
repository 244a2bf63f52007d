import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { loopbackFetch, servicePrefixes } from '@undangin/service-kit';
import { createMailer, type Mailer } from '@undangin/service-kit/mail';
import type { BillingContext } from './context';
import { startReconcileJob } from './domain/reconcile';
import { MidtransGateway, type HttpFetch, type PaymentGateway } from './gateway/midtrans';
import { configRoutes } from './routes/config';
import { notificationRoutes } from './routes/notifications';
import { orderRoutes } from './routes/orders';
import { partnerRoutes } from './routes/partners';
import { subscriptionRoutes } from './routes/subscription';
import { transactionRoutes } from './routes/transactions';
import { sandboxRoutes } from './sandbox/routes';
import { readBillingSettings, type BillingSettings } from './settings';

export interface BillingOptions {
  settings?: BillingSettings;
  mailer?: Mailer;
  /** Another HTTP client for the gateway (tests point the real adapter at a recording server). */
  http?: HttpFetch;
  /** Hands the built context to tests (to run the reconcile job by hand). */
  onReady?: (billing: BillingContext) => void;
}

const sandboxBase = `${servicePrefixes.billing}/sandbox`;

/** Midtrans when it is configured; else the embedded sandbox, reached with the very same adapter over HTTP. */
function gatewayFor(settings: BillingSettings, http: HttpFetch): PaymentGateway {
  const keys = {
    serverKey: settings.serverKey,
    clientKey: settings.clientKey,
    isProduction: settings.isProduction,
    fetch: http,
  };
  if (settings.gateway === 'midtrans')
    return new MidtransGateway({ ...keys, notificationUrl: settings.notificationUrl });
  return new MidtransGateway({
    ...keys,
    kind: 'sandbox',
    snapBaseUrl: sandboxBase,
    apiBaseUrl: sandboxBase,
    snapJsUrl: `${sandboxBase}/snap.js`,
  });
}

/** The billing service's routes, under /api/billing: checkout, the gateway's notifications, orders, subscriptions. */
export const billingRoutes =
  (options: BillingOptions = {}): FastifyPluginAsync =>
  async (app: FastifyInstance) => {
    const settings = options.settings ?? readBillingSettings();
    const http = options.http ?? loopbackFetch(app);
    const billing: BillingContext = {
      settings,
      gateway: gatewayFor(settings, http),
      mailer: options.mailer ?? createMailer(settings),
      http,
      orm: app.orm,
      log: app.log,
    };
    app.decorate('billing', billing);
    await app.register(configRoutes);
    await app.register(transactionRoutes);
    await app.register(notificationRoutes);
    await app.register(orderRoutes);
    await app.register(subscriptionRoutes);
    await app.register(partnerRoutes);
    // The sandbox exists only while no real gateway is configured (and production refuses to start without one).
    if (billing.gateway.kind === 'sandbox') await app.register(sandboxRoutes, { prefix: '/sandbox' });
    await startReconcileJob(billing, app.jobs);
    options.onReady?.(billing);
  };
