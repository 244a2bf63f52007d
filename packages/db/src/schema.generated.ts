// Written by `npm run db:types` from the migrated schema (packages/db/src/schema-types.ts): do not edit by hand.
// A migration that adds, drops or renames a column changes this file; every query that reads it then fails tsc.

import type { AdminTables } from './schema/admin.generated';
import type { AuthTables } from './schema/auth.generated';
import type { BillingTables } from './schema/billing.generated';
import type { DashboardTables } from './schema/dashboard.generated';
import type { Dashboard2Tables } from './schema/dashboard-2.generated';
import type { InvitationTables } from './schema/invitation.generated';
import type { MarketingTables } from './schema/marketing.generated';
import type { SharedTables } from './schema/shared.generated';

export type { Timestamp } from './schema/timestamp';

/** Every table of the public schema, by name, with its columns: the owners' files joined. */
export interface Tables extends AdminTables, AuthTables, BillingTables, DashboardTables, Dashboard2Tables, InvitationTables, MarketingTables, SharedTables {}
