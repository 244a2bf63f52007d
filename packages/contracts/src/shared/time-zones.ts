/**
 * Indonesia's three time zones and a session's window in them. A module of its own, without schemas: the guest page
 * reads it.
 */
export const timeZones = ['WIB', 'WITA', 'WIT'] as const;
export type TimeZone = (typeof timeZones)[number];
/** Indonesia keeps no daylight saving: each zone is one offset all year. */
export const timeZoneOffsets: Record<TimeZone, string> = { WIB: '+07:00', WITA: '+08:00', WIT: '+09:00' };

/** When a session starts and ends: its own zone; without a start, 08:00; without an end, three hours on. */
export function sessionWindow(session: {
  event_date: string;
  start_time: string | null;
  end_time: string | null;
  time_zone: TimeZone;
}): { start: Date; end: Date } {
  const clock = (time: string | null) => (time && /^\d{2}:\d{2}$/.test(time) ? time : null);
  const at = (time: string) => new Date(`${session.event_date}T${time}:00${timeZoneOffsets[session.time_zone]}`);
  const start = at(clock(session.start_time) ?? '08:00');
  const end = clock(session.end_time) ? at(clock(session.end_time)!) : new Date(start.getTime() + 3 * 3_600_000);
  return { start, end };
}

/**
 * The invitation's own event (its first session) in that session's zone: from its time (H:MM or HH:MM…), else 08:00,
 * for three hours.
 */
export function eventWindow(event: { event_date: string; event_time: string | null; time_zone: TimeZone }) {
  const match = /^(\d{1,2}):(\d{2})/.exec(event.event_time ?? '');
  const start = match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
  return sessionWindow({ event_date: event.event_date, start_time: start, end_time: null, time_zone: event.time_zone });
}

/** '08:00 – 10:00 WIB', '19:00 WITA': a session's times with its zone, as every page shows them. */
export function sessionHours(session: { start_time: string | null; end_time: string | null; time_zone: TimeZone }) {
  if (!session.start_time) return null;
  const hours = session.end_time ? `${session.start_time} – ${session.end_time}` : session.start_time;
  return `${hours} ${session.time_zone}`;
}
