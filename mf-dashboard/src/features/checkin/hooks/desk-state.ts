import type { CheckinResult, DeskCheckinResult, DeskGuest } from '@undangin/contracts';

/** A check-in as shown: recorded on this device only (no signal yet), or found done at another desk. */
export type DeskShown = DeskCheckinResult & { offline?: boolean; elsewhere?: boolean };

export type DeskTab = 'qr' | 'search' | 'manual';

/** What the check-in desk shows: the counters, the last check-in, the three ways in and their fields. */
export interface DeskState {
  tab: DeskTab;
  summary: CheckinResult['summary'] | null;
  last: DeskShown | null;
  error: string | null;
  /** The line confirming a corrected number of people. */
  corrected: string | null;
  code: string;
  q: string;
  found: DeskGuest[];
  /** The name last searched, once its answer came. */
  searched: string | null;
  walkin: { name: string; people: string };
}

export const emptyWalkin = { name: '', people: '1' };

export const initialDeskState: DeskState = {
  tab: 'qr',
  summary: null,
  last: null,
  error: null,
  corrected: null,
  code: '',
  q: '',
  found: [],
  searched: null,
  walkin: emptyWalkin,
};

export type DeskAction =
  | { type: 'tab'; tab: DeskTab }
  | { type: 'summary'; summary: CheckinResult['summary'] }
  | { type: 'typed'; field: 'code' | 'q'; value: string }
  | { type: 'walkin'; walkin: DeskState['walkin'] }
  | { type: 'checkInStarted' }
  | { type: 'checkedIn'; result: DeskShown }
  | { type: 'correctStarted' }
  | { type: 'corrected'; result: DeskShown }
  | { type: 'found'; q: string; guests: DeskGuest[] }
  | { type: 'failed'; error: string };

export function deskReducer(state: DeskState, action: DeskAction): DeskState {
  switch (action.type) {
    case 'tab':
      return { ...state, tab: action.tab };
    case 'summary':
      return { ...state, summary: action.summary };
    case 'typed':
      return { ...state, [action.field]: action.value };
    case 'walkin':
      return { ...state, walkin: action.walkin };
    case 'checkInStarted':
      return { ...state, corrected: null, error: null };
    case 'checkedIn':
      return { ...state, last: action.result, summary: action.result.summary };
    case 'correctStarted':
      return { ...state, error: null };
    case 'corrected': {
      const { guest, summary } = action.result;
      // The alert about the last check-in shows the corrected number when it is about the same guest.
      const last = state.last && state.last.guest.id === guest.id ? { ...state.last, guest } : state.last;
      return {
        ...state,
        summary,
        last,
        corrected: `Jumlah orang ${guest.name} diubah menjadi ${guest.checked_in_count}.`,
      };
    }
    case 'found':
      return { ...state, found: action.guests, searched: action.q };
    case 'failed':
      return { ...state, error: action.error };
  }
}
