import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';

/** An HTTP client as small as an adapter needs: global fetch, or the loopback one that reaches this very service. */
export type HttpFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<Response>;

/**
 * An HTTP client for a sandbox that lives inside this service (billing's Midtrans, the dashboard's WhatsApp): an absolute URL goes out as usual, a path goes to
 * this very service, over HTTP to the address it listens on, or through Fastify's own routing when nothing listens
 * (tests that use app.inject) — the same routes, headers and bodies either way.
 */
export function loopbackFetch(app: FastifyInstance): HttpFetch {
  return async (url, init) => {
    if (!url.startsWith('/')) return fetch(url, init);
    const address = app.server.listening ? app.server.address() : null;
    if (address && typeof address === 'object') {
      const target = new URL(url, 'http://127.0.0.1');
      if (address.address !== '0.0.0.0' && address.address !== '::')
        target.hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      target.port = String(address.port);
      return fetch(target, init);
    }
    const answer = await app.inject({
      method: init.method as 'GET' | 'POST',
      url,
      headers: init.headers,
      payload: init.body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, String(value));
    return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers });
  };
}

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A development page only a client on this machine may read (/dev/mail, /dev/whatsapp); anyone else gets the answer of
 * an unknown route. The peer must be loopback too: a private-network peer is trusted to set X-Forwarded-For
 * (TRUST_PROXY) and could claim 127.0.0.1.
 */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!loopbackAddresses.has(request.ip) || !loopbackAddresses.has(request.socket.remoteAddress ?? ''))
    return reply.callNotFound();
}
