import type { KeptFigures } from './kept-figures';
import { countsTowardPlan, unlistedAnswer } from './plan-limits';
import { column } from './typed-sql';

/**
 * The one definition of an invitation's guest figures, read by every screen that shows one (the guest list and its
 * tiles, the card list, the dashboard's tiles, analytics, the CSV export, the back office). Each row of the guests
 * table is exactly one of three kinds:
 * - on the list ('tamu'): everyone the host put on it, answers from names not on it once approved, and a walk-in the
 *   host later sent the invitation. These are the guests: they answer (hadir, tidak hadir, menunggu: the three always
 *   add up to them) and they take the plan's places (packages/db/src/plan-limits.ts).
 * - a walk-in ('datang langsung'): recorded at the door, counted at check-in, never among the guests who could answer.
 * - an unlisted answer ('menunggu persetujuan'): a name not on the list that answered, apart until the host approves it.
 */
export type GuestKind = 'listed' | 'walkin' | 'unlisted';

/** SQL: whether a row of the guests table (`g`) is a guest on the list. */
export const onGuestList = (g: string) => countsTowardPlan(g);

/** SQL: the kind of a row of the guests table (`g`), as a GuestKind. */
export const guestKindSql = (g: string) =>
  `(case when ${unlistedAnswer(g)} then 'unlisted' when ${onGuestList(g)} then 'listed' else 'walkin' end)`;

const listed = (g: string, and?: string) => `(${onGuestList(g)}${and ? ` and ${and}` : ''})::int`;
// A response time needs the sending and the answer after it.
const timed = (g: string) =>
  `${g}.sent_at is not null and ${column('guests', 'rsvp_date', g)} is not null and ${column('guests', 'rsvp_date', g)} >= ${g}.sent_at`;
const jakartaDay = (t: string) => `(${t} at time zone 'Asia/Jakarta')::date`;

/** What each row of guests `g` adds to its invitation's figures (kept in guest_list_counts by the guests' triggers). */
export const guestFigureColumns = (g: string): Record<string, string> => ({
  // Every row, whatever its kind: listed + walk_ins + unlisted.
  total: '1',
  listed: listed(g),
  walk_ins: `(${guestKindSql(g)} = 'walkin')::int`,
  unlisted: `(${unlistedAnswer(g)})::int`,
  // The answers of the guests on the list: confirmed + declined + pending = listed.
  confirmed: listed(g, `${g}.status = 'confirmed'`),
  declined: listed(g, `${g}.status = 'declined'`),
  pending: listed(g, `${g}.status = 'pending'`),
  sent: listed(g, `${g}.sent_at is not null`),
  opened: listed(g, `${g}.opened_at is not null`),
  opened_answered: listed(g, `${g}.opened_at is not null and ${g}.status <> 'pending'`),
  seats: `(case when ${onGuestList(g)} then coalesce(${g}.seats, 0) else 0 end)`,
  responses_timed: listed(g, timed(g)),
  response_ms: `(case when ${onGuestList(g)} and ${timed(g)} then round(extract(epoch from ${column('guests', 'rsvp_date', g)} - ${g}.sent_at) * 1000) else 0 end)::bigint`,
  // The door counts everyone who came, walk-ins too.
  checked_in: `(${g}.checked_in_at is not null)::int`,
  people_checked_in: `coalesce(${g}.checked_in_count, 0)`,
});

/** Eight rows per invitation: guests answering at once update different rows (by their id), not one hot row. */
export const guestFigures: KeptFigures = {
  table: 'guest_list_counts',
  key: (r) => ({ invitation_id: `${r}.invitation_id` }),
  shardBy: (r) => `${r}.id::text`,
  figures: guestFigureColumns,
};

/** Answers per day (Jakarta time) of each invitation: every answer, and those of guests on the list. */
export const guestAnswerDays: KeptFigures = {
  table: 'guest_answer_days',
  key: (g) => ({ invitation_id: `${g}.invitation_id`, day: jakartaDay(`${column('guests', 'rsvp_date', g)}`) }),
  shardBy: (g) => `${g}.id::text`,
  figures: (g) => ({ answers: '1', listed_answers: listed(g, `${g}.status <> 'pending'`) }),
  counted: (g) => `${column('guests', 'rsvp_date', g)} is not null`,
};
