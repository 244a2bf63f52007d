import { column, selection, unlistedAnswer, type EntityManager, type SelectedRow } from '@undangin/db';
import { iso } from '@undangin/service-kit';

// The guest list as an offline desk keeps it: what the door needs of every guest, the whole list or what changed.

const listSelection = selection('guests', [
  'id',
  'name',
  'group_name',
  'seats',
  'code',
  'status',
  'guest_count',
  'checked_in_at',
  'checked_in_count',
]);
export type DeskListRow = Omit<SelectedRow<typeof listSelection>, 'checked_in_at'> & {
  checked_in_at: string | null;
  unlisted: boolean;
  sessions: string[] | null;
  session_checkins: Record<string, number>;
};

const changedSince = `(g.${column('guests', 'updated_at')} > ?::timestamptz or exists (select 1 from session_checkins c
  where c.guest_id = g.id and c.${column('session_checkins', 'checked_in_at')} > ?::timestamptz))`;

/**
 * The invitation's guests (with `since`: only those changed after it), the time to ask from next (a minute back, so a
 * write that committed late is not missed) and how many guests there are now (fewer than a device holds: removals).
 */
export async function deskListRows(
  em: EntityManager,
  invitationId: string,
  since: string | null,
): Promise<{ rows: DeskListRow[]; at: string; total: number }> {
  const rows = await em.execute<Array<DeskListRow & { checked_in_at: Date | string | null }>>(
    `select ${listSelection.sql('g')}, ${unlistedAnswer('g')} as unlisted,
       case when not g.all_sessions then array(select gs.session_id from guest_sessions gs where gs.guest_id = g.id) end
         as sessions,
       (select coalesce(jsonb_object_agg(c.session_id, c.people), '{}'::jsonb) from session_checkins c
         where c.guest_id = g.id) as session_checkins
     from guests g where g.invitation_id = ? ${since ? `and ${changedSince}` : ''} order by g.name, g.id`,
    since ? [invitationId, since, since] : [invitationId],
  );
  const [meta] = await em.execute<Array<{ at: Date | string; total: number }>>(
    `select now() - interval '1 minute' as at, (select count(*) from guests where invitation_id = ?)::int as total`,
    [invitationId],
  );
  return {
    rows: rows.map((row) => ({ ...row, checked_in_at: iso(row.checked_in_at) })),
    at: iso(meta!.at)!,
    total: meta!.total,
  };
}

/** Per session of the invitation: how many people its confirmed answers promised. */
export async function sessionExpected(em: EntityManager, invitationId: string): Promise<Record<string, number>> {
  const rows = await em.execute<Array<{ session_id: string; people: number }>>(
    `select s.id as session_id, coalesce(sum(a.people) filter (where a.status = 'confirmed'), 0)::int as people
     from invitation_sessions s left join guest_session_answers a on a.session_id = s.id
     where s.invitation_id = ? group by s.id`,
    [invitationId],
  );
  return Object.fromEntries(rows.map((row) => [row.session_id, row.people]));
}
