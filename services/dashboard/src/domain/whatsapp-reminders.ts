import { randomUUID } from 'node:crypto';
import { timeZoneOffsets, timeZones, whatsappMessages, type ReminderBody, type TimeZone } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { badRequest, hasEntitlement } from '@undangin/service-kit';
import { findSession } from '../repositories/sessions';
import { insertReminder, setReminderQueued, takeReminder } from '../repositories/whatsapp-reminders';
import { insertMessages } from '../repositories/whatsapp-messages';
import { queueJobsIn, queueSendJobs } from '../repositories/jobs';
import type { WhatsappContext } from '../whatsapp/context';
import { planSend } from './whatsapp-send';

const yearMs = 366 * 86_400_000;

/** The moment a host's date, time and zone name (WIB, WITA, WIT), in the future and within a year. */
export function reminderMoment(body: Pick<ReminderBody, 'date' | 'time' | 'time_zone'>, now = Date.now()): Date {
  const zone = body.time_zone as TimeZone;
  if (
    !timeZones.includes(zone) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(body.date) ||
    !/^([01]\d|2[0-3]):[0-5]\d$/.test(body.time)
  )
    throw badRequest(whatsappMessages.reminderTime);
  const moment = new Date(`${body.date}T${body.time}:00${timeZoneOffsets[zone]}`);
  if (Number.isNaN(moment.getTime()) || !sameLocalDate(moment, body.date, zone))
    throw badRequest(whatsappMessages.reminderTime);
  if (moment.getTime() <= now) throw badRequest(whatsappMessages.reminderPast);
  if (moment.getTime() > now + yearMs) throw badRequest(whatsappMessages.reminderTooFar);
  return moment;
}

/** Whether the moment falls on `date` in the zone (a 30 February does not). */
function sameLocalDate(moment: Date, date: string, zone: TimeZone): boolean {
  const hours = Number.parseInt(timeZoneOffsets[zone], 10);
  return new Date(moment.getTime() + hours * 3_600_000).toISOString().slice(0, 10) === date;
}

/** Schedules a reminder: its row and its job for the moment chosen (the job's id is the reminder's), together. */
export async function scheduleReminder(
  whatsapp: WhatsappContext,
  em: EntityManager,
  invitationId: string,
  body: ReminderBody,
): Promise<string> {
  const sendAt = reminderMoment(body);
  const sessionId = body.session_id?.toLowerCase() ?? null;
  if (sessionId && !(await findSession(em, invitationId, sessionId))) throw badRequest(whatsappMessages.sessionUnknown);
  const id = randomUUID();
  await em.transactional(async (tx) => {
    await insertReminder(tx, {
      id,
      invitationId,
      audience: body.audience,
      sessionId,
      sendAt,
      timeZone: body.time_zone,
    });
    await queueJobsIn(tx, 'whatsapp-reminders', [{ id, data: { reminderId: id }, startAfter: sendAt }]);
  });
  return id;
}

/**
 * Sends a scheduled reminder when its time comes: one message per guest it names (unique per guest and reminder),
 * taken once whatever the retries; nothing when it was cancelled or the host's plan no longer has the API.
 */
export async function runReminder(whatsapp: WhatsappContext, reminderId: string): Promise<number> {
  const em = whatsapp.orm.em.fork();
  const ids = await em.transactional(async (tx) => {
    const reminder = await takeReminder(tx, reminderId);
    if (!reminder || !(await hasEntitlement(tx, reminder.user_id, 'whatsapp_api'))) return [];
    const audience = reminder.session_id
      ? { kind: 'session' as const, session_id: reminder.session_id }
      : { kind: 'all' as const };
    const planned = await planSend(whatsapp, tx, reminder.invitation_id, audience, {
      kind: 'reminder',
      round: reminder.id,
      answer: { answer: reminder.audience, sessionId: reminder.session_id },
    });
    const inserted = await insertMessages(tx, planned.rows);
    await queueSendJobs(tx, inserted);
    await setReminderQueued(tx, reminder.id, inserted.length);
    return inserted;
  });
  return ids.length;
}
