import type { EntityManager } from '@undangin/db';

/** Inserts imported guests 500 to a statement; the unique index on the list's names refuses a name already there. */
export async function insertImportedGuests(
  em: EntityManager,
  invitationId: string,
  guests: Array<{
    name: string;
    phone: string | null;
    group_name: string | null;
    seats: number;
    /** Session names from the file's 'Sesi' column; absent: every session. */
    sessions?: string[];
  }>,
): Promise<void> {
  for (let i = 0; i < guests.length; i += 500) {
    const chunk = guests.slice(i, i + 500);
    await em.execute(
      `insert into guests (invitation_id, name, phone, group_name, seats, source, all_sessions)
       values ${chunk.map(() => `(?, ?, ?, ?, ?, 'import', ?)`).join(', ')}`,
      chunk.flatMap((guest) => [
        invitationId,
        guest.name,
        guest.phone,
        guest.group_name,
        guest.seats,
        !guest.sessions?.length,
      ]),
    );
  }
  const invited = guests.flatMap((guest) => (guest.sessions ?? []).map((session) => ({ name: guest.name, session })));
  if (invited.length)
    await em.execute(
      `insert into guest_sessions (guest_id, session_id)
       select g.id, s.id from jsonb_to_recordset(?::jsonb) as w(name text, session text)
       join guests g on g.invitation_id = ? and lower(btrim(g.name)) = lower(btrim(w.name))
       join invitation_sessions s on s.invitation_id = g.invitation_id and lower(s.name) = lower(w.session)
       on conflict do nothing`,
      [JSON.stringify(invited), invitationId],
    );
}
