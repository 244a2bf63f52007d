import { requestJson } from '@undangin/platform/upload';

export interface ReceptionSession {
  session: string;
  couple_name: string;
}

const baseOf = (token: string) => `/api/dashboard/reception/${encodeURIComponent(token)}`;

/** Opens a receptionist's session with the host's PIN: no account, this one invitation only. */
export const openReception = (token: string, pin: string) =>
  requestJson<ReceptionSession>(`${baseOf(token)}/session`, { method: 'POST', body: JSON.stringify({ pin }) });
