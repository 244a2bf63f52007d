import type { CheckinLink } from '@undangin/contracts';
import { column, type Columns, type EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';

// Receptionist links: a token in the link, a hashed PIN, and the count of wrong PINs of the last 15 minutes.

type LinkRow = Columns<'checkin_links', 'id' | 'token' | 'label' | 'created_at' | 'revoked_at' | 'failed_pins'> & {
  locked_until: string | Date | null;
};

/** How many wrong PINs, from every device together, lock a link for the rest of its 15-minute window. */
export const linkPinLimit = 50;

/** An invitation's links, newest first, revoked ones too, with their wrong PINs of the current window. */
export async function listCheckinLinks(em: EntityManager, invitationId: string): Promise<CheckinLink[]> {
  const rows = await em.execute<LinkRow[]>(
    `select id, token, label, created_at, revoked_at,
       case when failed_since > now() - interval '15 minutes' then failed_pins else 0 end as failed_pins,
       case when failed_since > now() - interval '15 minutes' and failed_pins >= ? then failed_since + interval '15 minutes' end as locked_until
     from checkin_links where invitation_id = ? order by created_at desc`,
    [linkPinLimit, invitationId],
  );
  return rows.map((r) => ({
    ...r,
    created_at: iso(r.created_at),
    revoked_at: iso(r.revoked_at),
    locked_until: iso(r.locked_until),
  }));
}

/** The host opens a locked link again; false when the invitation has no such link. */
export async function unlockCheckinLink(em: EntityManager, invitationId: string, linkId: string): Promise<boolean> {
  const rows = await em.execute(
    `update checkin_links set failed_pins = 0, failed_since = null where id = ? and invitation_id = ? returning id`,
    [linkId, invitationId],
  );
  return rows.length > 0;
}

export async function insertCheckinLink(
  em: EntityManager,
  link: { invitationId: string; token: string; pinHash: string; label: string },
): Promise<string> {
  const [row] = await em.execute<Array<{ id: string }>>(
    `insert into checkin_links (invitation_id, token, pin_hash, label) values (?, ?, ?, ?) returning id`,
    [link.invitationId, link.token, link.pinHash, link.label],
  );
  return row!.id;
}

/** Revokes a link of this invitation (once: a second revoke keeps the first time); false when it has no such link. */
/** Revokes the link; its label, or null when the invitation has no such link. */
export async function revokeCheckinLink(
  em: EntityManager,
  invitationId: string,
  linkId: string,
): Promise<string | null> {
  const [row] = await em.execute<Array<Columns<'checkin_links', 'label'>>>(
    `update checkin_links set revoked_at = coalesce(revoked_at, now()) where id = ? and invitation_id = ? returning label`,
    [linkId, invitationId],
  );
  return row ? row.label : null;
}

/** A live link as a PIN attempt sees it, with the attempts of its current 15-minute window (this one included). */
export type PinAttempt = Columns<'checkin_links', 'id' | 'pin_hash' | 'label'> &
  Columns<'invitations', 'couple_name'> & { event_date: string; attempts: number };

/**
 * Counts a PIN attempt on a live link before the PIN is checked, in the database, so parallel guesses and replicas
 * share the count; the window restarts 15 minutes after its first wrong PIN. Null when the link is unknown or revoked.
 */
export async function countPinAttempt(em: EntityManager, token: string): Promise<PinAttempt | null> {
  const [row] = await em.execute<PinAttempt[]>(
    `update checkin_links l set
       failed_pins = case when l.failed_since is null or l.failed_since < now() - interval '15 minutes' then 1 else l.failed_pins + 1 end,
       failed_since = case when l.failed_since is null or l.failed_since < now() - interval '15 minutes' then now() else l.failed_since end
     from invitations i where i.id = l.invitation_id and l.token = ? and l.revoked_at is null
     returning l.id, l.pin_hash, l.label, i.couple_name, to_char(${column('invitations', 'event_date', 'i')}, 'YYYY-MM-DD') as event_date, l.failed_pins as attempts`,
    [token],
  );
  return row ?? null;
}

/** The right PIN clears the count of wrong ones. */
export async function clearPinAttempts(em: EntityManager, linkId: string): Promise<void> {
  await em.execute(`update checkin_links set failed_pins = 0, failed_since = null where id = ?`, [linkId]);
}
