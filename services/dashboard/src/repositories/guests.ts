import type { Guest, GuestStats } from '@undangin/contracts';
import {
  column,
  guestKindSql,
  preparedRows,
  selection,
  unlistedAnswer,
  type Columns,
  type EntityManager,
  type GuestKind,
  type SelectedRow,
} from '@undangin/db';
import { iso } from '@undangin/service-kit';
import { listFilter } from './guest-filters';

// The guests table as the host's dashboard reads and writes it, its columns named against the migrated schema (typed
// SQL). Writes by guest id also name the invitation and its owner, so a foreign id changes nothing.

const guestSelection = selection('guests', [
  'id',
  'name',
  'phone',
  'group_name',
  'seats',
  'code',
  'status',
  'guest_count',
  'dietary_requirements',
  'message',
  'rsvp_date',
  'sent_at',
  'opened_at',
  'checked_in_at',
  'checked_in_count',
  'source',
  'created_at',
]);
export const guestColumns = `${guestSelection.sql('g')}, ${unlistedAnswer('g')} as unlisted,
  case when not g.all_sessions then array(select gs.session_id from guest_sessions gs
    join invitation_sessions s on s.id = gs.session_id where gs.guest_id = g.id order by s.position) end as sessions,
  (select coalesce(jsonb_agg(jsonb_build_object('session_id', s.id, 'status', a.status, 'people', a.people,
      'checked_in', c.guest_id is not null) order by s.position), '[]'::jsonb)
    from invitation_sessions s
    left join guest_session_answers a on a.session_id = s.id and a.guest_id = g.id
    left join session_checkins c on c.session_id = s.id and c.guest_id = g.id
    where s.invitation_id = g.invitation_id and (a.guest_id is not null or c.guest_id is not null)) as session_states,
  (select jsonb_build_object('kind', m.kind, 'status', m.status, 'reason', m.error_reason,
      'at', coalesce(m.read_at, m.delivered_at, m.sent_at, m.failed_at, m.created_at))
    from whatsapp_messages m where m.guest_id = g.id and m.channel = 'api' order by m.created_at desc limit 1) as whatsapp,
  (g.phone is not null and exists (select 1 from whatsapp_opt_outs o join invitations oi on oi.user_id = o.user_id
    where oi.id = g.invitation_id and o.phone = g.phone)) as opted_out`;

export type GuestRow = SelectedRow<typeof guestSelection> & {
  unlisted: boolean;
  sessions: string[] | null;
  session_states: Guest['session_states'];
  whatsapp: Guest['whatsapp'];
  opted_out: boolean;
};

// What the host's form writes; on an edit the answered count is kept unless the host changes it.
const formColumns = selection('guests', ['name', 'phone', 'group_name', 'seats', 'dietary_requirements', 'message']);
const guestCount = column('guests', 'guest_count');
export const toGuest = (row: GuestRow): Guest => ({
  ...row,
  rsvp_date: iso(row.rsvp_date),
  sent_at: iso(row.sent_at),
  opened_at: iso(row.opened_at),
  checked_in_at: iso(row.checked_in_at),
  created_at: iso(row.created_at),
  whatsapp: row.whatsapp ? { ...row.whatsapp, at: iso(row.whatsapp.at)! } : null,
});

/** A guest as the host's form leaves it, already checked and normalised. */
export interface GuestFields {
  name: string;
  phone: string | null;
  group_name: string | null;
  seats: number;
  /** On an edit, null keeps the count the guest answered. */
  guest_count: number | null;
  dietary_requirements: string | null;
  message: string | null;
}

export interface GuestPageOptions {
  page: number;
  perPage: number;
  q?: string;
  filter?: string;
  group?: string;
  session?: string;
}

// Chosen ids travel as one JSON array parameter (a query driver would spread a plain array into many).
/** SQL: guest `g` is among the chosen ids (bound once, as a json list). */
export const chosen = `g.id in (select jsonb_array_elements_text(?::jsonb)::uuid)`;

/** One page of guests, newest first, searched by name or number, filtered; the index keeps 10,000 guests quick. */
export async function guestPage(
  em: EntityManager,
  invitationId: string,
  options: GuestPageOptions,
  /** The whole list's count, when the caller has it (the stats): an unfiltered page then reads only its rows. */
  wholeList?: number,
): Promise<{ items: Guest[]; total: number }> {
  const params: unknown[] = [invitationId];
  const { sql: filter, params: filterParams } = listFilter(options.filter, options.session);
  params.push(...filterParams);
  if (wholeList !== undefined && !filter && !options.q?.trim() && !options.group?.trim()) {
    // The (invitation_id, created_at desc) index walks to the page: 50 rows read, whatever the list's size.
    const rows = await preparedRows<GuestRow>(
      em,
      `select ${guestColumns} from guests g where g.invitation_id = ? order by g.created_at desc, g.id limit ? offset ?`,
      [invitationId, options.perPage, (options.page - 1) * options.perPage],
    );
    return { items: rows.map(toGuest), total: wholeList };
  }
  let where = `g.invitation_id = ? ${filter}`;
  if (options.q?.trim()) {
    where += ` and (lower(g.name) like ? or g.phone like ?)`;
    const like = `%${options.q
      .trim()
      .toLowerCase()
      .replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    params.push(like, like);
  }
  if (options.group?.trim()) {
    where += ` and g.group_name = ?`;
    params.push(options.group.trim());
  }
  const rows = await em.execute<Array<GuestRow & { total_count: number }>>(
    `select ${guestColumns}, count(*) over ()::int as total_count from guests g where ${where}
     order by g.created_at desc, g.id limit ? offset ?`,
    [...params, options.perPage, (options.page - 1) * options.perPage],
  );
  let total = rows[0]?.total_count ?? 0;
  if (!rows.length && options.page > 1) {
    const [count] = await em.execute<Array<{ n: number }>>(
      `select count(*)::int as n from guests g where ${where}`,
      params,
    );
    total = count?.n ?? 0;
  }
  return { items: rows.map(({ total_count: _t, ...row }) => toGuest(row)), total };
}

const statsColumns = [
  'total',
  'confirmed',
  'declined',
  'pending',
  'sent',
  'opened',
  'checked_in',
  'people_checked_in',
  'seats',
  'unlisted',
  'listed',
  'walk_ins',
] as const;

/** The list's counts by answer, sending, opening and check-in, with the plan's limit beside them. */
export async function guestStats(em: EntityManager, invitationId: string, limit: number): Promise<GuestStats> {
  // The figures kept per invitation by the guests table's triggers (a few rows, whatever the list's size).
  const [row] = await preparedRows<Omit<GuestStats, 'limit'>>(
    em,
    `select ${statsColumns.map((c) => `coalesce(sum(${c}), 0)::int as ${c}`).join(', ')}
     from guest_list_counts where invitation_id = ?`,
    [invitationId],
  );
  return { ...row!, limit };
}

/** Adds a guest; the unique index on the list's names refuses a name already there. */
export async function insertGuest(em: EntityManager, invitationId: string, guest: GuestFields): Promise<Guest> {
  const [row] = await em.execute<GuestRow[]>(
    `insert into guests as g (invitation_id, ${formColumns.sql()}, ${guestCount})
     values (?, ${formColumns.placeholders()}, ?) returning ${guestColumns}`,
    [invitationId, ...formColumns.names.map((name) => guest[name]), guest.guest_count ?? 1],
  );
  return toGuest(row!);
}

/** Saves the host's edit of a guest; null when the guest is not on this owner's invitation. */
export async function updateOwnGuest(
  em: EntityManager,
  owner: { userId: string; invitationId: string; guestId: string },
  guest: GuestFields,
): Promise<Guest | null> {
  const [row] = await em.execute<GuestRow[]>(
    `update guests g set ${formColumns.assignments()}, ${guestCount} = coalesce(?, g.${guestCount}), updated_at = now()
     from invitations i where g.id = ? and g.invitation_id = i.id and i.id = ? and i.user_id = ? returning ${guestColumns}`,
    [
      ...formColumns.names.map((name) => guest[name]),
      guest.guest_count,
      owner.guestId,
      owner.invitationId,
      owner.userId,
    ],
  );
  return row ? toGuest(row) : null;
}

/** The host sent this guest their link: stamps the time; null when the guest is not on this owner's invitation. */
export async function markOwnGuestSent(
  em: EntityManager,
  owner: { userId: string; invitationId: string; guestId: string },
): Promise<Guest | null> {
  const [row] = await em.execute<GuestRow[]>(
    `update guests g set sent_at = now(), updated_at = now() from invitations i
     where g.id = ? and g.invitation_id = i.id and i.id = ? and i.user_id = ? returning ${guestColumns}`,
    [owner.guestId, owner.invitationId, owner.userId],
  );
  return row ? toGuest(row) : null;
}

/** The deleted guest's name; null when the guest is not on this owner's invitation. */
export async function deleteOwnGuest(
  em: EntityManager,
  owner: { userId: string; invitationId: string; guestId: string },
): Promise<string | null> {
  const [row] = await em.execute<Array<Columns<'guests', 'name'>>>(
    `delete from guests g using invitations i where g.id = ? and g.invitation_id = i.id and i.id = ? and i.user_id = ? returning g.name`,
    [owner.guestId, owner.invitationId, owner.userId],
  );
  return row ? row.name : null;
}

/** Deletes the chosen guests of this owner's invitation; how many went. */
export async function deleteOwnGuests(
  em: EntityManager,
  owner: { userId: string; invitationId: string },
  ids: string[],
): Promise<number> {
  const rows = await em.execute(
    `delete from guests g using invitations i where g.invitation_id = i.id and i.id = ? and i.user_id = ? and ${chosen} returning g.id`,
    [owner.invitationId, owner.userId, JSON.stringify(ids)],
  );
  return rows.length;
}

/** How many of the chosen guests are answers from names not on the list. */
export async function countUnlistedAnswers(em: EntityManager, invitationId: string, ids: string[]): Promise<number> {
  const [row] = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from guests g where g.invitation_id = ? and ${chosen} and ${unlistedAnswer('g')}`,
    [invitationId, JSON.stringify(ids)],
  );
  return row?.n ?? 0;
}

/** Puts the chosen answers from names not on the list onto it; how many were approved. */
export async function approveUnlistedAnswers(em: EntityManager, invitationId: string, ids: string[]): Promise<number> {
  const rows = await em.execute(
    `update guests g set approved_at = now(), updated_at = now() where g.invitation_id = ? and ${chosen} and ${unlistedAnswer('g')} returning g.id`,
    [invitationId, JSON.stringify(ids)],
  );
  return rows.length;
}

/** The names already on the list, as stored. */
export async function guestNames(em: EntityManager, invitationId: string): Promise<string[]> {
  const rows = await em.execute<Array<{ name: string }>>(`select name from guests where invitation_id = ?`, [
    invitationId,
  ]);
  return rows.map((row) => row.name);
}

const exported = selection('guests', [
  'id',
  'name',
  'phone',
  'group_name',
  'seats',
  'status',
  'guest_count',
  'code',
  'sent_at',
  'opened_at',
  'checked_in_at',
  'checked_in_count',
]);
export type ExportedGuest = SelectedRow<typeof exported> & { kind: GuestKind };

/** Every row of the list in the order they were added, with the columns the CSV export shows (its kind among them). */
export async function guestsForExport(em: EntityManager, invitationId: string): Promise<ExportedGuest[]> {
  return em.execute<ExportedGuest[]>(
    `select ${exported.sql('g')}, ${guestKindSql('g')} as kind from guests g where invitation_id = ? order by created_at`,
    [invitationId],
  );
}
