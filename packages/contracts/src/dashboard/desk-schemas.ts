import { Type, type Static } from '@sinclair/typebox';
import { DeskSession } from './session-schemas';

/**
 * The check-in desk offline (dashboard service): a device registers once, keeps the invitation's guest list encrypted
 * with its own key, records check-ins while the signal is gone and syncs them when it returns. Front ends import the
 * types and the signing helpers only.
 */
const Str = Type.String();
const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A device the desk registered: its id and its key (base64url, 32 bytes), which the server never sends again. */
export const DeskDevice = Type.Object({ device_id: Str, key: Str, label: Str });
export type DeskDevice = Static<typeof DeskDevice>;

/** /invitations/:id/desk/:deviceId and /reception/:token/desk/:deviceId */
export const DeskDeviceParams = Type.Object({ id: Uuid, deviceId: Uuid });
export type DeskDeviceParams = Static<typeof DeskDeviceParams>;
export const ReceptionDeskParams = Type.Object({ token: Type.String({ maxLength: 64 }), deviceId: Uuid });
export type ReceptionDeskParams = Static<typeof ReceptionDeskParams>;

/** A guest as the device keeps them: what the door needs, and a tag of their QR code instead of the code itself. */
export const DeskListGuest = Type.Object({
  id: Str,
  name: Str,
  group_name: Nullable(Str),
  seats: Type.Integer(),
  status: Str,
  guest_count: Type.Integer(),
  checked_in_at: Nullable(Str),
  checked_in_count: Nullable(Type.Integer()),
  unlisted: Type.Boolean(),
  /** The sessions they are invited to; null: every session. */
  sessions: Type.Union([Type.Array(Str), Type.Null()]),
  /** The sessions they checked in at, with the people counted there. */
  session_checkins: Type.Record(Str, Type.Integer()),
  /** HMAC of their QR code under the device's key (hex, 32 characters): a scanned code is matched without the code. */
  code_tag: Str,
});
export type DeskListGuest = Static<typeof DeskListGuest>;

/** The whole list (or, with `since`, the guests changed since then plus the count that tells of removals). */
export const DeskList = Type.Object({
  /** The server's time of this answer: the next `since`. */
  at: Str,
  full: Type.Boolean(),
  guests: Type.Array(DeskListGuest),
  /** How many guests the invitation has now: a device holding more after a partial answer asks for the whole list. */
  total: Type.Integer(),
  sessions: Type.Array(DeskSession),
  /** Per session: how many people its confirmed answers promised. */
  session_expected: Type.Record(Str, Type.Integer()),
});
export type DeskList = Static<typeof DeskList>;
export const DeskListQuery = Type.Object({ since: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })) });
export type DeskListQuery = Static<typeof DeskListQuery>;

const People = Type.Optional(Type.Integer({ minimum: 1, maximum: 50 }));
/** One thing the desk did offline, signed with the device's key. */
export const DeskOp = Type.Object(
  {
    id: Uuid,
    kind: Type.Union([Type.Literal('checkin'), Type.Literal('walkin'), Type.Literal('people')]),
    /** The device's time when it happened. */
    at: Type.String({ format: 'date-time', maxLength: 40 }),
    guest_id: Type.Optional(Uuid),
    code: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    people: People,
    session_id: Type.Optional(Uuid),
    /** A correction of a walk-in recorded offline: the id of the walk-in's own op. */
    ref: Type.Optional(Uuid),
    mac: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  },
  { additionalProperties: false },
);
export type DeskOp = Static<typeof DeskOp>;
export const DeskSyncBody = Type.Object(
  { ops: Type.Array(DeskOp, { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
);
export type DeskSyncBody = Static<typeof DeskSyncBody>;

export const deskOutcomes = ['recorded', 'already', 'elsewhere', 'removed', 'not_found', 'refused'] as const;
export type DeskOutcome = (typeof deskOutcomes)[number];
/** The server's answer to one op: the same every time the op is sent. */
export const DeskOpResult = Type.Object({
  id: Str,
  status: Type.Union(deskOutcomes.map((s) => Type.Literal(s))),
  guest_id: Nullable(Str),
  name: Nullable(Str),
  /** The check-in time the server keeps (the earliest of every desk's). */
  at: Nullable(Str),
  people: Nullable(Type.Integer()),
  /** Why it was refused, in Indonesian. */
  message: Nullable(Str),
});
export type DeskOpResult = Static<typeof DeskOpResult>;
export const DeskSyncResult = Type.Object({ results: Type.Array(DeskOpResult) });
export type DeskSyncResult = Static<typeof DeskSyncResult>;

/** What a device signs of an op: every field, in this order, so no field can change on the way. */
export function deskOpMessage(op: Omit<DeskOp, 'mac'>): string {
  return ['v1', op.id, op.kind, op.at, op.guest_id, op.code, op.name, op.people, op.session_id, op.ref]
    .map((part) => (part === undefined ? '' : String(part)))
    .join('|');
}

/** What the device's two keys are derived with (HKDF-SHA-256 of the device key, no salt): the same on both sides. */
export const deskKeyInfo = { encrypt: 'undangin-desk-encrypt-v1', sign: 'undangin-desk-sign-v1' } as const;
/** What a QR code's tag signs: its code, so the tag of one code never matches another's. */
export const deskCodeMessage = (code: string) => `code|${code.trim()}`;
