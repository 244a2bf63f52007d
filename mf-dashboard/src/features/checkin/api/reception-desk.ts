import type { CheckinBody, CheckinResult, DeskCheckinResult, DeskGuest, DeskSession } from '@undangin/contracts';
import { requestJson } from '@undangin/platform/upload';

export interface ReceptionSession {
  session: string;
  couple_name: string;
}

const baseOf = (token: string) => `/api/dashboard/reception/${encodeURIComponent(token)}`;

/** Opens a receptionist's session with the host's PIN: no account, this one invitation only. */
export const openReception = (token: string, pin: string) =>
  requestJson<ReceptionSession>(`${baseOf(token)}/session`, { method: 'POST', body: JSON.stringify({ pin }) });

/**
 * The receptionist's desk calls, with the reception session's own header (not a user's token, so no refresh:
 * a revoked or expired link answers 401 reception_closed).
 */
export function receptionCalls(token: string, session: string) {
  const base = baseOf(token);
  const headers = { 'x-reception-session': session };
  return {
    checkIn: (body: CheckinBody) =>
      requestJson<DeskCheckinResult>(`${base}/checkin`, { method: 'POST', headers, body: JSON.stringify(body) }),
    search: (q: string) => requestJson<DeskGuest[]>(`${base}/guests?q=${encodeURIComponent(q)}`, { headers }),
    summary: () => requestJson<CheckinResult['summary']>(`${base}/summary`, { headers }),
    sessions: () => requestJson<DeskSession[]>(`${base}/sessions`, { headers }),
    correct: (guestId: string, people: number) =>
      requestJson<DeskCheckinResult>(`${base}/checkin/${guestId}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ people }),
      }),
  };
}
