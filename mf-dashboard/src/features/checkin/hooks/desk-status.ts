import { deskMessages, type DeskOpResult } from '@undangin/contracts';
import { RequestError } from '@undangin/platform/upload';

/** What the desk shows about itself: its list, the signal, what waits to be synced, and what the sync reported. */
export interface DeskStatus {
  /** loading: opening the device's copy; noList: none here and no signal; closed: access ended, copy deleted. */
  phase: 'loading' | 'ready' | 'noList' | 'closed' | 'expired';
  online: boolean;
  pending: number;
  syncing: boolean;
  /** The last sync or list answer from the server (ISO). */
  lastSync: string | null;
  /** Lines the receptionist must see: another desk had the guest, a removed guest, a refusal. Newest first. */
  reports: string[];
  /** A standing notice: records that did not open, access ended, the plan. */
  notice: string | null;
}

export const initialStatus: DeskStatus = {
  phase: 'loading',
  online: true,
  pending: 0,
  syncing: false,
  lastSync: null,
  reports: [],
  notice: null,
};

const clock = new Intl.DateTimeFormat('id-ID', { timeStyle: 'short', timeZone: 'Asia/Jakarta' });
export const timeOf = (iso: string) => clock.format(new Date(iso));

/** The line about an op the server answered otherwise than the desk showed; null when it went as shown. */
export function reportOf(result: DeskOpResult, name: string): string | null {
  switch (result.status) {
    case 'elsewhere':
      return deskMessages.elsewhere(result.name ?? name, timeOf(result.at ?? new Date().toISOString()));
    case 'removed':
      return deskMessages.removed(name);
    case 'not_found':
      return deskMessages.notFound(name);
    case 'refused':
      return deskMessages.refused(name, result.message ?? '');
    default:
      return null;
  }
}

/**
 * The answers that end this desk's access, by the service's own codes only (a proxy's or a deploy's bare 404 is not
 * one): its copy is deleted (a revoked link, a removed co-host, a lost device, a deleted invitation).
 */
export const accessEnded = (err: unknown) =>
  err instanceof RequestError &&
  ((err.status === 401 && err.code === 'reception_closed') ||
    (err.status === 404 && (err.code === 'desk_device_unknown' || err.code === 'not_found')) ||
    (err.status === 403 && err.code === 'forbidden'));

export const sessionExpired = (err: unknown) =>
  err instanceof RequestError && err.status === 401 && err.code === 'reception_expired';

/** No answer at all: the signal is gone (or the service is): the desk carries on from its copy. */
export const noSignal = (err: unknown) => !(err instanceof RequestError) || err.status === 0 || err.status >= 500;
