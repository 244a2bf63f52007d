import { type WallView } from '@undangin/contracts';
import { requestJson } from '@undangin/platform/request';

export { RequestError as WallApiError } from '@undangin/platform/request';

const base = (token: string) => `/api/invitation/walls/${encodeURIComponent(token)}`;

/** The venue screen's calls: the wall's data, and the address of its live stream (server-sent events). */
export const wallApi = {
  view: (token: string) => requestJson<WallView>(base(token)),
  eventsUrl: (token: string) => `${base(token)}/events`,
};
