import { Type, type Static } from '@sinclair/typebox';

/**
 * The partner programme (/api/billing/partners, /api/billing/referrals; the admin's side is in admin/). Money is
 * integer rupiah; a rate is in basis points (3000 = 30 %), at most `maxPartnerRateBp`.
 */
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const partnerProgrammeIds = ['affiliate', 'reseller', 'content_creator', 'freelance'] as const;
export type PartnerProgrammeId = (typeof partnerProgrammeIds)[number];
export const ProgrammeId = Type.Union(partnerProgrammeIds.map((id) => Type.Literal(id)));

/** The highest rate the admin may set: the public pages promise 'hingga 30%'. */
export const maxPartnerRateBp = 3000;
/** The money-back window (FAQ: 30 days): a commission waits this long, then is approved unless refunded. */
export const commissionWindowDays = 30;
/** How long a referral link's cookie keeps its partner. */
export const referralCookieDays = 30;
/** How long after sign-up a referred account's paid orders earn its partner a commission. */
export const referralEarnsDays = 365;
/** The first-party cookie that keeps a referral between the link and the sign-up (its value is the click's id). */
export const referralCookie = 'undangin_ref';

/** The click's id the request's Cookie header keeps as its referral, if it holds a well-formed one. */
export function referralClickOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === referralCookie) {
      const id = value.join('=');
      return /^[0-9a-f-]{36}$/.test(id) ? id : null;
    }
  }
  return null;
}
/** A referral code: the `?ref=` of a partner's link. */
export const referralCodePattern = '^[a-z0-9]{6,16}$';

/** 30 % of `amount` at `rateBp`, rounded down to the rupiah: a partner is never paid a rupiah the order did not earn. */
export const commissionOf = (amount: number, rateBp: number): number => Math.floor((amount * rateBp) / 10_000);

/**
 * One mailbox however its address is written: lower case, no +tag, Gmail's dots ignored. A partner referring another
 * spelling of their own address is referring themselves.
 */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const base = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? base.replace(/\./g, '') : base}@${gmail ? 'gmail.com' : domain}`;
}

/** '30%' or '12,5%': a rate as a page says it. */
export const formatRate = (rateBp: number): string => `${(rateBp / 100).toLocaleString('id-ID')}%`;

export const PartnerProgramme = Type.Object({
  id: ProgrammeId,
  name: Type.String(),
  rate_bp: Type.Integer(),
  /** The plan feature joining needs (the reseller programme: 'affiliate', sold with the Reseller plan), or null. */
  requires_entitlement: Nullable(Type.String()),
});
export type PartnerProgramme = Static<typeof PartnerProgramme>;
export const PartnerProgrammes = Type.Array(PartnerProgramme);

export const JoinBody = Type.Object({ programme: ProgrammeId }, { additionalProperties: false });
export type JoinBody = Static<typeof JoinBody>;

export const VisitBody = Type.Object(
  {
    code: Type.String({ minLength: 6, maxLength: 16, pattern: referralCodePattern }),
    landing: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type VisitBody = Static<typeof VisitBody>;
/** Whether this visit now carries the partner's referral (false: a bad code, an earlier referral kept, signed in). */
export const VisitResult = Type.Object({ referred: Type.Boolean() });

export const commissionStatuses = ['pending', 'approved', 'void', 'paid'] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];
export const CommissionStatusSchema = Type.Union(commissionStatuses.map((status) => Type.Literal(status)));

export const CommissionView = Type.Object({
  id: Type.String(),
  order_id: Type.String(),
  kind: Type.Union([Type.Literal('commission'), Type.Literal('clawback')]),
  plan_name: Nullable(Type.String()),
  base_amount: Type.Integer(),
  rate_bp: Type.Integer(),
  amount: Type.Integer(),
  status: CommissionStatusSchema,
  available_at: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type CommissionView = Static<typeof CommissionView>;

export const PayoutView = Type.Object({
  id: Type.String(),
  amount: Type.Integer(),
  entries: Type.Integer(),
  status: Type.Union([Type.Literal('approved'), Type.Literal('paid')]),
  reference: Nullable(Type.String()),
  approved_at: Type.String({ format: 'date-time' }),
  transferred_at: Nullable(Type.String({ format: 'date-time' })),
});
export type PayoutView = Static<typeof PayoutView>;

export const PartnerFigures = Type.Object({
  clicks: Type.Integer(),
  signups: Type.Integer(),
  paid_orders: Type.Integer(),
  pending: Type.Integer(),
  approved: Type.Integer(),
  paid: Type.Integer(),
});
export type PartnerFigures = Static<typeof PartnerFigures>;

/** The partner's own page: their programme, link, figures, recent commissions and payouts; null before joining. */
export const PartnerSummary = Type.Object({
  partner: Type.Union([
    Type.Object({
      code: Type.String(),
      programme: PartnerProgramme,
      /** The rate new commissions earn now (the affiliate's when a reseller's plan no longer carries the key). */
      rate_bp: Type.Integer(),
      status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]),
      joined_at: Type.String({ format: 'date-time' }),
    }),
    Type.Null(),
  ]),
  figures: PartnerFigures,
  commissions: Type.Array(CommissionView),
  payouts: Type.Array(PayoutView),
  programmes: PartnerProgrammes,
});
export type PartnerSummary = Static<typeof PartnerSummary>;
