import type { SessionAnswer } from '@undangin/contracts';
import { column, preparedRows, publicInvitation, selection, type EntityManager, type SelectedRow } from '@undangin/db';
import { sessionWriteSql, writtenAnswersJson, type SessionWrite } from './session-answers';

// The dashboard service owns the guests table; this service may insert guests and update only their RSVP columns
// (`guestRsvpColumns` in @undangin/db), by column grants.

const answered = selection('guests', ['id', 'name', 'status', 'guest_count']);
/** An answer as the guest sees it, with the key that lets their browser read and change it later. */
export type GuestAnswer = SelectedRow<typeof answered> & { key: string };

// The columns an answer writes, in the order of AnswerFields.
const answerColumns = selection('guests', ['status', 'guest_count', 'dietary_requirements', 'message']);
const fromExcluded = answerColumns.names.map((name) => `${name} = excluded.${name}`).join(', ');

/** An answer's fields, in the order the queries below bind them. */
export type AnswerFields = readonly [
  status: GuestAnswer['status'],
  guestCount: number,
  dietaryRequirements: string | null,
  message: string | null,
];

// The key that lets a browser read and change its own answer. It is derived from the guest's secret code and the
// time of the last answer, so it proves that answer without handing out the code (the guest's check-in ticket),
// and it changes with every answer: whoever answers with the personal link's code ends every earlier key.
const rsvpDate = column('guests', 'rsvp_date');
const answerKey = `encode(sha256(convert_to(g.code || ':rsvp:' || coalesce(extract(epoch from g.${rsvpDate})::text, ''), 'UTF8')), 'hex')`;

/** Whether the active invitation at `slug` has a guest with check-in code `code`. */
export async function hasGuestWithCode(em: EntityManager, slug: string, code: string): Promise<boolean> {
  const rows = await em.execute(
    `select 1 from guests g join invitations i on i.id = g.invitation_id where i.slug = ? and ${publicInvitation('i')} and g.code = ?`,
    [slug, code],
  );
  return rows.length > 0;
}

/** Records the first time a guest opened their personal link. */
export async function markOpened(em: EntityManager, guestId: string): Promise<void> {
  await em.execute(`update guests set opened_at = coalesce(opened_at, now()), updated_at = now() where id = ?`, [
    guestId,
  ]);
}

/**
 * The answer that `key` (a personal link's code, or the latest answer key for `name`) unlocks, at the active
 * invitation `slug`. Null when there is no such invitation; `{ answer: null }` when the key unlocks nothing.
 */
export async function findAnswer(
  em: EntityManager,
  slug: string,
  name: string,
  key: string,
): Promise<{ answer: GuestAnswer | null } | null> {
  const rows = await em.execute<Array<Partial<GuestAnswer>>>(
    `select ${answered.sql('g')}, ${answerKey} as key from invitations i
     left join guests g on g.invitation_id = i.id and ?::text <> ''
       and (g.code = ? or (lower(btrim(g.name)) = lower(btrim(?)) and ${answerKey} = ?))
     where i.slug = ? and ${publicInvitation('i')}`,
    [key, key, name, key, slug],
  );
  if (!rows.length) return null;
  const row = rows[0]!;
  return { answer: row.name ? (row as GuestAnswer) : null };
}

/** Whether the invitation's list already has `name` (compared as the list compares names). */
export async function isListedName(em: EntityManager, invitationId: string, name: string): Promise<boolean> {
  const rows = await em.execute(
    `select 1 from guests where invitation_id = ? and lower(btrim(name)) = lower(btrim(?))`,
    [invitationId, name],
  );
  return rows.length > 0;
}

/**
 * The answer of the guest whose personal link's code is `code`, at the active invitation `slug`, with their answers per
 * session (`write`), in one statement: one round trip and one commit (no transaction, no list lock: nobody is added).
 * Null when no guest there has that code, or the invitation is off.
 */
export async function answerByCode(
  em: EntityManager,
  slug: string,
  code: string,
  answer: AnswerFields,
  phone: string | null,
  write: SessionWrite,
): Promise<{ answer: GuestAnswer; sessions: SessionAnswer[] } | null> {
  if (!/^[a-f0-9]{32}$/.test(code)) return null;
  const perSession = sessionWriteSql(write);
  const [row] = await preparedRows<{ answer: GuestAnswer | null; sessions: SessionAnswer[] }>(
    em,
    `with guest as (
       update guests g set ${answerColumns.assignments()}, ${rsvpDate} = now(),
         phone = coalesce(g.phone, ?), updated_at = now()
       from invitations i
       where i.id = g.invitation_id and i.slug = ? and ${publicInvitation('i')} and g.code = ?
       returning ${answered.sql('g')}, ${answerKey} as key, g.invitation_id, g.all_sessions),
     ${perSession.sql}
     select (select json_build_object(${answered.names.map((name) => `'${name}', ${name}`).join(', ')}, 'key', key)
       from guest) as answer, ${writtenAnswersJson} as sessions`,
    [...answer, phone, slug, code, ...perSession.params],
  );
  return row?.answer ? { answer: row.answer, sessions: row.sessions } : null;
}

/**
 * A name already on the public invitation's list answers in one statement, without the list's lock (the lock guards
 * the ceilings on new names, and this adds none): 'absent' when the name is not there (the caller takes the locked way),
 * 'locked' when its answer may no longer be changed by this key.
 */
export async function answerKnownName(
  em: EntityManager,
  slug: string,
  name: string,
  answer: AnswerFields,
  key: string,
): Promise<GuestAnswer | 'absent' | 'locked'> {
  const [row] = await em.execute<Array<{ found: number; answer: GuestAnswer | null }>>(
    `with target as (
       select g.id, (g.status = 'pending' or (?::text <> '' and ${answerKey} = ?)) as open
       from guests g join invitations i on i.id = g.invitation_id
       where i.slug = ? and ${publicInvitation('i')} and lower(btrim(g.name)) = lower(btrim(?))),
     answered as (
       update guests g set ${answerColumns.assignments()}, ${rsvpDate} = now(), updated_at = now()
       from target t where g.id = t.id and t.open
       returning ${answered.sql('g')}, ${answerKey} as key)
     select (select count(*) from target)::int as found, (select row_to_json(a) from answered a) as answer`,
    [key, key, slug, name, ...answer],
  );
  if (!row!.found) return 'absent';
  return row!.answer ?? 'locked';
}

/**
 * A new name is inserted (with the number given), waiting for the host's approval; a known one is updated while it
 * has not answered yet, or by the holder of its latest key, and never has its number changed here. Null when the
 * known name's answer is locked.
 */
export async function answerByName(
  em: EntityManager,
  invitationId: string,
  name: string,
  phone: string | null,
  answer: AnswerFields,
  key: string,
): Promise<GuestAnswer | null> {
  const [row] = await em.execute<GuestAnswer[]>(
    `insert into guests as g (invitation_id, name, phone, ${answerColumns.sql()}, ${rsvpDate}, source)
     values (?, ?, ?, ${answerColumns.placeholders()}, now(), 'rsvp')
     on conflict (invitation_id, lower(btrim(name))) do update set
       ${fromExcluded}, ${rsvpDate} = excluded.${rsvpDate}, updated_at = now()
     where g.status = 'pending' or (?::text <> '' and ${answerKey} = ?)
     returning ${answered.sql('g')}, ${answerKey} as key`,
    [invitationId, name, phone, ...answer, key, key],
  );
  return row ?? null;
}
