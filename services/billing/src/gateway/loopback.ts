import type { FastifyInstance } from 'fastify';
import type { HttpFetch } from './midtrans';

/**
 * An HTTP client for the sandbox, which lives inside this service: an absolute URL goes out as usual, a path goes to
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
