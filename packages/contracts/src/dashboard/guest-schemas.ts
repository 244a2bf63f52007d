import { Type, type Static } from '@sinclair/typebox';

/** The host's guest tools (dashboard service). Front ends import the types only. */
const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Status = Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('declined')]);

/** A guest's answer and check-in at one session (only the sessions they answered or were checked in at). */
export const GuestSessionState = Type.Object({
  session_id: Str,
  status: Type.Union([Type.Literal('confirmed'), Type.Literal('declined'), Type.Null()]),
  people: Type.Union([Type.Integer(), Type.Null()]),
  checked_in: Type.Boolean(),
});
export type GuestSessionState = Static<typeof GuestSessionState>;

export const Guest = Type.Object({
  id: Str,
  name: Str,
  phone: Nullable(Str),
  group_name: Nullable(Str),
  seats: Type.Integer(),
  code: Str,
  status: Status,
  guest_count: Type.Integer(),
  dietary_requirements: Nullable(Str),
  message: Nullable(Str),
  rsvp_date: Nullable(Str),
  sent_at: Nullable(Str),
  opened_at: Nullable(Str),
  checked_in_at: Nullable(Str),
  checked_in_count: Type.Union([Type.Integer(), Type.Null()]),
  source: Str,
  /** Answered the public page under a name not on the host's list, and not approved yet ('Tamu tidak terdaftar'). */
  unlisted: Type.Boolean(),
  /** The sessions this guest is invited to, in order; null: every session (the default). */
  sessions: Type.Union([Type.Array(Str), Type.Null()]),
  /** Per session, in the host's order: the answer and the check-in (an invitation of several sessions shows them). */
  session_states: Type.Array(GuestSessionState),
  created_at: Str,
  /** The latest automatic WhatsApp message to this guest (Integrasi WhatsApp): its state and, when failed, why. */
  whatsapp: Type.Union([
    Type.Object({
      kind: Type.Union([Type.Literal('invitation'), Type.Literal('reminder')]),
      status: Type.Union(
        ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped'].map((s) => Type.Literal(s)),
      ),
      reason: Nullable(Str),
      at: Str,
    }),
    Type.Null(),
  ]),
  /** Replied BERHENTI (or STOP): the host's messages no longer go to this number. */
  opted_out: Type.Boolean(),
});
export type Guest = Static<typeof Guest>;
/**
 * A guest as a receptionist's desk sees them: the name, group, seats and counts the door needs. Never the secret code of
 * the personal link, the phone number, nor what the guest wrote to the host (RSVP message, dietary notes).
 */
export const deskGuestFields = [
  'id',
  'name',
  'group_name',
  'seats',
  'status',
  'guest_count',
  'checked_in_at',
  'checked_in_count',
  'unlisted',
] as const;
export const DeskGuest = Type.Pick(Guest, deskGuestFields);
export type DeskGuest = Static<typeof DeskGuest>;

// One definition on every screen (packages/db/src/guest-figures.ts): listed + walk_ins + unlisted = total, and the
// answers of the guests on the list add up to them: confirmed + declined + pending = listed.
export const GuestStats = Type.Object({
  total: Type.Integer({ description: 'every row: listed + walk_ins + unlisted' }),
  confirmed: Type.Integer({ description: 'guests on the list who answered hadir' }),
  declined: Type.Integer(),
  pending: Type.Integer({ description: 'guests on the list who have not answered' }),
  sent: Type.Integer(),
  opened: Type.Integer(),
  checked_in: Type.Integer({ description: 'everyone checked in at the door, walk-ins too' }),
  people_checked_in: Type.Integer(),
  seats: Type.Integer(),
  listed: Type.Integer({ description: "guests on the list: they answer and take the plan's places" }),
  walk_ins: Type.Integer({ description: 'walk-ins recorded at the door, not on the list' }),
  unlisted: Type.Integer({ description: 'answers from names not on the list, waiting for approval' }),
  limit: Type.Integer({ description: '-1: unlimited' }),
});
export type GuestStats = Static<typeof GuestStats>;

export const GuestPage = Type.Object({
  items: Type.Array(Guest),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
  stats: GuestStats,
});
export type GuestPage = Static<typeof GuestPage>;

export const GuestQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  filter: Type.Optional(
    Type.Union(
      ['all', 'unsent', 'unanswered', 'confirmed', 'declined', 'checked_in', 'unlisted'].map((f) => Type.Literal(f)),
    ),
  ),
  group: Type.Optional(Type.String({ maxLength: 60 })),
  /** Only the guests invited to this session; the answer and check-in filters then read that session's. */
  session: Type.Optional(Type.String({ format: 'uuid' })),
});

export const GuestBody = Type.Object({
  name: Type.String({ maxLength: 100 }),
  phone: Type.String({ maxLength: 30 }),
  group_name: Type.Optional(Type.String({ maxLength: 60 })),
  seats: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  guest_count: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  dietary_requirements: Type.Optional(Type.String({ maxLength: 300 })),
  message: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type GuestBody = Static<typeof GuestBody>;
/** Chosen guests for a bulk action (approve, delete): at most a whole list. */
export const GuestIdsBody = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 10_000 }),
});
export type GuestIdsBody = Static<typeof GuestIdsBody>;

/**
 * Who is invited to which sessions: the chosen guests (`ids`) or a whole group (`group`, such as 'Keluarga'), to every
 * session (`all`) or to the listed ones.
 */
export const GuestSessionsBody = Type.Object({
  ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 10_000 })),
  group: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  all: Type.Boolean(),
  sessions: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 10 }),
});
export type GuestSessionsBody = Static<typeof GuestSessionsBody>;

export const ImportRow = Type.Object({
  row: Type.Integer(),
  name: Str,
  phone: Nullable(Str),
  group_name: Nullable(Str),
  seats: Type.Integer(),
  /** The sessions named in the file's 'Sesi' column; absent: every session. */
  sessions: Type.Optional(Type.Array(Str)),
  error: Type.Optional(Str),
});
export type ImportRow = Static<typeof ImportRow>;
export const ImportResult = Type.Object({
  dry_run: Type.Boolean(),
  valid: Type.Integer(),
  invalid: Type.Integer(),
  imported: Type.Integer(),
  /** Places the plan has left on the list now (null: no limit): the preview says when the file does not fit. */
  room: Type.Union([Type.Integer(), Type.Null()]),
  rows: Type.Array(ImportRow),
});
export type ImportResult = Static<typeof ImportResult>;

// Exactly one way in: a body that names a code and a walk-in as well matches neither and is refused.
const only = { additionalProperties: false };
// With several sessions the desk names the session it checks in for (`session_id`).
const SessionId = Type.Optional(Type.String({ format: 'uuid' }));
export const CheckinBody = Type.Union([
  Type.Object(
    {
      code: Type.String({ maxLength: 64 }),
      people: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
      session_id: SessionId,
    },
    only,
  ),
  Type.Object(
    {
      guest_id: Type.String({ format: 'uuid' }),
      people: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
      session_id: SessionId,
    },
    only,
  ),
  Type.Object(
    {
      walkin: Type.Object({ name: Type.String({ maxLength: 100 }), people: Type.Integer({ minimum: 1, maximum: 50 }) }),
      session_id: SessionId,
    },
    only,
  ),
]);
export type CheckinBody = Static<typeof CheckinBody>;
/** The people who really came with a checked-in guest, as counted at the door. */
export const CheckinPeopleBody = Type.Object({ people: Type.Integer({ minimum: 1, maximum: 50 }) });
export type CheckinPeopleBody = Static<typeof CheckinPeopleBody>;
const CheckinSummary = Type.Object({ guests: Type.Integer(), people: Type.Integer(), expected: Type.Integer() });
export const CheckinResult = Type.Object({
  guest: Guest,
  already: Type.Boolean({ description: 'the guest had checked in before (for this session): warn the receptionist' }),
  summary: CheckinSummary,
  /** A check-in for one session: its name, whether the guest is not invited to it (admitted all the same), its counts. */
  session: Type.Optional(Type.Object({ id: Str, name: Str, not_invited: Type.Boolean(), summary: CheckinSummary })),
});
export type CheckinResult = Static<typeof CheckinResult>;
export const DeskCheckinResult = Type.Object({ ...CheckinResult.properties, guest: DeskGuest });
export type DeskCheckinResult = Static<typeof DeskCheckinResult>;

/** The host's WhatsApp message sent with each guest's link; blank clears it. */
export const WaTemplateBody = Type.Object({ template: Type.String({ maxLength: 2000 }) });
export type WaTemplateBody = Static<typeof WaTemplateBody>;
export const WaTemplate = Type.Object({ template: Str });
export type WaTemplate = Static<typeof WaTemplate>;
export const GuestsApproved = Type.Object({ approved: Type.Integer() });
export type GuestsApproved = Static<typeof GuestsApproved>;
export const GuestsDeleted = Type.Object({ deleted: Type.Integer() });
/** A WhatsApp send started: the chosen guests who have a number, in the order chosen (the paced queue). */
export const SendQueue = Type.Object({ ids: Type.Array(Type.String()) });
export type SendQueue = Static<typeof SendQueue>;
export type GuestsDeleted = Static<typeof GuestsDeleted>;
/** An import with dry_run only previews the rows; without it, it imports every valid row or none. */
export const GuestImportQuery = Type.Object({
  dry_run: Type.Optional(Type.Boolean()),
  /** Import the valid rows that fit the plan, in the file's order, instead of refusing a file that does not fit. */
  fit: Type.Optional(Type.Boolean()),
});
export type GuestImportQuery = Static<typeof GuestImportQuery>;
