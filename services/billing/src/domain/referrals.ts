import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { referralCookie, referralCookieDays } from '@undangin/contracts';
import { addressKey } from '@undangin/service-kit';

/** Clicks one visitor (address) may record in an hour; more is a flood, answered 429. */
export const clicksPerVisitorHour = 30;

/**
 * Keeps a click as the visitor's referral for `referralCookieDays`: a first-party cookie the page's script cannot read
 * (HttpOnly), sent only to this site (SameSite=Lax; a browser keeps no such cookie set by another site's request).
 */
export function setReferralCookie(reply: FastifyReply, clickId: string, secure: boolean): void {
  const attributes = [
    `${referralCookie}=${clickId}`,
    `Max-Age=${referralCookieDays * 86_400}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}

/**
 * Whether a visit comes from the site's own page. A browser says where a request comes from (Sec-Fetch-Site): a
 * referral recorded from another site's page (a hidden frame, an image, a form) would be cookie stuffing.
 */
export function fromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}

/**
 * The visitor's address (IPv6 by its network prefix, as the checkout's limits count it) as a keyed hash of the day: no
 * address is stored, and counts reset daily. The key is derived from the service's secret for this use alone.
 */
export function visitorOf(request: FastifyRequest, secret: string, ipv6Prefix: number): string {
  const key = createHmac('sha256', secret).update('undangin:referral-visitor').digest();
  const day = new Date().toISOString().slice(0, 10);
  return createHmac('sha256', key)
    .update(`${day}|${addressKey(request.ip, ipv6Prefix)}`)
    .digest('hex')
    .slice(0, 32);
}

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new referral code: 8 letters and digits that read unambiguously ('budi' is not guessable from the account). */
export function newReferralCode(): string {
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}
