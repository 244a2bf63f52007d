import type { DeskList } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import type { DeskDeviceRow } from '../repositories/desk-devices';
import { deskListRows, sessionExpected } from '../repositories/desk-list';
import { listSessions } from '../repositories/sessions';
import { codeTag, signingKeyOf } from './desk-keys';

/**
 * The list a device keeps for the door: every guest (or those changed since `since`) with their QR code's tag under
 * this device's key in place of the code, the sessions, and what each session's answers promised.
 */
export async function deskListFor(em: EntityManager, device: DeskDeviceRow, since: string | null): Promise<DeskList> {
  const signingKey = signingKeyOf(device.key);
  const { rows, at, total } = await deskListRows(em, device.invitation_id, since);
  return {
    at,
    full: !since,
    total,
    guests: rows.map(({ code, ...guest }) => ({ ...guest, code_tag: codeTag(signingKey, code) })),
    sessions: await listSessions(em, device.invitation_id),
    session_expected: await sessionExpected(em, device.invitation_id),
  };
}
