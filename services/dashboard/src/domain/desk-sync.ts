import {
  deskMessages,
  messages,
  normalizeGuestName,
  sessionMessages,
  type DeskOp,
  type DeskOpResult,
  type DeskOutcome,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { isUniqueViolation } from '@undangin/service-kit';
import { setPeopleCheckedIn } from '../repositories/checkins';
import type { DeskDeviceRow } from '../repositories/desk-devices';
import {
  checkInAt,
  deviceCheckedIn,
  guestExists,
  guestOfOp,
  insertDeskOp,
  sessionCheckInAt,
  storedOutcomes,
  walkInAt,
  type DeskCheckinRow,
} from '../repositories/desk-ops';
import { logActivity, type Actor } from '../repositories/activity';
import { findSession } from '../repositories/sessions';
import { opSigned, signingKeyOf } from './desk-keys';

const result = (op: DeskOp, status: DeskOutcome, fields: Partial<DeskOpResult> = {}): DeskOpResult => ({
  id: op.id,
  status,
  guest_id: null,
  name: null,
  at: null,
  people: null,
  message: null,
  ...fields,
});
const refused = (op: DeskOp, message: string) => result(op, 'refused', { message });

/**
 * The time an op happened, as the device says, but never before the device existed (it could not record then) nor
 * after now (a clock running fast): a wrong clock moves a check-in within that window at most.
 */
function timeOf(op: DeskOp, device: DeskDeviceRow): string {
  const at = Date.parse(op.at);
  const created = new Date(device.created_at).getTime();
  return new Date(Math.min(Date.now(), Math.max(created, at))).toISOString();
}

/**
 * Syncs what a device recorded offline, op by op and in order, each in its own transaction: the server decides. An op
 * already answered gets the same answer again (a replayed batch counts nothing twice); an op not signed by this
 * device's key, or another device's op id, is refused and stored nowhere.
 */
export async function syncDeskOps(
  em: EntityManager,
  device: DeskDeviceRow,
  ops: DeskOp[],
  actor: Actor,
): Promise<DeskOpResult[]> {
  const signingKey = signingKeyOf(device.key);
  const stored = await storedOutcomes(
    em,
    ops.map((op) => op.id),
  );
  const results: DeskOpResult[] = [];
  for (const op of ops) {
    const before = stored.get(op.id);
    if (before) {
      results.push(before.deviceId === device.id ? before.outcome : refused(op, deskMessages.otherDevice));
      continue;
    }
    if (!opSigned(signingKey, op)) {
      results.push(refused(op, deskMessages.badSignature));
      continue;
    }
    results.push(await applyOnce(em, device, op, actor));
  }
  return results;
}

/** One op in its own transaction, stored with its answer; sent twice at once, the second gets the first's answer. */
async function applyOnce(em: EntityManager, device: DeskDeviceRow, op: DeskOp, actor: Actor): Promise<DeskOpResult> {
  try {
    return await em.transactional(async (tx) => {
      const outcome = await apply(tx, device, op, actor);
      // A refusal is not stored: the same op, once the cause is gone, may go through.
      if (outcome.status !== 'refused')
        await insertDeskOp(tx, {
          id: op.id,
          deviceId: device.id,
          invitationId: device.invitation_id,
          kind: op.kind,
          at: timeOf(op, device),
          outcome,
        });
      return outcome;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const again = (await storedOutcomes(em, [op.id])).get(op.id);
    return again && again.deviceId === device.id ? again.outcome : refused(op, deskMessages.otherDevice);
  }
}

async function apply(em: EntityManager, device: DeskDeviceRow, op: DeskOp, actor: Actor): Promise<DeskOpResult> {
  const invitationId = device.invitation_id;
  const at = timeOf(op, device);
  if (op.kind === 'people') return correct(em, device, op, actor);
  const session = op.session_id ? await findSession(em, invitationId, op.session_id) : null;
  if (op.session_id && !session) return refused(op, sessionMessages.notFound);
  let row: DeskCheckinRow | null;
  if (op.kind === 'walkin') {
    const name = normalizeGuestName(op.name ?? '');
    if (!name) return refused(op, messages.guests.nameRequired);
    if (name.length > 100) return refused(op, messages.guests.nameTooLong);
    row = await walkInAt(em, invitationId, name, op.people ?? 1, at);
    if (!row) return result(op, 'removed');
  } else {
    if (!op.guest_id && !op.code) return refused(op, deskMessages.opIncomplete);
    const key = op.guest_id ? { guestId: op.guest_id } : { code: op.code!.trim() };
    row = await checkInAt(em, invitationId, key, op.people ?? null, at);
    // The host removed the guest meanwhile (or the code was never theirs): said so, and nobody is brought back.
    if (!row) return result(op, op.guest_id ? 'removed' : 'not_found');
  }
  const door = session ? await sessionCheckInAt(em, row.id, session.id, op.people ?? null, at) : null;
  const fresh = door ? door.fresh : row.fresh;
  const fields = { guest_id: row.id, name: row.name, at: row.checked_in_at, people: row.checked_in_count };
  if (fresh) {
    await logActivity(em, invitationId, actor, 'checkin.recorded', {
      name: row.name,
      people: op.people ?? row.checked_in_count ?? 1,
    });
    return result(op, 'recorded', fields);
  }
  return result(op, (await deviceCheckedIn(em, device.id, row.id)) ? 'already' : 'elsewhere', fields);
}

/** A correction of the people counted with a guest (listed, or a walk-in this device recorded offline). */
async function correct(em: EntityManager, device: DeskDeviceRow, op: DeskOp, actor: Actor): Promise<DeskOpResult> {
  if (!op.people) return refused(op, deskMessages.opIncomplete);
  const guestId = op.guest_id ?? (op.ref ? await guestOfOp(em, device.id, op.ref) : null);
  if (!guestId) return refused(op, op.ref ? deskMessages.walkinUnknown : deskMessages.opIncomplete);
  const row = await setPeopleCheckedIn(em, device.invitation_id, guestId, op.people);
  if (!row) {
    const gone = !(await guestExists(em, device.invitation_id, guestId));
    return gone ? result(op, 'removed') : refused(op, deskMessages.notCheckedIn);
  }
  await logActivity(em, device.invitation_id, actor, 'checkin.corrected', { name: row.name, people: op.people });
  return result(op, 'recorded', {
    guest_id: row.id,
    name: row.name,
    at: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
    people: row.checked_in_count,
  });
}
