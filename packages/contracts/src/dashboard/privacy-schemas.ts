import { Type, type Static } from '@sinclair/typebox';
import { lockMessages } from '../invitation/lock-messages';
import { invitationPrivacies } from './activity-labels';

/** A password guests type on the page: long enough not to be guessed in the tries the page allows. */
export const invitationPasswordRules = { min: 6, max: 72 } as const;
/** What a locked page shows when the host chose no title. */
export const defaultPrivateTitle = lockMessages.defaultTitle;

/** PUT /invitations/:id/privacy. `password`: required to switch to 'password' the first time; set to change it. */
export const PrivacyBody = Type.Object({
  privacy: Type.Union(invitationPrivacies.map((level) => Type.Literal(level))),
  title: Type.String({ maxLength: 100 }),
  password: Type.Optional(Type.String({ maxLength: invitationPasswordRules.max })),
});
export type PrivacyBody = Static<typeof PrivacyBody>;

export const PrivacySettings = Type.Object({
  privacy: Type.Union(invitationPrivacies.map((level) => Type.Literal(level))),
  /** What a locked page and its link preview show; null: defaultPrivateTitle. */
  title: Type.Union([Type.String(), Type.Null()]),
  has_password: Type.Boolean(),
});
export type PrivacySettings = Static<typeof PrivacySettings>;

/** POST /api/invitation/public/:slug/unlock */
export const UnlockBody = Type.Object({ password: Type.String({ maxLength: invitationPasswordRules.max }) });
export type UnlockBody = Static<typeof UnlockBody>;

/** A private invitation as anyone without access sees it: the host's title, and how to get in. */
export const LockedInvitation = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  access: Type.Union([Type.Literal('guests'), Type.Literal('password')]),
});
export type LockedInvitation = Static<typeof LockedInvitation>;

export const privacyMessages = {
  passwordRequired: `Masukkan kata sandi undangan (minimal ${invitationPasswordRules.min} karakter).`,
  passwordShort: `Kata sandi undangan minimal ${invitationPasswordRules.min} karakter.`,
  // What the guest page shows too: one source, lock-messages.ts (which the guest's bundle imports without TypeBox).
  wrongPassword: lockMessages.wrongPassword,
  tooManyTries: lockMessages.tooManyTries,
  lockedGuests: lockMessages.lockedGuests,
  lockedPassword: lockMessages.lockedPassword,
  unlockLabel: lockMessages.unlockLabel,
  unlockButton: lockMessages.unlockButton,
  saved: 'Pengaturan privasi disimpan.',
} as const;
