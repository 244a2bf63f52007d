import { Type, type Static } from '@sinclair/typebox';
import { RequiredPlan } from '../marketing/marketing-schemas';
import { timeZones } from '../shared/time-zones';
import { SessionFigures } from './session-schemas';

/** The host's figures (dashboard service): the dashboard page and the analytics page. Front ends import the types only. */
const Str = Type.String();
const Int = Type.Integer();
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The dashboard's tiles Undangan, Tamu, Kunjungan, Respons. Walk-ins are not invited guests and count in none of them.
 * Each figure is the same number the analytics page shows under the same name.
 */
export const DashboardSummary = Type.Object({
  invitations: Int,
  guests: Int,
  views: Int,
  response_rate: Type.Integer({
    description: "answered (confirmed + declined) among invited guests, rounded percent: analytics' response_rate",
  }),
});
export type DashboardSummary = Static<typeof DashboardSummary>;

/** The plan whose limits apply to the host: their active subscription's, else the free plan. */
export const ActivePlan = Type.Object({
  id: Str,
  name: Str,
  price: Int,
  max_invitations: Type.Integer({ description: '-1: unlimited' }),
  max_guests_per_invitation: Type.Integer({ description: '-1: unlimited' }),
  invitations_used: Int,
  current_period_end: Nullable(Str),
  /** The paid plan that ended most recently, when the free plan applies now: why the limits fell. */
  lapsed: Type.Optional(Type.Union([Type.Object({ plan_name: Str, ended_at: Str }), Type.Null()])),
});
export type ActivePlan = Static<typeof ActivePlan>;

/**
 * The host's nearest event still to come: the nearest session of any invitation, its date and time in the session's
 * zone (starts_at: midnight there when no time is set); `session_name` only for an invitation of several sessions.
 */
export const NextEvent = Type.Object({
  id: Str,
  slug: Str,
  couple_name: Str,
  event_date: Str,
  event_time: Nullable(Str),
  time_zone: Type.Union(timeZones.map((zone) => Type.Literal(zone))),
  session_name: Nullable(Str),
  starts_at: Str,
});
export type NextEvent = Static<typeof NextEvent>;

/** A count over the last 7 days (today included, WIB) and over the 7 days before them. */
export const WeekOverWeek = Type.Object({ current: Int, previous: Int });
export type WeekOverWeek = Static<typeof WeekOverWeek>;

export const ActivityItem = Type.Object({
  kind: Type.Union([Type.Literal('rsvp'), Type.Literal('wish'), Type.Literal('checkin')]),
  name: Str,
  detail: Str,
  invitation: Str,
  at: Str,
});
export type ActivityItem = Static<typeof ActivityItem>;

/** Everything the dashboard page shows besides the invitation list, in one answer. */
export const DashboardOverview = Type.Object({
  summary: DashboardSummary,
  plan: ActivePlan,
  next_event: Type.Union([NextEvent, Type.Null()]),
  performance: Type.Object({ views: WeekOverWeek, responses: WeekOverWeek }),
  activity: Type.Array(ActivityItem),
  support_whatsapp: Type.String({ description: 'the support number an admin set, 62…' }),
});
export type DashboardOverview = Static<typeof DashboardOverview>;

export const AnalyticsTotals = Type.Object({
  invitations: Int,
  guests: Int,
  views: Int,
  confirmed: Int,
  declined: Int,
  pending: Int,
  checked_in: Int,
  people_checked_in: Int,
});

/** The advanced cards (`analytics_advanced`): the per-guest funnel, how fast guests answer, answers per day. */
export const AdvancedAnalytics = Type.Object({
  sent: Int,
  opened: Int,
  /** Guests who opened their personal link and have answered: the part of `opened` that conversion_rate counts. */
  opened_answered: Int,
  conversion_rate: Type.Integer({
    description:
      'guests who opened their personal link and answered, among those who opened it; rounded percent, at most 100',
  }),
  avg_response_hours: Type.Union([Type.Number(), Type.Null()]),
  trend: Type.Array(Type.Object({ day: Str, rsvps: Int })),
});
export type AdvancedAnalytics = Static<typeof AdvancedAnalytics>;

export const InvitationStats = Type.Object({
  id: Str,
  couple_name: Str,
  slug: Str,
  guests: Int,
  answered: Int,
  confirmed: Int,
  declined: Int,
  pending: Int,
  views: Int,
  rate: Type.Integer({ description: 'answered among guests, rounded percent' }),
  colour: Type.String({ description: "the invitation's theme colour, #ec4899 when it has none" }),
  /** Per session, in order, for an invitation of several sessions (empty for one). */
  sessions: Type.Array(SessionFigures),
});
export type InvitationStats = Static<typeof InvitationStats>;

/** The analytics page, every figure from real rows. */
export const Analytics = Type.Object({
  totals: AnalyticsTotals,
  response_rate: Type.Integer({ description: 'answered (confirmed + declined) among guests, rounded percent' }),
  /** Null when the host's plan lacks `analytics_advanced`; `locked` then names the plan that includes it. */
  advanced: Type.Union([AdvancedAnalytics, Type.Null()]),
  locked: Type.Union([RequiredPlan, Type.Null()]),
  per_invitation: Type.Array(InvitationStats),
  recent: Type.Array(Type.Object({ kind: Str, title: Str, detail: Str, at: Str })),
});
export type Analytics = Static<typeof Analytics>;
