import {
  messages,
  normalizeGuestName,
  sessionMessages,
  type CheckinBody,
  type CheckinResult,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { AppError, notFound } from '@undangin/service-kit';
import {
  checkinSummary,
  checkInListed,
  checkInSession,
  checkInWalkin,
  sessionCheckinSummary,
  setPeopleCheckedIn,
  type CheckinRow,
} from '../repositories/checkins';
import { logActivity, type Actor } from '../repositories/activity';
import { toGuest } from '../repositories/guests';
import { findSession } from '../repositories/sessions';
import { requireDesk } from './checkin-allowance';

/**
 * Checks a guest in by QR code, by their id (search) or as a walk-in. The first check-in records the time and the
 * people; a second one changes nothing and says so, for the receptionist to warn about.
 */
export async function checkIn(
  em: EntityManager,
  invitationId: string,
  body: CheckinBody,
  actor: Actor,
): Promise<CheckinResult> {
  await requireDesk(em, invitationId);
  // With several sessions the desk checks in for one: a guest not invited to it is admitted and flagged.
  const session = body.session_id ? await findSession(em, invitationId, body.session_id) : null;
  if (body.session_id && !session) throw notFound(sessionMessages.notFound);
  let row: CheckinRow | null;
  if ('walkin' in body) {
    const name = normalizeGuestName(body.walkin.name);
    if (!name) throw new AppError(400, 'validation_failed', messages.guests.nameRequired);
    if (name.length > 100) throw new AppError(400, 'validation_failed', messages.guests.nameTooLong);
    row = await checkInWalkin(em, invitationId, name, body.walkin.people);
  } else {
    const key = 'code' in body ? { code: body.code.trim() } : { guestId: body.guest_id };
    row = await checkInListed(em, invitationId, key, body.people || null);
    if (!row) throw notFound(messages.checkin.guestNotFound);
  }
  const { fresh, ...guest } = row;
  const recorded = (people: number | null) =>
    logActivity(em, invitationId, actor, 'checkin.recorded', {
      name: guest.name,
      people: people ?? guest.checked_in_count ?? 1,
    });
  if (!session) {
    if (fresh) await recorded(guest.checked_in_count);
    return { guest: toGuest(guest), already: !fresh, summary: await checkinSummary(em, invitationId) };
  }
  const people = 'walkin' in body ? body.walkin.people : (body.people ?? null);
  const door = await checkInSession(em, guest.id, session.id, people);
  if (door.fresh) await recorded(people);
  const summary = await checkinSummary(em, invitationId);
  return {
    guest: toGuest(guest),
    already: !door.fresh,
    summary,
    session: {
      id: session.id,
      name: session.name,
      not_invited: door.not_invited,
      summary: await sessionCheckinSummary(em, session.id),
    },
  };
}

/** Corrects how many people came with a guest who has checked in (the desk counted them at the door). */
export async function correctPeople(
  em: EntityManager,
  invitationId: string,
  guestId: string,
  people: number,
  actor: Actor,
): Promise<CheckinResult> {
  const row = await setPeopleCheckedIn(em, invitationId, guestId, people);
  if (!row) throw notFound(messages.checkin.notCheckedIn);
  await logActivity(em, invitationId, actor, 'checkin.corrected', { name: row.name, people });
  return { guest: toGuest(row), already: true, summary: await checkinSummary(em, invitationId) };
}
