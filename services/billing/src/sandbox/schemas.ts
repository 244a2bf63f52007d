import { Type } from '@sinclair/typebox';

const Text = (maxLength: number) => Type.String({ maxLength });
// Rupiah amounts are kept as Postgres integers.
const Amount = (minimum: number) => Type.Integer({ minimum, maximum: 2_147_483_647 });

/** Snap's create-transaction body as the sandbox takes it: the parts billing sends, bounded as Midtrans bounds them. */
export const SnapCreateBody = Type.Object({
  transaction_details: Type.Object({
    order_id: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9._~-]+$' }),
    gross_amount: Amount(1),
  }),
  item_details: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Optional(Text(50)),
        // A discount is an item of negative price.
        price: Amount(-2_147_483_647),
        quantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
        name: Text(50),
        category: Type.Optional(Text(50)),
      }),
      { maxItems: 50 },
    ),
  ),
  customer_details: Type.Optional(
    Type.Object({
      first_name: Type.Optional(Text(255)),
      email: Type.Optional(Text(255)),
      phone: Type.Optional(Text(30)),
    }),
  ),
  callbacks: Type.Optional(Type.Object({ finish: Type.Optional(Text(2000)) })),
  expiry: Type.Optional(
    Type.Object({
      start_time: Type.Optional(
        Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} [+-]\\d{4}$' }),
      ),
      unit: Type.Union(['minute', 'minutes', 'hour', 'hours', 'day', 'days'].map((unit) => Type.Literal(unit))),
      duration: Type.Integer({ minimum: 1, maximum: 525_600 }),
    }),
  ),
});
