import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261125000000Foundation } from './Migration20261125000000Foundation';
import { Migration20261125010000Accounts } from './Migration20261125010000Accounts';
import { Migration20261125020000AuthUserColumns } from './Migration20261125020000AuthUserColumns';
import { Migration20261125030000Marketing } from './Migration20261125030000Marketing';
import { Migration20261125040000Invitations } from './Migration20261125040000Invitations';
import { Migration20261125050000Media } from './Migration20261125050000Media';
import { Migration20261125060000GuestTools } from './Migration20261125060000GuestTools';
import { Migration20261125070000GuestInsertColumns } from './Migration20261125070000GuestInsertColumns';
import { Migration20261125080000CheckinLinkGuard } from './Migration20261125080000CheckinLinkGuard';
import { Migration20261125090000PendingSignup } from './Migration20261125090000PendingSignup';
import { Migration20261126010000AdminRevoke } from './Migration20261126010000AdminRevoke';
import { Migration20261126011000SignInFailures } from './Migration20261126011000SignInFailures';
import { Migration20261126020000UnlistedAnswers } from './Migration20261126020000UnlistedAnswers';
import { Migration20261126030000SessionRevocations } from './Migration20261126030000SessionRevocations';
import { Migration20261126040000Billing } from './Migration20261126040000Billing';
import { Migration20261126050000BillingSandbox } from './Migration20261126050000BillingSandbox';
import { Migration20261126070000AdminUsers } from './Migration20261126070000AdminUsers';
import { Migration20261126060000AdminAudit } from './Migration20261126060000AdminAudit';
import { Migration20261126090000AdminTwoFactor } from './Migration20261126090000AdminTwoFactor';
import { Migration20261126080000AdminInbox } from './Migration20261126080000AdminInbox';
import { Migration20261126100000ContactPhone } from './Migration20261126100000ContactPhone';
import { Migration20261126110000MigrationsReadable } from './Migration20261126110000MigrationsReadable';
import { Migration20261126120000ReplicaSharedState } from './Migration20261126120000ReplicaSharedState';
import { Migration20261126130000GuestListCounts } from './Migration20261126130000GuestListCounts';
import { Migration20261126140000RateLimitsUnlogged } from './Migration20261126140000RateLimitsUnlogged';
import { Migration20261126150000AnalyticsFigures } from './Migration20261126150000AnalyticsFigures';
import { Migration20261126150100AnalyticsIndexes } from './Migration20261126150100AnalyticsIndexes';
import { Migration20261127010000PasswordChosenByLink } from './Migration20261127010000PasswordChosenByLink';
import { Migration20261127020000RefundsEndPeriods } from './Migration20261127020000RefundsEndPeriods';
import { Migration20261127030000PromoRules } from './Migration20261127030000PromoRules';
import { Migration20261127040000AppendOnlyHistory } from './Migration20261127040000AppendOnlyHistory';
import { Migration20261127050000StorageQuota } from './Migration20261127050000StorageQuota';
import { Migration20261127060000OneGuestFigures } from './Migration20261127060000OneGuestFigures';
import { Migration20261127070000OrderPayableUntil } from './Migration20261127070000OrderPayableUntil';
import { Migration20261127080000InvitationPublished } from './Migration20261127080000InvitationPublished';
import { Migration20261127090000PromoAdmin } from './Migration20261127090000PromoAdmin';
import { Migration20261127100000Portfolio } from './Migration20261127100000Portfolio';
import { Migration20261127110000PlanEntitlements } from './Migration20261127110000PlanEntitlements';
import { Migration20261127120000ThemeMiniatures } from './Migration20261127120000ThemeMiniatures';
import { Migration20261127130000InvitationSessions } from './Migration20261127130000InvitationSessions';
import { Migration20261127140000JobQueue } from './Migration20261127140000JobQueue';
import { Migration20261127150000WhatsApp } from './Migration20261127150000WhatsApp';
import { Migration20261128010000CoHosts } from './Migration20261128010000CoHosts';
import { Migration20261128060000OfflineDesk } from './Migration20261128060000OfflineDesk';

/**
 * Every migration, in order. Listed explicitly so that tsx, jest and a bundled build all run the same set.
 * Expand-then-contract: add nullable or defaulted columns and new tables; drop only when no running service
 * still reads the old shape. Each down() undoes its up() (`npm run migrate -- down`): a table the migration made goes
 * with its rows, a column it added with its values; grants return to what they were (migrations.test.ts).
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261125000000Foundation', class: Migration20261125000000Foundation },
  { name: 'Migration20261125010000Accounts', class: Migration20261125010000Accounts },
  { name: 'Migration20261125020000AuthUserColumns', class: Migration20261125020000AuthUserColumns },
  { name: 'Migration20261125030000Marketing', class: Migration20261125030000Marketing },
  { name: 'Migration20261125040000Invitations', class: Migration20261125040000Invitations },
  { name: 'Migration20261125050000Media', class: Migration20261125050000Media },
  { name: 'Migration20261125060000GuestTools', class: Migration20261125060000GuestTools },
  { name: 'Migration20261125070000GuestInsertColumns', class: Migration20261125070000GuestInsertColumns },
  { name: 'Migration20261125080000CheckinLinkGuard', class: Migration20261125080000CheckinLinkGuard },
  { name: 'Migration20261125090000PendingSignup', class: Migration20261125090000PendingSignup },
  { name: 'Migration20261126010000AdminRevoke', class: Migration20261126010000AdminRevoke },
  { name: 'Migration20261126011000SignInFailures', class: Migration20261126011000SignInFailures },
  { name: 'Migration20261126020000UnlistedAnswers', class: Migration20261126020000UnlistedAnswers },
  { name: 'Migration20261126030000SessionRevocations', class: Migration20261126030000SessionRevocations },
  { name: 'Migration20261126040000Billing', class: Migration20261126040000Billing },
  { name: 'Migration20261126050000BillingSandbox', class: Migration20261126050000BillingSandbox },
  { name: 'Migration20261126070000AdminUsers', class: Migration20261126070000AdminUsers },
  { name: 'Migration20261126060000AdminAudit', class: Migration20261126060000AdminAudit },
  { name: 'Migration20261126080000AdminInbox', class: Migration20261126080000AdminInbox },
  { name: 'Migration20261126090000AdminTwoFactor', class: Migration20261126090000AdminTwoFactor },
  { name: 'Migration20261126100000ContactPhone', class: Migration20261126100000ContactPhone },
  { name: 'Migration20261126110000MigrationsReadable', class: Migration20261126110000MigrationsReadable },
  { name: 'Migration20261126120000ReplicaSharedState', class: Migration20261126120000ReplicaSharedState },
  { name: 'Migration20261126130000GuestListCounts', class: Migration20261126130000GuestListCounts },
  { name: 'Migration20261126140000RateLimitsUnlogged', class: Migration20261126140000RateLimitsUnlogged },
  { name: 'Migration20261126150000AnalyticsFigures', class: Migration20261126150000AnalyticsFigures },
  { name: 'Migration20261126150100AnalyticsIndexes', class: Migration20261126150100AnalyticsIndexes },
  { name: 'Migration20261127010000PasswordChosenByLink', class: Migration20261127010000PasswordChosenByLink },
  { name: 'Migration20261127020000RefundsEndPeriods', class: Migration20261127020000RefundsEndPeriods },
  { name: 'Migration20261127030000PromoRules', class: Migration20261127030000PromoRules },
  { name: 'Migration20261127040000AppendOnlyHistory', class: Migration20261127040000AppendOnlyHistory },
  { name: 'Migration20261127050000StorageQuota', class: Migration20261127050000StorageQuota },
  { name: 'Migration20261127060000OneGuestFigures', class: Migration20261127060000OneGuestFigures },
  { name: 'Migration20261127070000OrderPayableUntil', class: Migration20261127070000OrderPayableUntil },
  { name: 'Migration20261127080000InvitationPublished', class: Migration20261127080000InvitationPublished },
  { name: 'Migration20261127090000PromoAdmin', class: Migration20261127090000PromoAdmin },
  { name: 'Migration20261127100000Portfolio', class: Migration20261127100000Portfolio },
  { name: 'Migration20261127110000PlanEntitlements', class: Migration20261127110000PlanEntitlements },
  { name: 'Migration20261127120000ThemeMiniatures', class: Migration20261127120000ThemeMiniatures },
  { name: 'Migration20261127130000InvitationSessions', class: Migration20261127130000InvitationSessions },
  { name: 'Migration20261127140000JobQueue', class: Migration20261127140000JobQueue },
  { name: 'Migration20261127150000WhatsApp', class: Migration20261127150000WhatsApp },
  { name: 'Migration20261128010000CoHosts', class: Migration20261128010000CoHosts },
  { name: 'Migration20261128060000OfflineDesk', class: Migration20261128060000OfflineDesk },
];
