/**
 * The rows of the tables more than one service reads or writes, named once. Their columns come from the migrated
 * schema (schema/<service>.generated.ts, written by `npm run db:types`); here only what queries answer in another shape is
 * said. The dashboard service owns invitations and guests; the invitation service reads invitations and may insert
 * guests and set their RSVP columns; the admin service reads both. Each service selects the columns it needs
 * (`Pick<…>`, `Columns<…>`) and adds what its query computes.
 */
import type { ColumnOf, Row } from './typed-sql';

export type { Timestamp } from './typed-sql';

export type RsvpStatus = Row<'guests'>['status'];

/** How a guest came onto the list: added by the host, imported, answered the public page by name, or walked in. */
export type GuestSource = Row<'guests'>['source'];

/** A guest: `code` is the secret of the personal link and the check-in ticket; `approved_at` is set when the host
 * approved an answer from a name not on the list. */
export type GuestRecord = Row<'guests'>;

/** The guests columns the invitation service may write (its column grant): a guest's own answer and first visit. */
export const guestRsvpColumns = [
  'phone',
  'status',
  'guest_count',
  'dietary_requirements',
  'message',
  'rsvp_date',
  'opened_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof GuestRecord>;

export type InvitationCategory = Row<'invitations'>['category'];

/**
 * An invitation. Its date column is answered as 'YYYY-MM-DD' text (`to_char`) by every query, never as a Date shifted
 * by a time zone.
 */
export type InvitationRecord = Omit<Row<'invitations'>, ColumnOf<'invitations', 'event_date'>> & { event_date: string };
