import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from './dashboard-params';

/**
 * Automatic sending over the WhatsApp Business Cloud API ('Integrasi WhatsApp', Premium) and reminders. The texts sent
 * are the platform's approved templates; the host sees each one rendered for a guest before sending.
 */

/** Where a message is: queued → sending → sent → delivered → read, or failed (with Meta's reason), or skipped. */
export const whatsappStates = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
export type WhatsappState = (typeof whatsappStates)[number];

export const whatsappStateLabels: Record<WhatsappState, string> = {
  queued: 'Dalam antrean',
  sending: 'Sedang dikirim',
  sent: 'Terkirim',
  delivered: 'Diterima',
  read: 'Dibaca',
  failed: 'Gagal',
  skipped: 'Tidak dikirim',
};

export const whatsappKinds = ['invitation', 'reminder'] as const;
export type WhatsappKind = (typeof whatsappKinds)[number];

/** Who gets the send: every guest with a number, those not sent yet, one group, the guests of one session. */
const closed = { additionalProperties: false } as const;
export const SendAudience = Type.Union([
  Type.Object({ kind: Type.Literal('all') }, closed),
  Type.Object({ kind: Type.Literal('unsent') }, closed),
  Type.Object({ kind: Type.Literal('group'), group: Type.String({ minLength: 1, maxLength: 100 }) }, closed),
  Type.Object({ kind: Type.Literal('session'), session_id: Uuid }, closed),
]);
export type SendAudience = Static<typeof SendAudience>;

/** Who a reminder goes to: guests on the list who have not answered, or those who said yes, the day before their session. */
export const reminderAudiences = ['unanswered', 'confirmed'] as const;
export type ReminderAudience = (typeof reminderAudiences)[number];

export const AutoSendBody = Type.Object({ audience: SendAudience });
export type AutoSendBody = Static<typeof AutoSendBody>;

export const AutoSendResult = Type.Object({
  /** Messages queued by this request. */
  queued: Type.Integer(),
  /** Guests of the audience left out: no number, an invalid one, opted out, or already sent. */
  skipped: Type.Object({
    no_number: Type.Integer(),
    invalid_number: Type.Integer(),
    opted_out: Type.Integer(),
    already_sent: Type.Integer(),
  }),
});
export type AutoSendResult = Static<typeof AutoSendResult>;

export const WhatsappPreview = Type.Object({
  /** The template's text as the first guest of the audience will read it. */
  text: Type.String(),
  guest_name: Type.Union([Type.String(), Type.Null()]),
  /** Guests the send would queue. */
  recipients: Type.Integer(),
  template: Type.String(),
  header_image: Type.Union([Type.String(), Type.Null()]),
});
export type WhatsappPreview = Static<typeof WhatsappPreview>;

const Count = Type.Integer({ minimum: 0 });

/** Figures of an invitation's automatic messages (its last send in progress, and every message so far). */
export const WhatsappProgress = Type.Object({
  channel: Type.Union([Type.Literal('cloud'), Type.Literal('sandbox'), Type.Literal('off')]),
  counts: Type.Object(
    Object.fromEntries(whatsappStates.map((state) => [state, Count])) as Record<WhatsappState, typeof Count>,
  ),
  /** Messages still queued or sending. */
  in_flight: Count,
  failures: Type.Array(
    Type.Object({
      id: Type.String(),
      guest_id: Type.String(),
      guest_name: Type.String(),
      phone: Type.String(),
      kind: Type.Union(whatsappKinds.map((kind) => Type.Literal(kind))),
      reason: Type.String(),
      failed_at: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type WhatsappProgress = Static<typeof WhatsappProgress>;

export const WhatsappRetryResult = Type.Object({ queued: Type.Integer() });

/**
 * The platform's approved templates (Bahasa Indonesia, `id`), with their body variables in order: {{1}} the guest's
 * name, {{2}} their personal link, {{3}} the date, {{4}} their sessions. The same text is registered with Meta under
 * the names in the README; the preview and the local sandbox fill it the way WhatsApp does.
 */
export const whatsappTemplateTexts: Record<WhatsappKind, string> = {
  invitation:
    'Kepada Yth. {{1}},\n\nDengan penuh hormat kami mengundang Anda ke acara kami pada {{3}}.\n{{4}}\n\nInfo lengkap dan konfirmasi kehadiran: {{2}}\n\nBalas BERHENTI bila tidak ingin menerima pesan lagi.',
  reminder:
    'Halo {{1}}, sekadar mengingatkan acara kami pada {{3}}.\n{{4}}\n\nInfo dan konfirmasi kehadiran: {{2}}\n\nBalas BERHENTI bila tidak ingin menerima pesan lagi.',
};

/** A template's text with its variables filled in, as the guest reads it. */
export const fillWhatsappTemplate = (text: string, params: readonly string[]): string =>
  text.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);

/** A reminder the host schedules: to whom, and when in the zone they pick (sent by the platform, Integrasi WhatsApp). */
export const ReminderBody = Type.Object({
  audience: Type.Union(reminderAudiences.map((audience) => Type.Literal(audience))),
  /** The session the answers are read at; null: the invitation's overall answer. */
  session_id: Type.Union([Uuid, Type.Null()]),
  date: Type.String({ maxLength: 10 }),
  time: Type.String({ maxLength: 5 }),
  time_zone: Type.String({ maxLength: 8 }),
});
export type ReminderBody = Static<typeof ReminderBody>;

export const Reminder = Type.Object({
  id: Type.String(),
  audience: Type.Union(reminderAudiences.map((audience) => Type.Literal(audience))),
  session_id: Type.Union([Type.String(), Type.Null()]),
  send_at: Type.String(),
  time_zone: Type.String(),
  status: Type.Union([Type.Literal('scheduled'), Type.Literal('done'), Type.Literal('cancelled')]),
  queued: Type.Integer(),
  created_at: Type.String(),
});
export type Reminder = Static<typeof Reminder>;

/** A guest who has not answered yet, with when they were last reminded ('Perlu diingatkan'). */
export const DueGuest = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  phone: Type.String(),
  sessions: Type.Union([Type.Array(Type.String()), Type.Null()]),
  reminded_at: Type.Union([Type.String(), Type.Null()]),
});
export type DueGuest = Static<typeof DueGuest>;

export const ReminderOverview = Type.Object({
  reminders: Type.Array(Reminder),
  /** Guests on the list with a number who have not answered, not opted out, not reminded in the last day. */
  due: Type.Array(DueGuest),
  due_total: Type.Integer(),
  /** Whether this host's reminders go out automatically (Integrasi WhatsApp) or one tap at a time. */
  automatic: Type.Boolean(),
});
export type ReminderOverview = Static<typeof ReminderOverview>;

/** The one-tap reminder's text for plans without the API; {nama}, {link}, {sesi} as in the invitation message. */
export const defaultReminderTemplate =
  'Halo {nama}, sekadar mengingatkan undangan kami. Mohon konfirmasi kehadiran Anda di:\n{link}\n\n{sesi}\n\nTerima kasih.';
