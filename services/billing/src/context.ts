import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { EntityManager } from '@undangin/db';
import type { Mailer } from '@undangin/service-kit/mail';
import { sendReceipt } from './domain/receipt';
import { sendRefundNotice } from './domain/refund-notice';
import { settle, type Settlement } from './domain/settle';
import type { HttpFetch, PaymentGateway } from './gateway/midtrans';
import type { GatewayTransaction } from './gateway/protocol';
import type { OrderEvent } from './repositories/order-events';
import type { BillingSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing's context, registered once on the app (billingRoutes): every route plugin has one shape. */
    billing: BillingContext;
  }
}

/** What billing's routes and jobs work with, made once when the service is built. */
export interface BillingContext {
  settings: BillingSettings;
  gateway: PaymentGateway;
  mailer: Mailer;
  /** HTTP for the sandbox's own calls (its notifications), which may go to this very service. */
  http: HttpFetch;
  orm: FastifyInstance['orm'];
  log: FastifyBaseLogger;
}

/** Settles what the gateway says of an order; a paid order's receipt then goes out, once. */
export async function applyGatewayTransaction(
  billing: BillingContext,
  em: EntityManager,
  transaction: GatewayTransaction,
  source: OrderEvent['source'],
): Promise<Settlement> {
  const result = await settle(em, transaction, source);
  if (result.outcome === 'settled' && result.status === 'paid') await deliverReceipt(billing, em, transaction.order_id);
  if (result.outcome === 'settled' && result.refunded) await deliverRefundNotice(billing, em, transaction.order_id);
  return result;
}

/** A refund notice that cannot go out now is tried again by the reconcile job, as receipts are. */
export async function deliverRefundNotice(billing: BillingContext, em: EntityManager, orderId: string): Promise<void> {
  try {
    await sendRefundNotice(em, billing.mailer, orderId, billing.settings.siteUrl);
  } catch (err) {
    billing.log.warn({ err, orderId }, 'refund notice not sent yet');
  }
}

/** A receipt that cannot go out now (the mail server is down) is tried again by the reconcile job. */
export async function deliverReceipt(billing: BillingContext, em: EntityManager, orderId: string): Promise<void> {
  try {
    await sendReceipt(em, billing.mailer, orderId, billing.settings.siteUrl);
  } catch (err) {
    billing.log.warn({ err, orderId }, 'payment receipt not sent yet');
  }
}
