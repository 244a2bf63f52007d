/** The event's start (WIB, UTC+7) and an end three hours later; an all-day 08:00 start when no time is set. */
export function eventWindow(date: string, time: string | null): { start: Date; end: Date } {
  const [hours, minutes] = /^\d{1,2}:\d{2}/.test(time ?? '') ? time!.split(':').map(Number) : [8, 0];
  const start = new Date(`${date}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00+07:00`);
  return { start, end: new Date(start.getTime() + 3 * 3600 * 1000) };
}
