import type { CheckinResult, DeskCheckinResult } from '@undangin/contracts';
import { deskReducer, initialDeskState, type DeskState } from './desk-state';

const summary = (guests: number): CheckinResult['summary'] =>
  ({ guests, people: guests * 2, expected: 10 }) as CheckinResult['summary'];
const result = (id: string, name: string, people: number): DeskCheckinResult =>
  ({
    already: false,
    guest: { id, name, checked_in_count: people, checked_in_at: '2026-01-01T10:00:00Z' },
    summary: summary(1),
  }) as unknown as DeskCheckinResult;

describe('the check-in desk state', () => {
  it('a check-in shows the guest and the new counters, and clears an earlier error and correction line', () => {
    const before: DeskState = {
      ...initialDeskState,
      error: 'Kode tidak dikenal',
      corrected: 'Jumlah orang A diubah menjadi 2.',
    };
    const started = deskReducer(before, { type: 'checkInStarted' });
    expect(started).toMatchObject({ error: null, corrected: null });
    const done = deskReducer(started, { type: 'checkedIn', result: result('g1', 'Budi', 2) });
    expect(done.last?.guest.name).toBe('Budi');
    expect(done.summary).toEqual(summary(1));
  });

  it('a correction updates the last check-in of the same guest and says so; another guest leaves it as it was', () => {
    const shown = deskReducer(initialDeskState, { type: 'checkedIn', result: result('g1', 'Budi', 2) });
    const fixed = deskReducer(shown, { type: 'corrected', result: result('g1', 'Budi', 4) });
    expect(fixed.last?.guest.checked_in_count).toBe(4);
    expect(fixed.corrected).toBe('Jumlah orang Budi diubah menjadi 4.');
    const other = deskReducer(shown, { type: 'corrected', result: result('g2', 'Sari', 3) });
    expect(other.last?.guest.checked_in_count).toBe(2);
  });

  it('keeps what was typed, the search answer and the name it was for', () => {
    let state = deskReducer(initialDeskState, { type: 'typed', field: 'q', value: 'bud' });
    state = deskReducer(state, { type: 'found', q: 'bud', guests: [] });
    expect(state).toMatchObject({ q: 'bud', searched: 'bud', found: [] });
    expect(deskReducer(state, { type: 'tab', tab: 'manual' }).tab).toBe('manual');
  });
});
