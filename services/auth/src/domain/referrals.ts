import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { mailboxOf, referralClickOf, referralCookie, referralCookieDays } from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { clickPartner, dropReferral, insertReferral } from '../repositories/referrals';

/**
 * A new account signed up with a partner's referral cookie (or an unconfirmed address signed up again: the earlier
 * sign-up's referral goes with its claim, `replace`): the account is the partner's referral (unless it is the
 * partner's own mailbox written another way), and the cookie is spent. A referral that cannot be recorded never
 * stops a sign-up: it is logged.
 */
export async function keepReferral(
  em: EntityManager,
  request: FastifyRequest,
  reply: FastifyReply,
  account: { id: string; email: string },
  log: FastifyBaseLogger,
  { replace = false } = {},
): Promise<void> {
  const clickId = referralClickOf(request.headers.cookie);
  if (replace) await dropReferral(em, account.id);
  if (!clickId) return;
  reply.header('set-cookie', `${referralCookie}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
  try {
    const partner = await clickPartner(em, clickId, referralCookieDays);
    if (!partner || partner.emails.some((email) => mailboxOf(email) === mailboxOf(account.email))) return;
    await insertReferral(em, { userId: account.id, partnerId: partner.partner_id, clickId });
  } catch (err) {
    log.warn({ err, userId: account.id }, 'referral not recorded');
  }
}
