import { errorCodes, privacyMessages, type LockedInvitation, type SlugResolution } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { AppError } from '@undangin/service-kit';
import type { FastifyRequest } from 'fastify';
import { isAccessKey, isGuestCode, privateInvitation, type PrivateRow } from '../repositories/private-access';
import { lockedOf } from './public-invitation';

const codePattern = /^[a-f0-9]{32}$/;
/** The unlock cookie of one invitation: its current access key, set when the right password was typed. */
export const unlockCookieName = (invitationId: string) => `undangin_buka_${invitationId.replace(/-/g, '')}`;
export const unlockCookieDays = 30;

function cookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

/** The Set-Cookie of an unlocked invitation: for the whole site (the page and its API), script-proof. */
export function unlockCookie(invitationId: string, key: string, secure: boolean): string {
  const maxAge = unlockCookieDays * 24 * 60 * 60;
  return `${unlockCookieName(invitationId)}=${key}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * What a visitor without access sees of the private invitation `row`, or null when they may open it: a guest's personal
 * link code (`code`) opens it at any level; the unlock cookie opens a password-protected one.
 */
async function lockOfRow(
  em: EntityManager,
  request: FastifyRequest,
  row: PrivateRow,
  code: string | null | undefined,
): Promise<LockedInvitation | null> {
  if (code && codePattern.test(code) && (await isGuestCode(em, row.id, code))) return null;
  if (row.privacy === 'password') {
    const key = cookie(request, unlockCookieName(row.id));
    if (key && key.length <= 100 && (await isAccessKey(em, row.id, key))) return null;
  }
  return lockedOf(row);
}

/** The lock in the way of this visitor at `slug`, or null (a public invitation, anything else, or access). */
export async function lockAt(
  em: EntityManager,
  request: FastifyRequest,
  slug: string,
  code: string | null | undefined,
): Promise<LockedInvitation | null> {
  const row = await privateInvitation(em, slug);
  return row ? lockOfRow(em, request, row, code) : null;
}

/** The same for a resolution already read: a public one costs no query. */
export async function lockOfResolution(
  em: EntityManager,
  request: FastifyRequest,
  resolved: SlugResolution | null,
  code: string | null | undefined,
): Promise<LockedInvitation | null> {
  if (resolved?.kind !== 'invitation' || (resolved.invitation.privacy ?? 'public') === 'public') return null;
  return lockAt(em, request, resolved.invitation.slug, code);
}

export const lockedError = (locked: LockedInvitation) =>
  new AppError(
    403,
    errorCodes.invitationLocked,
    locked.access === 'password' ? privacyMessages.lockedPassword : privacyMessages.lockedGuests,
    undefined,
    { locked },
  );

/**
 * Throws the locked answer unless this visitor may open the invitation at `slug`; true when it is private (its answers
 * then go out `private, no-store`), false when public or absent (the route answers as before).
 */
export async function requireOpen(
  em: EntityManager,
  request: FastifyRequest,
  slug: string,
  code: string | null | undefined,
): Promise<boolean> {
  const row = await privateInvitation(em, slug);
  if (!row) return false;
  const locked = await lockOfRow(em, request, row, code);
  if (locked) throw lockedError(locked);
  return true;
}
