import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  coHostInviteDays,
  coHostMessages,
  errorCodes,
  invitationRoleLabels,
  isValidEmail,
  maskEmail,
  maxCoHosts,
  type CoHostAccepted,
  type CoHostInviteBody,
  type CoHostInvitePreview,
  type PendingCoHost,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { AppError, badRequest, conflict, escapeHtml, type InvitationCaller } from '@undangin/service-kit';
import type { Mailer } from '@undangin/service-kit/mail';
import { logActivity } from '../repositories/activity';
import {
  acceptInvite,
  accountEmail,
  insertInvite,
  inviteByToken,
  lockCoHosts,
  standingOf,
  type InviteByToken,
} from '../repositories/cohosts';

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a co-host invitation's mail goes and what it says. */
export interface CoHostMail {
  mailer: Mailer;
  siteUrl: string;
}

function inviteMail(invite: InviteByToken, link: string) {
  const role = invitationRoleLabels[invite.role];
  const text = [
    `${invite.owner_name} mengajak Anda mengelola undangan "${invite.invitation_title}" di Undangin sebagai ${role}.`,
    '',
    `Buka tautan ini untuk menerimanya (berlaku ${coHostInviteDays} hari, sekali pakai):`,
    link,
    '',
    'Belum punya akun? Daftar dengan alamat e-mail ini, lalu buka tautannya lagi.',
    'Jika Anda tidak mengenal pengirimnya, abaikan e-mail ini.',
  ].join('\n');
  const html = `<p>${escapeHtml(invite.owner_name)} mengajak Anda mengelola undangan <strong>${escapeHtml(invite.invitation_title)}</strong> di Undangin sebagai <strong>${escapeHtml(role)}</strong>.</p>
<p><a href="${escapeHtml(link)}">Terima undangan</a> (berlaku ${coHostInviteDays} hari, sekali pakai).</p>
<p>Belum punya akun? Daftar dengan alamat e-mail ini, lalu buka tautannya lagi. Jika Anda tidak mengenal pengirimnya, abaikan e-mail ini.</p>`;
  return { to: invite.email, subject: coHostMessages.mailSubject(invite.invitation_title), text, html };
}

/**
 * Invites `body.email` to work on the invitation: checked (not the owner, not already in, at most maxCoHosts),
 * stored with its token's hash and mailed in one transaction, so a mail that cannot go leaves nothing behind.
 */
export async function inviteCoHost(
  em: EntityManager,
  caller: InvitationCaller,
  body: CoHostInviteBody,
  mail: CoHostMail,
): Promise<PendingCoHost> {
  const email = body.email.trim().toLowerCase();
  if (!isValidEmail(email))
    throw badRequest(coHostMessages.invalidEmail, [{ field: 'email', message: coHostMessages.invalidEmail }]);
  const token = randomBytes(32).toString('base64url');
  return em.transactional(async (tx) => {
    const count = await lockCoHosts(tx, caller.invitationId);
    const standing = await standingOf(tx, caller.invitationId, email);
    if (standing === 'owner')
      throw badRequest(coHostMessages.inviteSelf, [{ field: 'email', message: coHostMessages.inviteSelf }]);
    if (standing === 'member') throw conflict(coHostMessages.alreadyMember);
    if (standing === 'invited') throw conflict(coHostMessages.alreadyInvited);
    if (count >= maxCoHosts) throw badRequest(coHostMessages.tooMany);
    const pending = await insertInvite(tx, {
      id: randomUUID(),
      invitationId: caller.invitationId,
      email,
      role: body.role,
      tokenHash: tokenHash(token),
      invitedBy: caller.userId,
      days: coHostInviteDays,
    });
    await logActivity(tx, caller.invitationId, caller, 'cohost.invited', { email, role: body.role });
    const invite = (await inviteByToken(tx, tokenHash(token)))!;
    try {
      await mail.mailer.send(inviteMail(invite, `${mail.siteUrl}/app/rekan/${token}`), tx);
    } catch {
      throw new AppError(503, errorCodes.unavailable, coHostMessages.mailFailed);
    }
    return pending;
  });
}

/** The invitation behind a mailed link, when it can still be accepted by this account; else why not. */
async function openInvite(em: EntityManager, token: string, userId: string): Promise<InviteByToken> {
  const invite = await inviteByToken(em, tokenHash(token));
  if (!invite) throw new AppError(404, errorCodes.inviteInvalid, coHostMessages.inviteInvalid);
  if (invite.accepted) throw new AppError(410, errorCodes.inviteInvalid, coHostMessages.inviteInvalid);
  if (invite.expired) throw new AppError(410, errorCodes.inviteExpired, coHostMessages.inviteExpired);
  if (invite.owner_id === userId) throw badRequest(coHostMessages.inviteOwn);
  // The link is the invitee's, not a bearer pass: it opens only for the address it went to.
  const email = await accountEmail(em, userId);
  if (email?.toLowerCase() !== invite.email.toLowerCase())
    throw new AppError(403, errorCodes.inviteOtherEmail, coHostMessages.inviteOtherEmail(maskEmail(invite.email)));
  return invite;
}

export async function previewInvite(em: EntityManager, token: string, userId: string): Promise<CoHostInvitePreview> {
  const invite = await openInvite(em, token, userId);
  return {
    invitation_title: invite.invitation_title,
    owner_name: invite.owner_name,
    role: invite.role,
    email: invite.email,
    expires_at: invite.expires_at,
  };
}

export async function acceptCoHostInvite(em: EntityManager, token: string, userId: string): Promise<CoHostAccepted> {
  return em.transactional(async (tx) => {
    const invite = await openInvite(tx, token, userId);
    const accepted = await acceptInvite(tx, {
      id: invite.id,
      invitationId: invite.invitation_id,
      role: invite.role,
      userId,
      invitedBy: invite.owner_id,
    });
    // Used by another request a moment ago: the same answer as a used link.
    if (!accepted) throw new AppError(410, errorCodes.inviteInvalid, coHostMessages.inviteInvalid);
    await logActivity(tx, invite.invitation_id, { userId }, 'cohost.joined', { role: invite.role });
    return { invitation_id: invite.invitation_id, role: invite.role };
  });
}
