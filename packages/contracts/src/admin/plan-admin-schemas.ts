import { Type, type Static } from '@sinclair/typebox';
import { billingIntervals, EntitlementKey, PlanFeatureLine } from '../marketing/marketing-schemas';

/** The back office's plan editor (admin service): what an admin writes of a plan. Types only for front ends. */
const Text = (minLength: number, maxLength: number) => Type.String({ minLength, maxLength });
/** A limit: a count, or -1 for none. */
const Limit = Type.Integer({ minimum: -1, maximum: 1_000_000 });

export const PlanInput = Type.Object(
  {
    name: Text(1, 60),
    description: Text(0, 300),
    price: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
    billing_interval: Type.Union(billingIntervals.map((b) => Type.Literal(b))),
    max_invitations: Limit,
    max_guests_per_invitation: Limit,
    storage_quota_mb: Limit,
    is_active: Type.Boolean(),
    /** Its feature lines, each naming the entitlement it stands for (null: a limit, a basic, support). */
    features: Type.Array(Type.Object({ text: Text(1, 120), entitlement: PlanFeatureLine.properties.entitlement }), {
      maxItems: 20,
    }),
    /** What the plan lets a host do beyond its numbers. */
    entitlements: Type.Array(EntitlementKey, { maxItems: 50, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type PlanInput = Static<typeof PlanInput>;

export const AdminPlan = Type.Composite([
  Type.Object({ id: Type.String() }),
  PlanInput,
  Type.Object({ updated_at: Type.String() }),
]);
export type AdminPlan = Static<typeof AdminPlan>;

export const PlanParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 60 }) });

export const planAdminMessages = {
  notFound: 'Paket tidak ditemukan.',
  saved: 'Paket disimpan.',
  /** A line standing for something its plan does not carry would sell what the host does not get. */
  lineNotCarried: (line: string) =>
    `Baris "${line}" mewakili fitur yang tidak termasuk paket ini. Centang fiturnya di Hak Paket, atau kosongkan pilihannya.`,
  freeMustStay: 'Paket Gratis adalah paket semua akun tanpa langganan: harganya tetap Rp 0 dan tetap aktif.',
};
