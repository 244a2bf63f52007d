import type { ActivityAction, ActivityDetails } from '@undangin/contracts';
import { column, type Columns, type EntityManager } from '@undangin/db';
import { iso } from '@undangin/service-kit';

/** Who did it: an account (named by its profile, else its e-mail, as it was then) or a receptionist link's label. */
export type Actor = { userId: string } | { label: string };

/**
 * Records one entry of the invitation's activity log, in the caller's transaction: the change and its entry commit
 * together. The log is append-only (grants) and goes with its invitation.
 */
export async function logActivity<A extends ActivityAction>(
  em: EntityManager,
  invitationId: string,
  actor: Actor,
  action: A,
  details: ActivityDetails[A],
): Promise<void> {
  const userId = 'userId' in actor ? actor.userId : null;
  const label = 'label' in actor ? actor.label : null;
  await em.execute(
    `insert into invitation_activity (invitation_id, actor_id, actor_name, action, details)
     values (?, ?, coalesce(?, (select nullif(trim(p.name), '') from profiles p where p.id = ?),
       (select u.email from auth_users u where u.id = ?), 'Akun terhapus'), ?, ?::jsonb)`,
    [invitationId, userId, label, userId, userId, action, JSON.stringify(details)],
  );
}

export interface ActivityItem {
  id: string;
  at: string;
  actor: string;
  action: string;
  details: Record<string, unknown>;
  /** Where the next page starts: the entry's exact time and id. */
  cursor: string;
}

type ActivityRow = Columns<'invitation_activity', 'id' | 'actor_name' | 'action' | 'created_at'> & {
  details: Record<string, unknown>;
  cursor: string;
};

/** Newest first, `limit` at a time; `before` is the last entry's cursor (its time and id). */
export async function listActivity(
  em: EntityManager,
  invitationId: string,
  before: { at: string; id: string } | null,
  limit: number,
): Promise<ActivityItem[]> {
  const rows = await em.execute<ActivityRow[]>(
    `select id, actor_name, action, details, created_at, created_at::text as cursor from invitation_activity
     where invitation_id = ? and (?::timestamptz is null or (${column('invitation_activity', 'created_at')}, id) < (?::timestamptz, ?::uuid))
     order by created_at desc, id desc limit ?`,
    [invitationId, before?.at ?? null, before?.at ?? null, before?.id ?? null, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    at: iso(row.created_at)!,
    actor: row.actor_name,
    action: row.action,
    details: row.details,
    cursor: `${row.cursor}|${row.id}`,
  }));
}
