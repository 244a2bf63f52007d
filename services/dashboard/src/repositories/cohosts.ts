import type { CoHost, CoHostRole, PendingCoHost } from '@undangin/contracts';
import { column, type EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';
import { deleteDeskDevicesOfUser } from './desk-devices';

// Who works on an invitation besides its owner (invitation_members), and the mailed invitations to join
// (invitation_member_invites, by the hash of their one-time token).

const displayName = (profile: string, user: string) => `coalesce(nullif(trim(${profile}.name), ''), ${user}.email)`;

export async function listMembers(em: EntityManager, invitationId: string): Promise<CoHost[]> {
  const rows = await em.execute<Array<Omit<CoHost, 'since'> & { since: Date }>>(
    `select m.user_id, nullif(trim(p.name), '') as name, u.email, m.role, m.created_at as since
     from invitation_members m join auth_users u on u.id = m.user_id left join profiles p on p.id = m.user_id
     where m.invitation_id = ? order by m.created_at`,
    [invitationId],
  );
  return rows.map((row) => ({ ...row, since: iso(row.since) }));
}

/** Open invitations to join that have not lapsed. */
export async function listOpenInvites(em: EntityManager, invitationId: string): Promise<PendingCoHost[]> {
  const rows = await em.execute<Array<PendingCoHost & { expires_at: Date; created_at: Date }>>(
    `select id, email, role, expires_at, created_at from invitation_member_invites
     where invitation_id = ? and accepted_at is null and expires_at > now() order by created_at`,
    [invitationId],
  );
  return rows.map((row) => ({ ...row, expires_at: iso(row.expires_at), created_at: iso(row.created_at) }));
}

/**
 * Holds the invitation's co-hosts for the rest of the transaction (two invitations sent at once cannot both be the
 * eleventh) and says how many there are: members and open invitations. Lapsed invitations are cleared first.
 */
export async function lockCoHosts(em: EntityManager, invitationId: string): Promise<number> {
  await em.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`cohosts:${invitationId}`]);
  await em.execute(
    `delete from invitation_member_invites where invitation_id = ? and accepted_at is null and expires_at <= now()`,
    [invitationId],
  );
  const [row] = await em.execute<Array<{ count: number }>>(
    `select (select count(*) from invitation_members where invitation_id = ?)
       + (select count(*) from invitation_member_invites where invitation_id = ? and accepted_at is null)::int as count`,
    [invitationId, invitationId],
  );
  return Number(row?.count ?? 0);
}

/** Who `email` is to the invitation: its owner, a member, invited (open), or nobody yet. */
export async function standingOf(
  em: EntityManager,
  invitationId: string,
  email: string,
): Promise<'owner' | 'member' | 'invited' | null> {
  const [row] = await em.execute<Array<{ standing: 'owner' | 'member' | 'invited' }>>(
    `select 'owner' as standing from invitations i join auth_users u on u.id = i.user_id
       where i.id = ? and lower(u.email) = lower(?)
     union all select 'member' from invitation_members m join auth_users u on u.id = m.user_id
       where m.invitation_id = ? and lower(u.email) = lower(?)
     union all select 'invited' from invitation_member_invites v
       where v.invitation_id = ? and lower(v.email) = lower(?) and v.accepted_at is null
     limit 1`,
    [invitationId, email, invitationId, email, invitationId, email],
  );
  return row?.standing ?? null;
}

export async function insertInvite(
  em: EntityManager,
  invite: {
    id: string;
    invitationId: string;
    email: string;
    role: CoHostRole;
    tokenHash: string;
    invitedBy: string;
    days: number;
  },
): Promise<PendingCoHost> {
  const [row] = await em.execute<Array<PendingCoHost & { expires_at: Date; created_at: Date }>>(
    `insert into invitation_member_invites (id, invitation_id, email, role, token_hash, invited_by, expires_at)
     values (?, ?, ?, ?, ?, ?, now() + make_interval(days => ?)) returning id, email, role, expires_at, created_at`,
    [invite.id, invite.invitationId, invite.email, invite.role, invite.tokenHash, invite.invitedBy, invite.days],
  );
  return { ...row!, expires_at: iso(row!.expires_at), created_at: iso(row!.created_at) };
}

/** What the mail and the invitee's page show. */
export interface InviteByToken {
  id: string;
  invitation_id: string;
  owner_id: string;
  email: string;
  role: CoHostRole;
  expired: boolean;
  accepted: boolean;
  expires_at: string;
  invitation_title: string;
  owner_name: string;
}

export async function inviteByToken(em: EntityManager, tokenHash: string): Promise<InviteByToken | null> {
  const [row] = await em.execute<Array<Omit<InviteByToken, 'expires_at'> & { expires_at: Date }>>(
    `select v.id, v.invitation_id, i.user_id as owner_id, v.email, v.role, v.expires_at <= now() as expired,
       v.accepted_at is not null as accepted, v.expires_at,
       coalesce(nullif(trim(${column('invitations', 'couple_name', 'i')}), ''), i.slug) as invitation_title, ${displayName('p', 'u')} as owner_name
     from invitation_member_invites v join invitations i on i.id = v.invitation_id
     join auth_users u on u.id = i.user_id left join profiles p on p.id = i.user_id
     where v.token_hash = ?`,
    [tokenHash],
  );
  return row ? { ...row, expires_at: iso(row.expires_at) } : null;
}

/** Marks the invitation used (once: false when another request used it first) and makes the user a member. */
export async function acceptInvite(
  em: EntityManager,
  invite: { id: string; invitationId: string; role: CoHostRole; userId: string; invitedBy: string },
): Promise<boolean> {
  const used = await em.execute(
    `update invitation_member_invites set accepted_at = now(), accepted_by = ?
     where id = ? and accepted_at is null and expires_at > now() returning id`,
    [invite.userId, invite.id],
  );
  if (!used.length) return false;
  await em.execute(
    `insert into invitation_members (invitation_id, user_id, role, invited_by) values (?, ?, ?, ?)
     on conflict (invitation_id, user_id) do update set role = excluded.role, updated_at = now()`,
    [invite.invitationId, invite.userId, invite.role, invite.invitedBy],
  );
  return true;
}

/** The member's name (for the log), or null when they are not a member. */
export async function setMemberRole(
  em: EntityManager,
  invitationId: string,
  userId: string,
  role: CoHostRole,
): Promise<string | null> {
  const [row] = await em.execute<Array<{ name: string }>>(
    `update invitation_members m set role = ?, updated_at = now() from auth_users u left join profiles p on p.id = u.id
     where m.invitation_id = ? and m.user_id = ? and u.id = m.user_id returning ${displayName('p', 'u')} as name`,
    [role, invitationId, userId],
  );
  return row?.name ?? null;
}

export async function deleteMember(em: EntityManager, invitationId: string, userId: string): Promise<string | null> {
  const [row] = await em.execute<Array<{ name: string }>>(
    `delete from invitation_members m using auth_users u left join profiles p on p.id = u.id
     where m.invitation_id = ? and m.user_id = ? and u.id = m.user_id returning ${displayName('p', 'u')} as name`,
    [invitationId, userId],
  );
  // Their offline desks go with the role: the keys are forgotten, nothing they hold syncs again.
  if (row) await deleteDeskDevicesOfUser(em, invitationId, userId);
  return row?.name ?? null;
}

/** Cancels an open invitation; its address, or null when there is none. */
export async function deleteOpenInvite(
  em: EntityManager,
  invitationId: string,
  inviteId: string,
): Promise<string | null> {
  const [row] = await em.execute<Array<{ email: string }>>(
    `delete from invitation_member_invites where id = ? and invitation_id = ? and accepted_at is null returning email`,
    [inviteId, invitationId],
  );
  return row?.email ?? null;
}

export async function findMember(em: EntityManager, invitationId: string, userId: string): Promise<CoHost | null> {
  return (await listMembers(em, invitationId)).find((member) => member.user_id === userId) ?? null;
}

/** The account's e-mail (the invitee must accept from the address the invitation went to). */
export async function accountEmail(em: EntityManager, userId: string): Promise<string | null> {
  const [row] = await em.execute<Array<{ email: string }>>(`select email from auth_users where id = ?`, [userId]);
  return row?.email ?? null;
}
