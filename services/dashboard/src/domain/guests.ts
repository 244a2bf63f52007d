import { isValidWhatsapp, messages, normalizeGuestName, normalizeWhatsapp, type Guest, type GuestStats } from '@undangin/contracts';
import { notFound } from '@undangin/service-kit';
import { listedGuests, unlistedAnswer, type EntityManager } from '@undangin/db';

export const guestColumns = `g.id, g.name, g.phone, g.group_name, g.seats, g.code, g.status, g.guest_count, g.dietary_requirements, g.message,
  g.rsvp_date, g.sent_at, g.opened_at, g.checked_in_at, g.checked_in_count, g.source, ${unlistedAnswer('g')} as unlisted, g.created_at`;

type Stamp = string | Date | null;
export type GuestRow = Omit<Guest, 'rsvp_date' | 'sent_at' | 'opened_at' | 'checked_in_at' | 'created_at'> & {
  rsvp_date: Stamp;
  sent_at: Stamp;
  opened_at: Stamp;
  checked_in_at: Stamp;
  created_at: string | Date;
};
const iso = (value: Stamp) => (value ? new Date(value).toISOString() : null);
export const toGuest = (row: GuestRow): Guest => ({
  ...row,
  rsvp_date: iso(row.rsvp_date),
  sent_at: iso(row.sent_at),
  opened_at: iso(row.opened_at),
  checked_in_at: iso(row.checked_in_at),
  created_at: iso(row.created_at)!,
});

/** The owner's invitation id, or null when it is not theirs (every guest route starts here). */
export async function ownedInvitation(em: EntityManager, userId: string, invitationId: string): Promise<{ id: string; slug: string; couple_name: string } | null> {
  const [row] = await em.execute<Array<{ id: string; slug: string; couple_name: string }>>(`select id, slug, couple_name from invitations where id = ? and user_id = ?`, [
    invitationId,
    userId,
  ]);
  return row ?? null;
}

export async function guestStats(em: EntityManager, invitationId: string, limit: number): Promise<GuestStats> {
  const [row] = await em.execute<Array<Omit<GuestStats, 'limit' | 'listed'>>>(
    `select count(*)::int as total, count(*) filter (where status = 'confirmed')::int as confirmed, count(*) filter (where status = 'declined')::int as declined,
       count(*) filter (where status = 'pending')::int as pending, count(sent_at)::int as sent, count(opened_at)::int as opened,
       count(checked_in_at)::int as checked_in, coalesce(sum(checked_in_count), 0)::int as people_checked_in, coalesce(sum(seats), 0)::int as seats,
       count(*) filter (where ${unlistedAnswer()})::int as unlisted
     from guests where invitation_id = ?`,
    [invitationId],
  );
  return { ...row!, listed: await listedGuests(em, invitationId), limit };
}

const filters: Record<string, string> = {
  unsent: 'and g.sent_at is null',
  unanswered: "and g.status = 'pending'",
  confirmed: "and g.status = 'confirmed'",
  declined: "and g.status = 'declined'",
  checked_in: 'and g.checked_in_at is not null',
  unlisted: `and ${unlistedAnswer('g')}`,
};

/** One page of guests, newest first, searched by name or number, filtered; the index keeps 10,000 guests quick. */
export async function guestPage(em: EntityManager, invitationId: string, options: { page: number; perPage: number; q?: string; filter?: string; group?: string }) {
  const params: unknown[] = [invitationId];
  let where = `g.invitation_id = ? ${filters[options.filter ?? ''] ?? ''}`;
  if (options.q?.trim()) {
    where += ` and (lower(g.name) like ? or g.phone like ?)`;
    const like = `%${options.q.trim().toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    params.push(like, like);
  }
  if (options.group?.trim()) {
    where += ` and g.group_name = ?`;
    params.push(options.group.trim());
  }
  const rows = await em.execute<Array<GuestRow & { total_count: number }>>(
    `select ${guestColumns}, count(*) over ()::int as total_count from guests g where ${where}
     order by g.created_at desc, g.id limit ? offset ?`,
    [...params, options.perPage, (options.page - 1) * options.perPage],
  );
  let total = rows[0]?.total_count ?? 0;
  if (!rows.length && options.page > 1) {
    const [count] = await em.execute<Array<{ n: number }>>(`select count(*)::int as n from guests g where ${where}`, params);
    total = count?.n ?? 0;
  }
  return { items: rows.map(({ total_count: _t, ...row }) => toGuest(row)), total };
}

export const notYours = () => notFound(messages.builder.notFoundOrForbidden);

/**
 * Validates and normalises a guest as the host types it. Spec 001 §5: adding needs a name and a number. Editing may
 * leave the number empty: guests who answered by themselves and walk-ins often have none.
 */
export function cleanGuest(body: { name: string; phone: string; group_name?: string; seats?: number }, { phoneRequired = true } = {}) {
  const name = normalizeGuestName(body.name);
  const phone = body.phone.trim() ? normalizeWhatsapp(body.phone.trim()) : null;
  if (!name) return { error: messages.guests.nameRequired } as const;
  if (name.length > 100) return { error: messages.guests.nameTooLong } as const;
  if (!phone && phoneRequired) return { error: 'Nomor WhatsApp wajib diisi.' } as const;
  if (phone && !isValidWhatsapp(phone)) return { error: 'Nomor WhatsApp tidak valid. Contoh: 6281234567890.' } as const;
  return { name, phone, group_name: body.group_name?.trim() || null, seats: body.seats ?? 1 } as const;
}

