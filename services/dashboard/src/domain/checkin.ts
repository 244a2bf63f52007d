import { messages, normalizeGuestName, type CheckinBody, type CheckinResult } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { AppError, notFound } from '@undangin/service-kit';
import {
  checkinSummary,
  checkInListed,
  checkInWalkin,
  setPeopleCheckedIn,
  type CheckinRow,
} from '../repositories/checkins';
import { toGuest } from '../repositories/guests';
import { requireDesk } from './checkin-allowance';

/**
 * Checks a guest in by QR code, by their id (search) or as a walk-in. The first check-in records the time and the
 * people; a second one changes nothing and says so, for the receptionist to warn about.
 */
export async function checkIn(em: EntityManager, invitationId: string, body: CheckinBody): Promise<CheckinResult> {
  await requireDesk(em, invitationId);
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
  return { guest: toGuest(guest), already: !fresh, summary: await checkinSummary(em, invitationId) };
}

/** Corrects how many people came with a guest who has checked in (the desk counted them at the door). */
export async function correctPeople(
  em: EntityManager,
  invitationId: string,
  guestId: string,
  people: number,
): Promise<CheckinResult> {
  const row = await setPeopleCheckedIn(em, invitationId, guestId, people);
  if (!row) throw notFound(messages.checkin.notCheckedIn);
  return { guest: toGuest(row), already: true, summary: await checkinSummary(em, invitationId) };
}
