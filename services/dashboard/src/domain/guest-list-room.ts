import { limitsOf, listedGuests, lockGuestList, type EntityManager } from '@undangin/db';
import { AppError } from '@undangin/service-kit';

/** The places the host's plan gives an invitation's list, and how many are taken. */
export interface ListRoom {
  /** The plan's guests per invitation; -1 for no limit. */
  limit: number;
  listed: number;
  /** Places left; null without a limit. */
  free: number | null;
}

async function measure(em: EntityManager, userId: string, invitationId: string): Promise<ListRoom> {
  const { maxGuestsPerInvitation: limit } = await limitsOf(em, userId);
  const listed = await listedGuests(em, invitationId);
  return { limit, listed, free: limit === -1 ? null : Math.max(0, limit - listed) };
}

/** The room on the list now, for a preview (an import's, the create-card notice): it may change before a write. */
export const roomOnList = measure;

/**
 * The room on the list for a write: the list is locked first (the lock every add, import, approval and answer from a
 * new name takes, one writer at a time per invitation), so the plan's limit holds under concurrent writes. Call it
 * inside the write's transaction.
 */
export async function lockListRoom(tx: EntityManager, userId: string, invitationId: string): Promise<ListRoom> {
  await lockGuestList(tx, invitationId);
  return measure(tx, userId, invitationId);
}

/** Whether `adding` more guests fit the room. */
export const fits = (room: ListRoom, adding: number) => room.free === null || adding <= room.free;

/** The one refusal of a write past the plan's guests (403 plan_limit), with the message the write chose. */
export const overPlan = (message: string) => new AppError(403, 'plan_limit', message);
