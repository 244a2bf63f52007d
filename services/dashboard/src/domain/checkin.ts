import { messages, normalizeGuestName, type CheckinBody, type CheckinResult } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { AppError, notFound } from '@undangin/service-kit';
import { guestColumns, toGuest, type GuestRow } from './guests';

export async function checkinSummary(em: EntityManager, invitationId: string): Promise<CheckinResult['summary']> {
  const [row] = await em.execute<Array<CheckinResult['summary']>>(
    `select count(checked_in_at)::int as guests, coalesce(sum(checked_in_count), 0)::int as people,
       coalesce(sum(case when status = 'confirmed' then guest_count else 0 end), 0)::int as expected
     from guests where invitation_id = ?`,
    [invitationId],
  );
  return row!;
}

/**
 * Checks a guest in by QR code, by their id (search) or as a walk-in. The first check-in records the time and the
 * people; a second one changes nothing and says so, for the receptionist to warn about.
 */
export async function checkIn(em: EntityManager, invitationId: string, body: CheckinBody): Promise<CheckinResult> {
  let rows: Array<GuestRow & { fresh: boolean }>;
  if ('walkin' in body) {
    const name = normalizeGuestName(body.walkin.name);
    if (!name) throw new AppError(400, 'validation_failed', messages.guests.nameRequired);
    if (name.length > 100) throw new AppError(400, 'validation_failed', messages.guests.nameTooLong);
    // A walk-in with a listed guest's name checks that guest in; 'fresh' compares the stamp with this statement's time.
    rows = await em.execute(
      `insert into guests as g (invitation_id, name, source, seats, guest_count, checked_in_at, checked_in_count)
       values (?, ?, 'walkin', ?, ?, now(), ?)
       on conflict (invitation_id, lower(btrim(name))) do update set checked_in_at = coalesce(g.checked_in_at, now()),
         checked_in_count = coalesce(g.checked_in_count, excluded.checked_in_count), updated_at = now()
       returning ${guestColumns}, (g.checked_in_at = now()) as fresh`,
      [invitationId, name, body.walkin.people, Math.min(body.walkin.people, 10), body.walkin.people],
    );
  } else {
    const match = 'code' in body ? 'g.code = ?' : 'g.id = ?::uuid';
    const key = 'code' in body ? body.code.trim() : body.guest_id;
    // One statement: of two desks scanning at once, exactly one sees a fresh check-in.
    rows = await em.execute(
      `update guests g set checked_in_at = now(),
         checked_in_count = coalesce(?, greatest(g.seats, case when g.status = 'confirmed' then g.guest_count else 1 end)), updated_at = now()
       where ${match} and g.invitation_id = ? and g.checked_in_at is null returning ${guestColumns}, true as fresh`,
      ['people' in body && body.people ? body.people : null, key, invitationId],
    );
    if (!rows.length) rows = await em.execute(`select ${guestColumns}, false as fresh from guests g where ${match} and g.invitation_id = ?`, [key, invitationId]);
    if (!rows.length) throw notFound('Tamu tidak ditemukan untuk undangan ini.');
  }
  const row = rows[0]!;
  const { fresh, ...guest } = row;
  return { guest: toGuest(guest), already: !fresh, summary: await checkinSummary(em, invitationId) };
}

/** Corrects how many people came with a guest who has checked in (the desk counted them at the door). */
export async function correctPeople(em: EntityManager, invitationId: string, guestId: string, people: number): Promise<CheckinResult> {
  const [row] = await em.execute<GuestRow[]>(
    `update guests g set checked_in_count = ?, updated_at = now()
     where g.id = ? and g.invitation_id = ? and g.checked_in_at is not null returning ${guestColumns}`,
    [people, guestId, invitationId],
  );
  if (!row) throw notFound('Tamu ini belum check-in di undangan ini.');
  return { guest: toGuest(row), already: true, summary: await checkinSummary(em, invitationId) };
}
