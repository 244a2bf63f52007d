import { Type, type Static } from '@sinclair/typebox';
import { CommissionStatusSchema, maxPartnerRateBp, ProgrammeId } from '../billing/partner-schemas';

export * from './partner-admin-messages';

/**
 * The admin's side of the partner programme ('Partner', /admin/partners): the programmes' rates, the partners with
 * what they earned, every commission entry, and the payouts the admin approves and marks paid. Money is integer
 * rupiah. Types only for front ends.
 */
const Str = Type.String();
const Count = Type.Integer({ minimum: 0 });
const Rupiah = Type.Integer();
const Instant = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Uuid = Type.String({ format: 'uuid' });

export const AdminProgrammeParams = Type.Object({ id: ProgrammeId });
export const AdminProgrammeInput = Type.Object(
  { rate_bp: Type.Integer({ minimum: 0, maximum: maxPartnerRateBp }) },
  { additionalProperties: false },
);
export type AdminProgrammeInput = Static<typeof AdminProgrammeInput>;

export const AdminProgramme = Type.Object({
  id: ProgrammeId,
  name: Str,
  rate_bp: Count,
  requires_entitlement: Nullable(Str),
  partners: Count,
});
export type AdminProgramme = Static<typeof AdminProgramme>;

export const partnerStatuses = ['active', 'suspended'] as const;
const PartnerStatus = Type.Union(partnerStatuses.map((status) => Type.Literal(status)));

export const AdminPartner = Type.Object({
  id: Str,
  email: Str,
  code: Str,
  programme_id: ProgrammeId,
  status: PartnerStatus,
  created_at: Instant,
  clicks: Count,
  signups: Count,
  pending: Rupiah,
  /** Approved and in no payout yet: what the next payout of this partner would pay (clawbacks subtracted). */
  payable: Rupiah,
  /** In a payout approved, not marked paid yet. */
  in_payout: Rupiah,
  paid: Rupiah,
});
export type AdminPartner = Static<typeof AdminPartner>;

export const AdminPartnerQuery = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export type AdminPartnerQuery = Static<typeof AdminPartnerQuery>;
export const AdminPartnerParams = Type.Object({ id: Uuid });
export const AdminPartnerStatusBody = Type.Object({ status: PartnerStatus }, { additionalProperties: false });
export type AdminPartnerStatusBody = Static<typeof AdminPartnerStatusBody>;

export const AdminCommissionQuery = Type.Object(
  { status: Type.Optional(CommissionStatusSchema), partner_id: Type.Optional(Uuid) },
  { additionalProperties: false },
);
export type AdminCommissionQuery = Static<typeof AdminCommissionQuery>;

export const AdminCommission = Type.Object({
  id: Str,
  partner_id: Str,
  partner_email: Str,
  order_id: Str,
  buyer_email: Nullable(Str),
  kind: Type.Union([Type.Literal('commission'), Type.Literal('clawback')]),
  base_amount: Rupiah,
  rate_bp: Count,
  amount: Rupiah,
  status: CommissionStatusSchema,
  available_at: Instant,
  created_at: Instant,
  payout_id: Nullable(Str),
});
export type AdminCommission = Static<typeof AdminCommission>;

export const AdminPayout = Type.Object({
  id: Str,
  partner_id: Str,
  partner_email: Str,
  amount: Rupiah,
  entries: Count,
  status: Type.Union([Type.Literal('approved'), Type.Literal('paid')]),
  reference: Nullable(Str),
  approved_at: Instant,
  transferred_at: Nullable(Instant),
});
export type AdminPayout = Static<typeof AdminPayout>;

export const AdminPayoutParams = Type.Object({ id: Uuid });
export const AdminPayoutPaidBody = Type.Object(
  { reference: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type AdminPayoutPaidBody = Static<typeof AdminPayoutPaidBody>;

/** The page at once: rates, partners (newest first, 200 at most), the latest commissions and payouts. */
export const AdminPartnerOverview = Type.Object({
  programmes: Type.Array(AdminProgramme),
  partners: Type.Array(AdminPartner),
  payouts: Type.Array(AdminPayout),
});
export type AdminPartnerOverview = Static<typeof AdminPartnerOverview>;
