import type { DeskDevice, DeskList, DeskOp, DeskSyncResult } from '@undangin/contracts';
import type { AppDispatch } from '@undangin/platform';
import { authorisedJson, requestJson } from '@undangin/platform/upload';

/** The three calls of an offline desk: register this device, fetch the list (or its changes), sync what it recorded. */
export interface DeskTransport {
  register(): Promise<DeskDevice>;
  list(deviceId: string, since: string | null): Promise<DeskList>;
  sync(deviceId: string, ops: DeskOp[]): Promise<DeskSyncResult>;
}

const query = (since: string | null) => (since ? `?since=${encodeURIComponent(since)}` : '');

function transportAt(base: string, send: <T>(url: string, init?: RequestInit) => Promise<T>): DeskTransport {
  return {
    register: () => send<DeskDevice>(base, { method: 'POST' }),
    list: (deviceId, since) => send<DeskList>(`${base}/${deviceId}/list${query(since)}`),
    sync: (deviceId, ops) =>
      send<DeskSyncResult>(`${base}/${deviceId}/sync`, { method: 'POST', body: JSON.stringify({ ops }) }),
  };
}

/** A receptionist's desk: the link's PIN session in its own header. */
export function receptionTransport(token: string, session: string): DeskTransport {
  const headers = { 'x-reception-session': session };
  return transportAt(`/api/dashboard/reception/${encodeURIComponent(token)}/desk`, (url, init) =>
    requestJson(url, { ...init, headers }),
  );
}

/** A signed-in desk (a host or co-host): the account's token, refreshed once on a 401 as every call. */
export function accountTransport(invitationId: string, dispatch: AppDispatch): DeskTransport {
  return transportAt(`/api/dashboard/invitations/${invitationId}/desk`, <T>(url: string, init?: RequestInit) =>
    dispatch(authorisedJson<T>(url, init)),
  );
}
