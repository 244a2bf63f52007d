import { unlistedAnswer } from '@undangin/db';

// The guest list's filters as SQL on guest `g`: by answer, sending and check-in, for the whole invitation or one session.

const filters: Record<string, string> = {
  unsent: 'and g.sent_at is null',
  unanswered: "and g.status = 'pending'",
  confirmed: "and g.status = 'confirmed'",
  declined: "and g.status = 'declined'",
  checked_in: 'and g.checked_in_at is not null',
  unlisted: `and ${unlistedAnswer('g')}`,
};

/** Per session, the answer and check-in filters read that session's, not the guest's overall state. */
const sessionFilters: Record<string, string> = {
  unanswered: 'and not exists (select 1 from guest_session_answers a where a.guest_id = g.id and a.session_id = ?)',
  confirmed: `and exists (select 1 from guest_session_answers a where a.guest_id = g.id and a.session_id = ?
    and a.status = 'confirmed')`,
  declined: `and exists (select 1 from guest_session_answers a where a.guest_id = g.id and a.session_id = ?
    and a.status = 'declined')`,
  checked_in: 'and exists (select 1 from session_checkins c where c.guest_id = g.id and c.session_id = ?)',
};

/** SQL: guest `g` is invited to the session (every guest invited to all, or with it among theirs), then filtered. */
function sessionFilter(sessionId: string, filter?: string): { sql: string; params: string[] } {
  const invited = `and g.source <> 'walkin' and (g.all_sessions or exists
    (select 1 from guest_sessions gs where gs.guest_id = g.id and gs.session_id = ?))`;
  const byState = sessionFilters[filter ?? ''];
  // A guest checked in at a session they were not invited to still shows among that session's check-ins.
  if (filter === 'checked_in') return { sql: byState!, params: [sessionId] };
  if (byState) return { sql: `${invited} ${byState}`, params: [sessionId, sessionId] };
  return { sql: `${invited} ${filters[filter ?? ''] ?? ''}`, params: [sessionId] };
}

/** The list's filter (and its parameters) for a filter name, within one session when one is picked. */
export function listFilter(filter?: string, sessionId?: string): { sql: string; params: string[] } {
  if (sessionId) return sessionFilter(sessionId, filter);
  return { sql: filters[filter ?? ''] ?? '', params: [] };
}
