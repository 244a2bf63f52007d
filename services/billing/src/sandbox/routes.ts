import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody, pageSecurityHeaders } from '@undangin/contracts';
import { AppError, notFound, servicePrefixes, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import type { BillingContext } from '../context';
import { basicAuth, secretsEqual } from '../gateway/protocol';
import {
  cancelSandboxTransaction,
  insertSandboxTransaction,
  refundSandboxTransaction,
  recordSandboxOutcome,
  sandboxTransactionBy,
} from '../repositories/sandbox-transactions';
import { gatewayTransactionOf, outcomeDetails, outcomes, sandboxMessages, snapResultOf } from './answers';
import { sandboxRedirectPage, sandboxSnapJs } from './snap-js';
import { SnapCreateBody } from './schemas';

const Token = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' }) });
const OrderId = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9._~-]+$' }) });
const PayBody = Type.Object(
  { outcome: Type.Union(outcomes.map((outcome) => Type.Literal(outcome))) },
  { additionalProperties: false },
);
const RefundBody = Type.Object(
  {
    refund_key: Type.String({ minLength: 1, maxLength: 100 }),
    amount: Type.Optional(Type.Integer({ minimum: 1 })),
    reason: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: true },
);
const TokenRefundBody = Type.Object(
  { amount: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
// Answers in Midtrans's own shapes, passed on as they are.
const AsMidtrans = Type.Object({}, { additionalProperties: true });
const SnapCreated = Type.Object({ token: Type.String(), redirect_url: Type.String() });

const unitMs = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

/** When Snap's expiry ends: from its start time (Jakarta time with its offset) or from now, plus the duration. */
function expiryOf(expiry: { start_time?: string; unit: string; duration: number }): Date {
  const start = expiry.start_time
    ? new Date(expiry.start_time.replace(' ', 'T').replace(/ ([+-]\d{2})(\d{2})$/, '$1:$2'))
    : new Date();
  const unit = unitMs[expiry.unit.replace(/s$/, '') as keyof typeof unitMs];
  return new Date((Number.isNaN(start.getTime()) ? Date.now() : start.getTime()) + expiry.duration * unit);
}

/**
 * The local payment sandbox, the embedded default: Midtrans's Snap create call and status API (Basic auth with the
 * sandbox's server key, Midtrans's shapes), a Snap.js stand-in and its redirect page, and the popup's own call that
 * records what the person chose and notifies billing exactly as Midtrans would. Registered only without
 * MIDTRANS_SERVER_KEY, never in production. Its refusals use the service's error shape.
 */
export const sandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const billing = app.billing;
  const serverKey = billing.settings.serverKey;
  const expected = basicAuth(serverKey);
  const merchantOnly = async (request: FastifyRequest) => {
    if (!secretsEqual(request.headers.authorization ?? '', expected)) {
      throw new AppError(401, 'invalid_server_key', sandboxMessages.wrongKey);
    }
  };
  const tags = ['sandbox'];

  app.post(
    '/snap/v1/transactions',
    {
      preValidation: merchantOnly,
      schema: { tags, body: SnapCreateBody, response: { 201: SnapCreated, '4xx': ErrorBody } },
    },
    async (request, reply) => {
      const { transaction_details: details, item_details: items, callbacks, expiry } = request.body;
      if (items && items.reduce((sum, item) => sum + item.price * item.quantity, 0) !== details.gross_amount) {
        throw new AppError(400, 'items_mismatch', sandboxMessages.itemsMismatch);
      }
      const token = randomUUID();
      const finishUrl = callbacks?.finish ?? null;
      const created = await insertSandboxTransaction(request.em, {
        token,
        orderId: details.order_id,
        grossAmount: details.gross_amount,
        finishUrl,
        expiresAt: expiry ? expiryOf(expiry) : null,
      });
      if (!created) throw new AppError(409, 'order_id_taken', sandboxMessages.orderIdTaken);
      return reply
        .code(201)
        .send({ token, redirect_url: `${servicePrefixes.billing}/sandbox/snap/v4/redirection/${token}` });
    },
  );

  const statusSchema = { tags, params: OrderId, response: { 200: AsMidtrans, '4xx': ErrorBody } };
  app.get('/v2/:orderId/status', { preValidation: merchantOnly, schema: statusSchema }, async (request) => {
    const row = await sandboxTransactionBy(request.em, 'order_id', request.params.orderId);
    // Like Midtrans: no transaction until the person chose how to pay.
    if (!row?.transaction_status) throw notFound(sandboxMessages.notFound);
    return gatewayTransactionOf(row, serverKey, 'status');
  });

  // Midtrans's cancel: 404 without a transaction, 412 (inside a 200, as the Core API says it) once it is finished.
  app.post('/v2/:orderId/cancel', { preValidation: merchantOnly, schema: statusSchema }, async (request) => {
    const { orderId } = request.params;
    const row = await sandboxTransactionBy(request.em, 'order_id', orderId);
    if (!row?.transaction_status) throw notFound(sandboxMessages.notFound);
    const cancelled = await cancelSandboxTransaction(request.em, orderId);
    if (!cancelled)
      return { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' };
    await notify(billing, gatewayTransactionOf(cancelled, serverKey, 'notification'));
    return gatewayTransactionOf(cancelled, serverKey, 'status');
  });

  // Midtrans's Core API refund: a paid transaction gives `amount` back (all that is left without one), then the
  // notification of the refund goes to billing as Midtrans sends it; 412 (inside a 200) when nothing is left to refund.
  app.post(
    '/v2/:orderId/refund',
    {
      preValidation: merchantOnly,
      schema: { tags, params: OrderId, body: RefundBody, response: statusSchema.response },
    },
    async (request) => refund(request.em, request.params.orderId, request.body.amount),
  );

  // The merchant dashboard's refund, which Midtrans offers its merchant and the sandbox offers whoever holds the
  // transaction's token (as its payment page does): how a local run, and its tests, give a payment back.
  app.post(
    '/pay/:token/refund',
    { schema: { tags, params: Token, body: TokenRefundBody, response: { 200: AsMidtrans, '4xx': ErrorBody } } },
    async (request) => {
      const row = await sandboxTransactionBy(request.em, 'token', request.params.token);
      if (!row) throw notFound(sandboxMessages.notFound);
      return refund(request.em, row.order_id, request.body.amount);
    },
  );

  async function refund(em: FastifyRequest['em'], orderId: string, asked: number | undefined) {
    const before = await sandboxTransactionBy(em, 'order_id', orderId);
    if (!before?.transaction_status) throw notFound(sandboxMessages.notFound);
    const amount = Math.min(asked ?? Infinity, before.gross_amount - (before.refund_amount ?? 0));
    const refunded = amount > 0 ? await refundSandboxTransaction(em, orderId, amount) : null;
    if (!refunded) return { status_code: '412', status_message: 'Transaction status cannot be updated' };
    await notify(billing, gatewayTransactionOf(refunded, serverKey, 'notification'));
    return gatewayTransactionOf(refunded, serverKey, 'status');
  }

  app.get('/snap.js', { schema: { tags, hide: true } }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(sandboxSnapJs),
  );

  app.get('/snap/v4/redirection/:token', { schema: { tags, params: Token, hide: true } }, async (request, reply) => {
    if (!(await sandboxTransactionBy(request.em, 'token', request.params.token)))
      throw notFound(sandboxMessages.notFound);
    for (const [name, value] of Object.entries(pageSecurityHeaders())) reply.header(name, value);
    return reply
      .type('text/html; charset=utf-8')
      .send(sandboxRedirectPage(request.params.token, `${servicePrefixes.billing}/sandbox/snap.js`));
  });

  app.get(
    '/pay/:token',
    { schema: { tags, params: Token, response: { 200: AsMidtrans, '4xx': ErrorBody } } },
    async (request) => {
      const row = await sandboxTransactionBy(request.em, 'token', request.params.token);
      if (!row) throw notFound(sandboxMessages.notFound);
      return {
        order_id: row.order_id,
        gross_amount: row.gross_amount,
        transaction_status: row.transaction_status ?? 'pending',
      };
    },
  );

  app.post(
    '/pay/:token',
    { schema: { tags, params: Token, body: PayBody, response: { 200: AsMidtrans, '4xx': ErrorBody } } },
    async (request) => {
      const { token } = request.params;
      const before = await sandboxTransactionBy(request.em, 'token', token);
      if (!before) throw notFound(sandboxMessages.notFound);
      // Past Snap's expiry a transaction can no longer be paid, whatever the person chose: it expires, as on Midtrans.
      const outcome = before.expires_at && new Date(before.expires_at) <= new Date() ? 'expire' : request.body.outcome;
      const details = outcomeDetails[outcome];
      const row = await recordSandboxOutcome(request.em, token, {
        transactionId: randomUUID(),
        status: outcome,
        ...details,
      });
      if (!row) throw new AppError(409, 'transaction_finished', sandboxMessages.finished);
      await notify(billing, gatewayTransactionOf(row, serverKey, 'notification'));
      return snapResultOf(row);
    },
  );
};

/** Delivers a notification to billing's notification URL as Midtrans does; a failed delivery is left to the reconcile job. */
async function notify(billing: BillingContext, notification: object): Promise<void> {
  try {
    const answer = await billing.http(billing.settings.notificationUrl ?? `${servicePrefixes.billing}/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(notification),
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) billing.log.warn({ status: answer.status }, 'sandbox: the notification was refused');
  } catch (err) {
    billing.log.warn({ err }, 'sandbox: the notification could not be delivered');
  }
}
