import { Type, type Static } from '@sinclair/typebox';
import { AuditEntry } from './admin-schemas';

/** The admin dashboard's figures. Front ends import the types only. */
const Count = Type.Integer({ minimum: 0 });

/** One Jakarta day of the last 30: sign-ups and invitations created that day. */
export const OverviewDay = Type.Object({ day: Type.String({ format: 'date' }), signups: Count, invitations: Count });
export type OverviewDay = Static<typeof OverviewDay>;

export const serviceStatusNames = ['auth', 'marketing', 'invitation', 'dashboard', 'admin', 'billing'] as const;

/** A service's answer to /ready: 'ok', 'unavailable' (it answered so) or 'unreachable' (no answer in time). */
export const ServiceStatus = Type.Object({
  service: Type.String(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable'), Type.Literal('unreachable')]),
});
export type ServiceStatus = Static<typeof ServiceStatus>;

export const AdminOverview = Type.Object({
  totals: Type.Object({
    users: Count,
    invitations: Count,
    guests: Count,
    rsvps_answered: Count,
    active_today: Count,
    paid_orders_month: Count,
    revenue_month: Count,
  }),
  /** The last 30 Jakarta days, oldest first, days without activity included as zeros. */
  days: Type.Array(OverviewDay),
  services: Type.Array(ServiceStatus),
  recent_audit: Type.Array(AuditEntry),
});
export type AdminOverview = Static<typeof AdminOverview>;

/** What the settings page shows read-only: the mail server as the environment sets it, and the database's state. */
export const SystemSettings = Type.Object({
  mail: Type.Object({
    /** True when SMTP_URL is set; else mail goes to the local outbox. */
    configured: Type.Boolean(),
    /** SMTP_URL's host (and port) only, never its credentials. */
    host: Type.Union([Type.String(), Type.Null()]),
    from: Type.String(),
  }),
  database: Type.Object({
    size_bytes: Count,
    connections: Count,
    migration: Type.Union([Type.String(), Type.Null()]),
    migrated_at: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type SystemSettings = Static<typeof SystemSettings>;
