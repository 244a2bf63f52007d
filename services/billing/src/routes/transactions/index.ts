import {
  CreateTransactionBody,
  CreateTransactionResult,
  ErrorBody,
  errorCodes,
  paymentMessages,
} from '@undangin/contracts';
import { overLimit } from '@undangin/db';
import {
  addressKey,
  AppError,
  requireUser,
  unauthenticated,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { newOrderId, priceCheckout, snapRequest } from '../../domain/checkout';
import { customerOf } from '../../repositories/catalogue';
import { recordEvent } from '../../repositories/order-events';
import { insertOrder } from '../../repositories/orders';

/**
 * Checkout: a Snap transaction for a plan (or a promo of it) at the price the database says, and its order, recorded
 * pending. The gateway is asked first, so a refusal there leaves nothing behind.
 */
export const transactionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const billing = app.billing;
  app.post(
    '/transactions',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['checkout'],
        summary: 'Buat transaksi pembayaran',
        body: CreateTransactionBody,
        response: { 201: CreateTransactionResult, '4xx': ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      // Each checkout is a call to the gateway: an account, and an address, start only so many per window.
      const { perAccount, perAddress } = billing.settings.checkoutLimits;
      const address = addressKey(request.ip, billing.settings.ipv6Prefix);
      for (const [bucket, limit] of [
        [`checkout:account:${userId}`, perAccount],
        [`checkout:address:${address}`, perAddress],
      ] as const) {
        const { over, retryAfterSeconds } = await overLimit(request.em, 'billing_rate_limits', bucket, limit);
        if (over) {
          reply.header('retry-after', String(retryAfterSeconds));
          throw new AppError(429, errorCodes.tooManyRequests, paymentMessages.checkoutTooMany);
        }
      }
      const { plan, amount, promoId, payableMinutes } = await priceCheckout(
        request.em,
        userId,
        request.body.plan_id,
        request.body.promo_id,
      );
      const customer = await customerOf(request.em, userId);
      if (!customer) throw unauthenticated();
      const orderId = newOrderId();
      let snap;
      try {
        snap = await billing.gateway.createTransaction(
          snapRequest(orderId, plan, amount, customer, billing.settings.finishUrl, payableMinutes),
        );
      } catch (err) {
        request.log.warn({ err, orderId }, 'the payment gateway refused or did not answer a checkout');
        throw new AppError(502, errorCodes.unavailable, paymentMessages.gatewayUnavailable);
      }
      await request.em.transactional(async (tx) => {
        await insertOrder(tx, {
          id: orderId,
          userId,
          planId: plan.id,
          promoId,
          amount,
          snapToken: snap.token,
          redirectUrl: snap.redirect_url,
          payableMinutes,
        });
        await recordEvent(tx, { orderId, source: 'checkout', status: 'pending' });
      });
      return reply.code(201).send({ order_id: orderId, token: snap.token, redirect_url: snap.redirect_url, amount });
    },
  );
};
