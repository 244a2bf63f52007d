import type { DomainProblem, DomainStatus } from '@undangin/contracts';
import {
  column,
  publicInvitation,
  selection,
  servingDomainSql,
  type EntityManager,
  type SelectedRow,
} from '@undangin/db';

// Custom domains: one row per account and domain, written by the dashboard alone (the invitation service reads them).

const domainSelection = selection('custom_domains', [
  'id',
  'user_id',
  'invitation_id',
  'domain',
  'token',
  'status',
  'problems',
  'checked_at',
  'verified_at',
  'failing_since',
  'created_at',
]);
export type CustomDomainRow = Omit<SelectedRow<typeof domainSelection>, 'status' | 'problems'> & {
  status: DomainStatus;
  problems: DomainProblem[];
};

/** The invitation's domain, whatever its state. */
export async function domainOfInvitation(em: EntityManager, invitationId: string): Promise<CustomDomainRow | null> {
  const [row] = await em.execute<CustomDomainRow[]>(
    `select ${domainSelection.sql()} from custom_domains where ${column('custom_domains', 'invitation_id')} = ?`,
    [invitationId],
  );
  return row ?? null;
}

/** Who holds `domain` now: the account that verified it, and this account's own row of it on another invitation. */
export async function domainHolders(
  em: EntityManager,
  domain: string,
  userId: string,
): Promise<{ verifiedBy: string | null; ownInvitation: string | null }> {
  const rows = await em.execute<Array<Pick<CustomDomainRow, 'user_id' | 'invitation_id' | 'status'>>>(
    `select ${column('custom_domains', 'user_id')}, ${column('custom_domains', 'invitation_id')}, ${column('custom_domains', 'status')}
     from custom_domains where ${column('custom_domains', 'domain')} = ? and (status = 'verified' or user_id = ?)`,
    [domain, userId],
  );
  return {
    verifiedBy: rows.find((row) => row.status === 'verified')?.user_id ?? null,
    ownInvitation: rows.find((row) => row.user_id === userId)?.invitation_id ?? null,
  };
}

export async function insertDomain(
  em: EntityManager,
  row: { userId: string; invitationId: string; domain: string; token: string },
): Promise<void> {
  await em.execute(
    `insert into custom_domains (${column('custom_domains', 'user_id')}, ${column('custom_domains', 'invitation_id')},
       ${column('custom_domains', 'domain')}, ${column('custom_domains', 'token')}) values (?, ?, ?, ?)`,
    [row.userId, row.invitationId, row.domain, row.token],
  );
}

export interface DomainCheckResult {
  status: DomainStatus;
  problems: DomainProblem[];
  verifiedAt: 'now' | 'keep' | 'clear';
  failingSince: 'now' | 'keep' | 'clear';
  nextCheckMinutes: number;
}

/**
 * Writes a check's outcome over the row as it was read (same status and failing_since); null when the row changed or
 * went meanwhile.
 */
export async function recordDomainCheck(
  em: EntityManager,
  before: Pick<CustomDomainRow, 'id' | 'status' | 'failing_since'>,
  result: DomainCheckResult,
): Promise<CustomDomainRow | null> {
  const moment = (name: 'verified_at' | 'failing_since', how: 'now' | 'keep' | 'clear') =>
    how === 'now' ? `coalesce(${name}, now())` : how === 'clear' ? 'null' : name;
  const [row] = await em.execute<CustomDomainRow[]>(
    `update custom_domains set ${column('custom_domains', 'status')} = ?, ${column('custom_domains', 'problems')} = string_to_array(?, ','),
       ${column('custom_domains', 'checked_at')} = now(),
       verified_at = ${moment('verified_at', result.verifiedAt)}, failing_since = ${moment('failing_since', result.failingSince)},
       ${column('custom_domains', 'next_check_at')} = now() + make_interval(mins => ?)
     where id = ? and status = ? and date_trunc('milliseconds', failing_since) is not distinct from ?::timestamptz
     returning ${domainSelection.sql()}`,
    [
      result.status,
      result.problems.join(','),
      result.nextCheckMinutes,
      before.id,
      before.status,
      before.failing_since === null ? null : new Date(before.failing_since).toISOString(),
    ],
  );
  return row ?? null;
}

/** Removes the invitation's domain (it frees the name for anyone); the removed row, or null. */
export async function deleteDomain(em: EntityManager, invitationId: string): Promise<CustomDomainRow | null> {
  const [row] = await em.execute<CustomDomainRow[]>(
    `delete from custom_domains where ${column('custom_domains', 'invitation_id')} = ? returning ${domainSelection.sql()}`,
    [invitationId],
  );
  return row ?? null;
}

/**
 * Up to `limit` domains whose check is due, claimed for this run: their next check moves 15 minutes on (a run that dies
 * leaves them to a later one) and another replica's run skips the rows this one is claiming.
 */
export async function claimDueDomains(em: EntityManager, limit: number): Promise<CustomDomainRow[]> {
  return em.execute<CustomDomainRow[]>(
    `update custom_domains set ${column('custom_domains', 'next_check_at')} = now() + interval '15 minutes'
     where id in (select id from custom_domains where next_check_at <= now() order by next_check_at limit ?
       for update skip locked)
     returning ${domainSelection.sql()}`,
    [limit],
  );
}

/**
 * Tells every replica of the invitation service that the domain's serving changed (and the invitation's page, whose
 * canonical address and links follow its domain).
 */
export async function announceDomain(em: EntityManager, domain: string, invitationId: string): Promise<void> {
  await em.execute(
    `select pg_notify('public_slug_changed', 'domain:' || ?::text),
       pg_notify('public_slug_changed', (select ${column('invitations', 'slug')} from invitations where id = ?))`,
    [domain, invitationId],
  );
}

/** Where the host of the domain's invitation reads mail, and the invitation's title. */
export async function domainHostContact(
  em: EntityManager,
  invitationId: string,
): Promise<{ email: string | null; title: string } | null> {
  const [row] = await em.execute<Array<{ email: string | null; title: string }>>(
    `select ${column('auth_users', 'email', 'u')} as email, ${column('invitations', 'couple_name', 'i')} as title
     from invitations i join auth_users u on u.id = i.user_id where i.id = ?`,
    [invitationId],
  );
  return row ?? null;
}

/** The domain the invitation answers at now (verified, its plan has it, the invitation public), or null. */
export async function servingDomainOf(em: EntityManager, invitationId: string): Promise<string | null> {
  const [row] = await em.execute<Array<{ domain: string | null }>>(
    `select ${servingDomainSql('i')} as domain from invitations i where i.id = ? and ${publicInvitation('i')}`,
    [invitationId],
  );
  return row?.domain ?? null;
}
