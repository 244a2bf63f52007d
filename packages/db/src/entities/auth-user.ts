import { defineEntity, p } from '@mikro-orm/core';

/** A person who can sign in. Other services may read it, but never the password hash (lazy, and not granted). */
export const AuthUser = defineEntity({
  name: 'AuthUser',
  tableName: 'auth_users',
  properties: {
    id: p.uuid().primary(),
    email: p.string(),
    encryptedPassword: p.string().lazy(),
    role: p.string().$type<'user' | 'admin'>().default('user'),
    emailConfirmedAt: p.datetime().nullable(),
    /** Confirmed by following a mailed link, not by auto-confirmation: only such e-mails earn the admin domain rule. */
    emailConfirmedByLink: p.boolean().default(false),
    confirmationSentAt: p.datetime().nullable(),
    recoverySentAt: p.datetime().nullable(),
    lastSignInAt: p.datetime().nullable(),
    userMetadata: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** The public face of a user: written by the auth service on sign-up and on profile save. */
export const Profile = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    id: p.uuid().primary(),
    name: p.string().nullable(),
    email: p.string().nullable(),
    /** Normalised 62… number, unique across accounts. */
    whatsapp: p.string().nullable(),
    referralCode: p.string().nullable(),
    avatarUrl: p.string().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** One signed-in device; its refresh tokens form one family that dies together. */
export const AuthSession = defineEntity({
  name: 'AuthSession',
  tableName: 'auth_sessions',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    /** How it began: password, recovery (a reset link) or signup / email (a confirmation link). */
    method: p.string(),
    userAgent: p.string().nullable(),
    ip: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    refreshedAt: p.datetime().nullable(),
  },
});

/** Mail the local outbox adapter keeps instead of sending, readable at /dev/mail. */
export const MailMessage = defineEntity({
  name: 'MailMessage',
  tableName: 'auth_mail_outbox',
  properties: {
    id: p.bigint().primary().autoincrement(),
    recipient: p.string(),
    subject: p.string(),
    textBody: p.text(),
    htmlBody: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
