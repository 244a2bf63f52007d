import {
  deskMessages,
  messages,
  normalizeGuestName,
  type CheckinBody,
  type DeskGuest,
  type DeskListGuest,
  type DeskSession,
} from '@undangin/contracts';
import { RequestError } from '@undangin/platform/upload';
import type { DeskShown } from './desk-state';
import { codeTagOf } from './desk-crypto';
import { listedByName, resultOf, searchView, summaryOf, walkinId } from './desk-model';
import { OfflineDesk } from './offline-desk';
import { reportOf } from './desk-status';

const checkedIn = (guest: DeskListGuest, sessionId: string | undefined) =>
  sessionId ? guest.session_checkins[sessionId] !== undefined : guest.checked_in_at !== null;

/** The desk's calls, answered from the device's copy and synced behind: the same with signal or without. */
export class DeskStore extends OfflineDesk {
  sessions(): DeskSession[] {
    return this.list?.sessions ?? [];
  }

  summary() {
    return summaryOf(this.view());
  }

  search(q: string): DeskGuest[] {
    return searchView(this.view(), q);
  }

  /** The result for the guest `guestId` (else `local`: a walk-in the refreshed list does not show yet). */
  private shown(guestId: string, already: boolean, sessionId: string | undefined, local?: string): DeskShown {
    const view = this.view();
    const guest = view.find((g) => g.id === guestId) ?? view.find((g) => g.id === local);
    if (!guest || !this.list) throw new RequestError(404, messages.checkin.guestNotFound);
    return resultOf(this.list, view, guest, already, sessionId);
  }

  /** A walk-in recorded here is known by its op until the server names it. */
  private idOf(guestId: string): string {
    if (!guestId.startsWith('walkin:')) return guestId;
    return this.outcomes.get(guestId.slice('walkin:'.length))?.guest_id ?? guestId;
  }

  async checkIn(body: CheckinBody): Promise<DeskShown> {
    const keys = this.keys;
    if (!this.list || !keys) throw new RequestError(409, deskMessages.noList);
    const sessionId = body.session_id;
    const view = this.view();
    const id = crypto.randomUUID();
    const people = 'walkin' in body ? body.walkin.people : body.people;
    let guest: DeskListGuest | undefined;
    let name: string;
    if ('walkin' in body) {
      name = normalizeGuestName(body.walkin.name);
      if (!name) throw new RequestError(400, messages.guests.nameRequired);
      if (name.length > 100) throw new RequestError(400, messages.guests.nameTooLong);
      guest = listedByName(view, name);
    } else if ('guest_id' in body) {
      guest = view.find((g) => g.id === body.guest_id);
      name = guest?.name ?? '';
    } else {
      // Not a guest's code at all (another QR, a typo): nothing to record, nothing to hold the queue up.
      if (!body.code.trim() || body.code.trim().length > 64)
        throw new RequestError(404, messages.checkin.guestNotFound);
      const tag = await codeTagOf(keys, body.code);
      guest = view.find((g) => g.code_tag === tag);
      name = guest?.name ?? body.code.trim();
    }
    if (guest && checkedIn(guest, sessionId)) return this.shown(guest.id, true, sessionId);
    if (!guest && 'code' in body) return this.unknownCode(body, id);
    if (!guest && 'guest_id' in body) throw new RequestError(404, messages.checkin.guestNotFound);
    const op = {
      id,
      kind: 'walkin' in body ? ('walkin' as const) : ('checkin' as const),
      ...('walkin' in body ? { name } : { guest_id: guest!.id }),
      ...(people ? { people } : {}),
      ...(sessionId ? { session_id: sessionId } : {}),
    };
    const guestId = guest?.id ?? walkinId(id);
    await this.record(op, guest?.name ?? name, guestId);
    const answer = await this.answerOf(id);
    if (!answer) return { ...this.shown(guestId, false, sessionId), offline: true };
    if (answer.status === 'recorded' || answer.status === 'already')
      return this.shown(answer.guest_id ?? guestId, answer.status === 'already', sessionId, guestId);
    if (answer.status === 'elsewhere') {
      const shown = this.shown(answer.guest_id ?? guestId, true, sessionId, guestId);
      return { ...shown, guest: { ...shown.guest, checked_in_at: answer.at }, elsewhere: true };
    }
    throw new RequestError(409, reportOf(answer, name) ?? messages.checkin.guestNotFound);
  }

  /** A code not on this device's list: with signal the server may know it (a guest added since); without, no. */
  private async unknownCode(body: { code: string; people?: number; session_id?: string }, id: string) {
    if (!navigator.onLine) throw new RequestError(404, deskMessages.unknownCodeOffline);
    const code = body.code.trim();
    await this.record(
      {
        id,
        kind: 'checkin',
        code,
        ...(body.people ? { people: body.people } : {}),
        ...(body.session_id ? { session_id: body.session_id } : {}),
      },
      code,
      '',
    );
    const answer = await this.answerOf(id);
    if (answer?.guest_id && answer.status !== 'refused')
      return this.shown(answer.guest_id, answer.status !== 'recorded', body.session_id);
    // No answer yet (a network without internet): the code is checked when the sync gets through, and reported.
    if (!answer) throw new RequestError(409, deskMessages.unknownCodePending);
    throw new RequestError(404, messages.checkin.guestNotFound);
  }

  async correct(guestId: string, people: number): Promise<DeskShown> {
    const id = this.idOf(guestId);
    const guest = this.view().find((g) => g.id === id);
    if (!guest?.checked_in_at) throw new RequestError(404, messages.checkin.notCheckedIn);
    const opId = crypto.randomUUID();
    const target = id.startsWith('walkin:') ? { ref: id.slice('walkin:'.length) } : { guest_id: id };
    await this.record({ id: opId, kind: 'people', people, ...target }, guest.name, id);
    const answer = await this.answerOf(opId);
    if (answer && answer.status !== 'recorded') throw new RequestError(409, reportOf(answer, guest.name) ?? '');
    return { ...this.shown(this.idOf(id), true, undefined, id), offline: !answer };
  }
}
