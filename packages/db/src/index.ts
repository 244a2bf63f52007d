export * from './entities';
export * from './ownership';
export { ormConfig, defaultDatabaseUrl, type DbOptions } from './config';
export { seed, defaultSiteInfo } from './seed';
export { demoAccounts, demoPassword } from './seed-demo-accounts';
export { demoInvitation } from './seed-demo-invitation';
export { migrate } from './migrate';
export type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
export { hashPassword, verifyPassword } from './passwords';
export {
  cheapestPlanWith,
  entitlementsOf,
  hasEntitlementSql,
  limitsOf,
  lockGuestList,
  planInForceSql,
  listedGuests,
  countsTowardPlan,
  unlistedAnswer,
  unlistedAnswerLimits,
  unlistedAnswers,
  type PlanLimits,
} from './plan-limits';
export type { GuestRecord, GuestSource, InvitationCategory, InvitationRecord, RsvpStatus, Timestamp } from './tables';
export { guestRsvpColumns } from './tables';
export { guestKindSql, onGuestList, type GuestKind } from './guest-figures';
export { publicInvitation, publicInvitationColumns, servingDomainSql } from './public-invitation';
export { contentPageColumns, printTemplateColumns } from './public-columns';
export { promoPaidUsesSql, promoRemainingSql } from './promo-uses';
export { approveDue } from './commissions';
export { securitySettingsReader, type SecuritySettingsRead } from './security-settings';
export {
  countWindowHit,
  deleteOldWindows,
  forgetWindowHits,
  overLimit,
  rateLimitTableSql,
  type RateLimitTable,
} from './window-counts';
export {
  column,
  selection,
  type Columns,
  type Casts,
  type ColumnOf,
  type Row,
  type SelectedRow,
  type Selection,
  type TableName,
  type Tables,
} from './typed-sql';
export { invitationAccessOf, invitationAccessBySlug, type InvitationAccess } from './invitation-access';
export { preparedRows } from './prepared';
