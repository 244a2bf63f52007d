import { sessionMessages, timeZones, type SessionBody, type TimeZone } from '@undangin/contracts';

// The rules of a session the host writes: a name, a real date (not before today for a new one), a start time, an end
// after the start, one of Indonesia's three zones, a maps link that is a link. Blanks are stored as null.

type Problem = { field: string; message: string };
const clock = /^([01]\d|2[0-3]):[0-5]\d$/;
const blankToNull = (value: string) => (value.trim() ? value.trim() : null);

/** A session as stored. */
export interface SessionFields {
  name: string;
  event_date: string;
  start_time: string;
  end_time: string | null;
  time_zone: TimeZone;
  venue_name: string | null;
  address: string | null;
  maps_link: string | null;
  dress_code: string | null;
  note: string | null;
  is_public: boolean;
}

/** Today's date where the session takes place (a new session may be today, in its own zone). */
function todayIn(zone: TimeZone, now: Date): string {
  const hours = { WIB: 7, WITA: 8, WIT: 9 }[zone];
  return new Date(now.getTime() + hours * 3_600_000).toISOString().slice(0, 10);
}

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * What is wrong with a session, field by field; empty when it may be stored. `isNew`: a date before today is refused
 * only for a new session (one already held may be corrected after the day).
 */
export function sessionProblems(body: SessionBody, { isNew, now = new Date() }: { isNew: boolean; now?: Date }) {
  const problems: Problem[] = [];
  if (!body.name.trim()) problems.push({ field: 'name', message: sessionMessages.nameRequired });
  const zoneKnown = (timeZones as readonly string[]).includes(body.time_zone);
  if (!zoneKnown) problems.push({ field: 'time_zone', message: sessionMessages.zoneUnknown });
  if (!isDate(body.event_date)) problems.push({ field: 'event_date', message: sessionMessages.dateInvalid });
  else if (isNew && zoneKnown && body.event_date < todayIn(body.time_zone as TimeZone, now))
    problems.push({ field: 'event_date', message: sessionMessages.datePast });
  const start = body.start_time.trim();
  const end = body.end_time.trim();
  if (!start) problems.push({ field: 'start_time', message: sessionMessages.startRequired });
  else if (!clock.test(start)) problems.push({ field: 'start_time', message: sessionMessages.timeInvalid });
  if (end && !clock.test(end)) problems.push({ field: 'end_time', message: sessionMessages.timeInvalid });
  else if (end && clock.test(start) && end <= start)
    problems.push({ field: 'end_time', message: sessionMessages.endBeforeStart });
  const maps = body.maps_link.trim();
  if (maps && !/^https?:\/\/[^\s]+$/i.test(maps))
    problems.push({ field: 'maps_link', message: sessionMessages.mapsInvalid });
  return problems;
}

/** A session that passed `sessionProblems`, as stored. */
export function toSessionFields(body: SessionBody): SessionFields {
  return {
    name: body.name.trim(),
    event_date: body.event_date,
    start_time: body.start_time.trim(),
    end_time: blankToNull(body.end_time),
    time_zone: body.time_zone as TimeZone,
    venue_name: blankToNull(body.venue_name),
    address: blankToNull(body.address),
    maps_link: blankToNull(body.maps_link),
    dress_code: blankToNull(body.dress_code),
    note: blankToNull(body.note),
    is_public: body.is_public,
  };
}
