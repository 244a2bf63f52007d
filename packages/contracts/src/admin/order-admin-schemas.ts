import { Type, type Static } from '@sinclair/typebox';
import { orderStatuses } from '../billing/billing-schemas';
import { KeysetCursor, keysetPageFields } from './keyset-schemas';

/** The admin's list of every order of the platform. Front ends import the types only. */
const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const AdminOrderQuery = Type.Object(
  {
    /** Part of the order id, or of the buyer's e-mail. */
    search: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(Type.Union(orderStatuses.map((status) => Type.Literal(status)))),
    /** The `next_cursor` of the page before. */
    cursor: KeysetCursor('order'),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);
export type AdminOrderQuery = Static<typeof AdminOrderQuery>;

export const AdminOrder = Type.Object({
  id: Str,
  buyer_id: Str,
  buyer_email: Str,
  buyer_name: Nullable(Str),
  plan_id: Str,
  plan_name: Str,
  amount: Type.Integer(),
  refunded_amount: Type.Integer(),
  status: Type.Union(orderStatuses.map((status) => Type.Literal(status))),
  payment_type: Nullable(Str),
  created_at: Str,
  paid_at: Nullable(Str),
});
export type AdminOrder = Static<typeof AdminOrder>;

export const AdminOrderPage = Type.Object({ items: Type.Array(AdminOrder), ...keysetPageFields });
export type AdminOrderPage = Static<typeof AdminOrderPage>;
