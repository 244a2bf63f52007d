import { formatLongDate } from './format';
import { sessionHours, type TimeZone } from './time-zones';

/**
 * The host's WhatsApp message to one guest: `{nama}` the guest's name, `{link}` their personal link, `{sesi}` the
 * sessions they are invited to, one per line ('Akad Nikah: Sabtu, 12 Desember 2026, 08:00 – 10:00 WIB, Masjid
 * Istiqlal'). One filler for every sender, so a preview and the sent text never differ.
 */
export const templateFields = ['{nama}', '{link}', '{sesi}'] as const;

export interface TemplateSession {
  id: string;
  name: string;
  event_date: string;
  start_time: string | null;
  end_time: string | null;
  time_zone: TimeZone;
  venue_name: string | null;
}

/** One line per session: its name, date, hours with the zone, and venue (whatever of them it has). */
export function sessionLines(sessions: readonly TemplateSession[]): string {
  return sessions
    .map((session) => {
      const parts = [formatLongDate(session.event_date), sessionHours(session), session.venue_name?.trim() || null];
      return `${session.name}: ${parts.filter(Boolean).join(', ')}`;
    })
    .join('\n');
}

/** The sessions a guest is invited to, in the host's order (`null`: every session). */
export const sessionsOfGuest = <S extends { id: string }>(sessions: readonly S[], invited: readonly string[] | null) =>
  invited ? sessions.filter((session) => invited.includes(session.id)) : [...sessions];

export function fillTemplate(
  template: string,
  fields: { name: string; link: string; sessions: readonly TemplateSession[] },
): string {
  // Replacement functions, so a '$&' a host or guest typed is kept as written (a replacement string would expand it).
  const sessions = sessionLines(fields.sessions);
  return template
    .replaceAll('{nama}', () => fields.name)
    .replaceAll('{link}', () => fields.link)
    .replaceAll('{sesi}', () => sessions);
}
