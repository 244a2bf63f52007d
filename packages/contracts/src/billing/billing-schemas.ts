import { Type, type Static } from '@sinclair/typebox';

/** The billing API (/api/billing) and the payment gateway's messages. Front ends import the types only. */
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.String({ minLength: 1, maxLength: 60 });

/** What the browser needs to open the payment popup: the client key and where Snap.js (or the sandbox's) lives. */
export const PaymentConfig = Type.Object({
  client_key: Type.String(),
  snap_js_url: Type.String(),
  is_production: Type.Boolean(),
});
export type PaymentConfig = Static<typeof PaymentConfig>;

/** A checkout: the plan, or the promo the host came through. The price always comes from the database. */
export const CreateTransactionBody = Type.Object(
  { plan_id: Id, promo_id: Type.Optional(Id) },
  { additionalProperties: false },
);
export type CreateTransactionBody = Static<typeof CreateTransactionBody>;

export const CreateTransactionResult = Type.Object({
  order_id: Type.String(),
  token: Type.String(),
  redirect_url: Type.String(),
  amount: Type.Integer(),
});
export type CreateTransactionResult = Static<typeof CreateTransactionResult>;

export const orderStatuses = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** One order as its owner sees it (the payment history, the result pages' 'Cek Status'). */
export const OrderView = Type.Object({
  order_id: Type.String(),
  plan_id: Type.String(),
  plan_name: Type.String(),
  promo_id: Nullable(Type.String()),
  amount: Type.Integer(),
  status: Type.Union(orderStatuses.map((status) => Type.Literal(status))),
  payment_type: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  paid_at: Nullable(Type.String({ format: 'date-time' })),
  period_end: Nullable(Type.String({ format: 'date-time' })),
  /** Until when a pending order can still be paid (the payment page of its checkout stays valid till then). */
  payable_until: Type.String({ format: 'date-time' }),
  /** How a failed order ended when it was not a refused payment: its time ran out, or its host cancelled it. */
  ended: Type.Union([Type.Literal('expired'), Type.Literal('cancelled'), Type.Null()]),
});
export type OrderView = Static<typeof OrderView>;

/** What resumes a pending order's payment: the same Snap token and payment page, while they are valid. */
export const OrderPayment = Type.Object({
  order_id: Type.String(),
  token: Type.String(),
  redirect_url: Type.String(),
  payable_until: Type.String({ format: 'date-time' }),
});
export type OrderPayment = Static<typeof OrderPayment>;

export const OrderList = Type.Object({ orders: Type.Array(OrderView) });
export type OrderList = Static<typeof OrderList>;

export const OrderParams = Type.Object({
  orderId: Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9._~-]+$' }),
});

/** The host's subscription as billing keeps it: the plan in force (the free plan when none is active). */
export const SubscriptionView = Type.Object({
  plan_id: Type.String(),
  plan_name: Type.String(),
  status: Type.Union([
    Type.Literal('active'),
    Type.Literal('expired'),
    Type.Literal('cancelled'),
    Type.Literal('pending'),
    Type.Literal('free'),
  ]),
  current_period_end: Nullable(Type.String({ format: 'date-time' })),
});
export type SubscriptionView = Static<typeof SubscriptionView>;

/**
 * Midtrans's HTTP notification (and the status API's answer): the fields billing reads. Others are kept in the raw
 * record for audit. signature_key = SHA512(order_id + status_code + gross_amount + server key).
 */
export const MidtransNotification = Type.Object(
  {
    order_id: Type.String({ maxLength: 60 }),
    status_code: Type.String({ maxLength: 3 }),
    gross_amount: Type.String({ maxLength: 20 }),
    signature_key: Type.String({ maxLength: 128 }),
    transaction_status: Type.String({ maxLength: 30 }),
    fraud_status: Type.Optional(Type.String({ maxLength: 30 })),
    payment_type: Type.Optional(Type.String({ maxLength: 40 })),
    transaction_id: Type.Optional(Type.String({ maxLength: 100 })),
    transaction_time: Type.Optional(Type.String({ maxLength: 40 })),
    settlement_time: Type.Optional(Type.String({ maxLength: 40 })),
    status_message: Type.Optional(Type.String({ maxLength: 300 })),
    currency: Type.Optional(Type.String({ maxLength: 3 })),
  },
  { additionalProperties: true },
);
export type MidtransNotification = Static<typeof MidtransNotification>;
