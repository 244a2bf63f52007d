import { randomUUID } from 'node:crypto';
import {
  errorCodes,
  isValidWhatsapp,
  normalizeWhatsapp,
  whatsappMessages,
  type AutoSendResult,
  type SendAudience,
  type WhatsappKind,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { AppError } from '@undangin/service-kit';
import {
  audienceGuests,
  claimMessage,
  insertMessages,
  markAccepted,
  markFailed,
  messageGuest,
  requeue,
  stateOf,
  unfinishedMessages,
  type AnswerFilter,
  type AudienceGuest,
  type NewMessage,
} from '../repositories/whatsapp-messages';
import { queueSendJobs } from '../repositories/jobs';
import { WhatsappError } from '../whatsapp/cloud-api';
import type { WhatsappContext } from '../whatsapp/context';
import { contentSource, messageContent, type ContentSource } from './whatsapp-content';

/** One message of a kind to each guest: what a send queues, and which guests it leaves out and why. */
export interface Batch {
  kind: WhatsappKind;
  /** The idempotency key's round: 'undangan' for the invitation, a reminder's id for a reminder. */
  round: string;
  /** A reminder's guests by their answer. */
  answer?: AnswerFilter;
}

export interface Planned {
  rows: NewMessage[];
  skipped: AutoSendResult['skipped'];
  first: { name: string; text: string } | null;
}

/** Sorts the audience into messages to queue and guests left out (no number, an invalid one, opted out, already sent). */
export function planMessages(
  whatsapp: WhatsappContext,
  source: ContentSource,
  guests: AudienceGuest[],
  batch: Batch,
): Planned {
  const skipped = { no_number: 0, invalid_number: 0, opted_out: 0, already_sent: 0 };
  const rows: NewMessage[] = [];
  for (const guest of guests) {
    const phone = guest.phone ? normalizeWhatsapp(guest.phone) : null;
    if (!phone) skipped.no_number += 1;
    else if (!isValidWhatsapp(phone)) skipped.invalid_number += 1;
    else if (guest.opted_out) skipped.opted_out += 1;
    else if (guest.messaged) skipped.already_sent += 1;
    else {
      const content = messageContent(whatsapp.settings, source, guest, batch.kind);
      rows.push({
        id: randomUUID(),
        invitationId: source.invitation.id,
        guestId: guest.id,
        kind: batch.kind,
        round: batch.round,
        phone,
        body: content.text,
      });
    }
  }
  const firstGuest = rows[0] ? guests.find((guest) => guest.id === rows[0]!.guestId) : undefined;
  return { rows, skipped, first: firstGuest ? { name: firstGuest.name, text: rows[0]!.body } : null };
}

/** The messages a send would queue now, without queueing them (the preview). */
export async function planSend(
  whatsapp: WhatsappContext,
  em: EntityManager,
  invitationId: string,
  audience: SendAudience,
  batch: Batch,
): Promise<Planned> {
  const source = await contentSource(em, invitationId);
  if (!source)
    return { rows: [], skipped: { no_number: 0, invalid_number: 0, opted_out: 0, already_sent: 0 }, first: null };
  const guests = await audienceGuests(em, invitationId, audience, batch);
  return planMessages(whatsapp, source, guests, batch);
}

/**
 * Queues one message per guest of the audience: the rows (unique per guest, kind and round: the idempotency key) and
 * one job each, in one transaction. A request repeated sends nobody twice, and a job run twice finds its message
 * claimed or sent.
 */
export async function queueSend(
  whatsapp: WhatsappContext,
  em: EntityManager,
  invitationId: string,
  audience: SendAudience,
  batch: Batch,
): Promise<AutoSendResult> {
  const planned = await planSend(whatsapp, em, invitationId, audience, batch);
  const ids = await em.transactional(async (tx) => {
    const inserted = await insertMessages(tx, planned.rows);
    await queueSendJobs(tx, inserted);
    return inserted;
  });
  planned.skipped.already_sent += planned.rows.length - ids.length;
  return { queued: ids.length, skipped: planned.skipped };
}

/** Refuses an automatic send when this server has no WhatsApp channel. */
export function requireChannel(whatsapp: WhatsappContext) {
  if (!whatsapp.channel) throw new AppError(503, errorCodes.whatsappOff, whatsappMessages.off);
  return whatsapp.channel;
}

/**
 * The worker's part: sends one message, exactly once. It claims the row (a live claim elsewhere makes this try wait),
 * leaves out a number that opted out, and records the wamid; WhatsApp's refusals fail the message with Meta's reason,
 * its rate and quality limits put it back in the queue with backoff (the job's retries) and pause this replica.
 */
export async function sendOne(whatsapp: WhatsappContext, messageId: string): Promise<void> {
  const em = whatsapp.orm.em.fork();
  if (whatsapp.pausedUntil > Date.now()) {
    if ((await stateOf(em, messageId)) === 'queued') throw new Error('WhatsApp meminta jeda; dicoba lagi nanti');
    return;
  }
  const claimed = await claimMessage(em, messageId, whatsapp.settings.sendingGraceSeconds);
  if (!claimed) {
    // Sent, failed or left out already: done. Claimed by a worker that may still be sending: look again later.
    if ((await stateOf(em, messageId)) === 'sending') throw new Error(whatsappMessages.busy);
    return;
  }
  if (claimed.opted_out)
    return markFailed(em, messageId, { status: 'skipped', code: null, reason: whatsappMessages.optedOut });
  if (!isValidWhatsapp(claimed.phone))
    return markFailed(em, messageId, { status: 'failed', code: null, reason: whatsappMessages.invalidNumber });
  const channel = whatsapp.channel;
  const [source, guest] = await Promise.all([
    contentSource(em, claimed.invitation_id),
    messageGuest(em, claimed.guest_id),
  ]);
  if (!channel || !source || !guest) {
    await requeue(em, messageId);
    throw new Error(whatsappMessages.off);
  }
  const content = messageContent(whatsapp.settings, source, guest, claimed.kind);
  try {
    const { wamid } = await channel.send({ to: claimed.phone, ...content, callbackData: messageId });
    await markAccepted(em, messageId, wamid);
  } catch (err) {
    if (!(err instanceof WhatsappError)) {
      await requeue(em, messageId);
      throw err;
    }
    // No answer: it may have reached WhatsApp, so it stays claimed; a status may still come within the grace period.
    if (err.ambiguous) throw err;
    if (err.retry) {
      whatsapp.pausedUntil = Date.now() + (err.retryAfterSeconds ?? 30) * 1000;
      await requeue(em, messageId);
      throw err;
    }
    await markFailed(em, messageId, { status: 'failed', code: err.code, reason: err.reason });
  }
}

/** Queues again what lost its job (a crash between the row and the job, a worker that died mid-send). */
export async function sweepUnfinished(whatsapp: WhatsappContext): Promise<number> {
  const em = whatsapp.orm.em.fork();
  const ids = await unfinishedMessages(em, whatsapp.settings.sendingGraceSeconds);
  await queueSendJobs(em, ids);
  return ids.length;
}

export type { AudienceGuest };
