import { Type, type Static } from '@sinclair/typebox';

/** Path parameters of the dashboard service's routes, shared by every route that names the same thing. */
export const Uuid = Type.String({ format: 'uuid' });

/** /invitations/:id */
export const InvitationParams = Type.Object({ id: Uuid });
export type InvitationParams = Static<typeof InvitationParams>;

/** /invitations/:id/…/:guestId */
export const InvitationGuestParams = Type.Object({ id: Uuid, guestId: Uuid });
export type InvitationGuestParams = Static<typeof InvitationGuestParams>;

/** /invitations/:id/checkin-links/:linkId */
export const CheckinLinkParams = Type.Object({ id: Uuid, linkId: Uuid });
export type CheckinLinkParams = Static<typeof CheckinLinkParams>;

/** /media/:id */
export const MediaParams = Type.Object({ id: Uuid });
export type MediaParams = Static<typeof MediaParams>;

/** /reception/:token (a receptionist link's token) */
export const ReceptionParams = Type.Object({ token: Type.String({ maxLength: 64 }) });
export type ReceptionParams = Static<typeof ReceptionParams>;

/** /reception/:token/…/:guestId */
export const ReceptionGuestParams = Type.Object({ token: Type.String({ maxLength: 64 }), guestId: Uuid });
export type ReceptionGuestParams = Static<typeof ReceptionGuestParams>;
