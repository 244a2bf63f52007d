import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '@undangin/service-kit';
import type { AuthSettings } from './settings';
import type { ClientInfo } from './domain/sessions';

/** The address limits count this client under: IPv4 whole, IPv6 by its /64 (RATE_LIMIT_IPV6_PREFIX). */
export const limitAddress = (request: FastifyRequest, settings: AuthSettings): string =>
  addressKey(request.ip, settings.ipv6Prefix);

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * Where a mailed link sends the browser: always the fixed auth screen (`/reset-password`, `/login`), on the asked-for
 * origin when it is one of ours and asks for that very screen, else on SITE_URL. Any other page (an invitation a host
 * controls, say) would receive the link's session.
 */
export function authScreenUrl(
  settings: AuthSettings,
  requested: string | undefined,
  screenPath: '/reset-password' | '/login',
): string {
  if (requested) {
    try {
      const url = new URL(requested, settings.siteUrl);
      if (settings.redirectOrigins.includes(url.origin) && url.pathname === screenPath)
        return new URL(screenPath, url.origin).toString();
    } catch {
      // Not a URL: the screen on our own origin.
    }
  }
  return new URL(screenPath, settings.siteUrl).toString();
}

/** No answer of the auth service may be cached by a browser or a proxy: they carry tokens. */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
