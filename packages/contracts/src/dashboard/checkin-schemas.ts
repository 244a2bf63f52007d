import { Type, type Static } from '@sinclair/typebox';

/** Receptionist links (dashboard service): a link plus a PIN opens a check-in desk for one invitation. Front ends import the types only. */
const Str = Type.String();

/** A receptionist link as the host's list shows it (the PIN is shown once, when made). */
export const CheckinLink = Type.Object({
  id: Str,
  token: Str,
  label: Str,
  created_at: Str,
  revoked_at: Type.Union([Str, Type.Null()]),
  /** Wrong PINs from every device in the current 15 minutes, and until when the link takes no PIN (null: open). */
  failed_pins: Type.Integer(),
  locked_until: Type.Union([Str, Type.Null()]),
});
export type CheckinLink = Static<typeof CheckinLink>;

export const CheckinLinkBody = Type.Object({ label: Type.Optional(Type.String({ maxLength: 60 })) });
export type CheckinLinkBody = Static<typeof CheckinLinkBody>;

/** A new link, with its PIN: the only time the PIN is shown. */
export const CheckinLinkCreated = Type.Object({ id: Str, token: Str, pin: Str });
export type CheckinLinkCreated = Static<typeof CheckinLinkCreated>;

export const ReceptionSessionBody = Type.Object({ pin: Type.String({ maxLength: 12 }) });
export type ReceptionSessionBody = Static<typeof ReceptionSessionBody>;

/** A receptionist's session: sent back in the x-reception-session header; valid for this invitation only. */
export const ReceptionSession = Type.Object({ session: Str, couple_name: Str, event_date: Str, label: Str });
export type ReceptionSession = Static<typeof ReceptionSession>;

export const ReceptionGuestQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 100 }) });
export type ReceptionGuestQuery = Static<typeof ReceptionGuestQuery>;
