/**
 * Which service writes which table. Each service connects as its own Postgres role; the migrations grant
 * every role read access and only the owner write access, so one service's bug cannot write another's data.
 */
// The topology module alone: the migrations image carries no schema library.
import { serviceNames, type AppName, type ServiceName } from '@undangin/contracts/src/shared/topology';

export { serviceNames, type ServiceName };

export const dbRoleOf = (service: AppName): string => `undangin_${service}`;

/** SQL that makes `table` readable by every service and writable by its owner only. */
export function ownTableSql(table: string, owner: ServiceName, { sequences = false } = {}): string[] {
  const everyone = serviceNames.map(dbRoleOf).join(', ');
  const sql = [
    `revoke all on table "${table}" from ${everyone}`,
    `grant select on table "${table}" to ${everyone}`,
    `grant insert, update, delete on table "${table}" to ${dbRoleOf(owner)}`,
  ];
  if (sequences) sql.push(`grant usage, select on all sequences in schema public to ${dbRoleOf(owner)}`);
  return sql;
}

/** SQL that makes `table` readable and writable by its owner only (secrets: sessions, tokens, outbox). */
export function privateTableSql(table: string, owner: ServiceName): string[] {
  return [
    `revoke all on table "${table}" from ${serviceNames.map(dbRoleOf).join(', ')}`,
    `grant select, insert, update, delete on table "${table}" to ${dbRoleOf(owner)}`,
  ];
}
