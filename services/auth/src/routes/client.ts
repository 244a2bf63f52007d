import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSettings } from '../settings';
import type { ClientInfo } from '../domain/sessions';

export const clientOf = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

/** Where to send the browser after a mailed link: the asked-for URL when it stays on our origins, else our page. */
export function safeRedirect(settings: AuthSettings, requested: string | undefined, fallbackPath: string): string {
  if (requested) {
    try {
      const url = new URL(requested, settings.siteUrl);
      if (settings.redirectOrigins.includes(url.origin)) return url.toString();
    } catch {
      // Not a URL: fall back.
    }
  }
  return new URL(fallbackPath, settings.siteUrl).toString();
}

/** No answer of the auth service may be cached by a browser or a proxy: they carry tokens. */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
