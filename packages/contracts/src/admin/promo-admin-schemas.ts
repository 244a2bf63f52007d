import { Type, type Static } from '@sinclair/typebox';

/** The back office's promos (admin service): what an admin writes, and what the list shows. Types only for front ends. */
const Text = (minLength: number, maxLength: number) => Type.String({ minLength, maxLength });

export const PromoInput = Type.Object(
  {
    /** Lower-case words joined by '-', the promo's address in checkouts (?promo=); fixed once made. */
    id: Type.String({ minLength: 3, maxLength: 40, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
    title: Text(3, 100),
    subtitle: Text(0, 150),
    description: Text(0, 1000),
    /** The plan it sells; the promo's price must be below the plan's own. */
    plan_id: Text(1, 60),
    promo_price: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    valid_until: Type.String({ format: 'date-time', maxLength: 40 }),
    /** How many paid uses in all; null: no cap. */
    max_uses: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()]),
    new_accounts_only: Type.Boolean(),
    once_per_account: Type.Boolean(),
    features: Type.Array(Text(1, 200), { maxItems: 20 }),
    badge: Text(1, 40),
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
    urgent: Type.Boolean(),
    sort_order: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);
export type PromoInput = Static<typeof PromoInput>;

export const AdminPromo = Type.Composite([
  PromoInput,
  Type.Object({
    original_price: Type.Integer(),
    discount: Type.Integer(),
    /** Paid orders through it so far; what its cap counts. */
    uses: Type.Integer(),
    /** Uses left under the cap; null without a cap. */
    remaining: Type.Union([Type.Integer(), Type.Null()]),
  }),
]);
export type AdminPromo = Static<typeof AdminPromo>;

export const PromoParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) });

export const promoAdminMessages = {
  notFound: 'Promo tidak ditemukan.',
  idTaken: 'Kode promo sudah dipakai promo lain. Pilih kode lain.',
  planUnknown: 'Paket tidak ditemukan.',
  planFree: 'Promo harus untuk paket berbayar.',
  priceNotLower: (planPrice: string) => `Harga promo harus lebih rendah dari harga paket (${planPrice}).`,
  ended: 'Tanggal berakhir harus di masa depan.',
  capBelowUses: (uses: number) => `Batas pemakaian tidak boleh kurang dari pemakaian yang sudah terjadi (${uses}).`,
  inUse: 'Promo ini sudah dipakai pesanan dan tidak dapat dihapus. Akhiri saja dengan mengubah tanggal berakhirnya.',
  saved: 'Promo disimpan.',
  deleted: 'Promo dihapus.',
} as const;
