import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendKeptBody, type KeptBody } from './kept-body';

/**
 * Answers a GET with an ETag and lets the client revalidate it: an unchanged answer costs a 304 without a
 * body. `maxAge` 0 means every reload asks again (an admin's edit shows at once), cheaply.
 */
export function conditional<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  data: T,
  { maxAge = 0 }: { maxAge?: number } = {},
): T {
  const etag = `"${createHash('sha1').update(JSON.stringify(data)).digest('base64url')}"`;
  reply.header('etag', etag);
  reply.header('cache-control', maxAge > 0 ? `public, max-age=${maxAge}` : 'public, no-cache');
  const presented = request.headers['if-none-match'];
  if (presented && presented.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    // Fastify treats a handler that returns its reply as answered; the cast keeps route typing simple.
    return reply.code(304).send() as unknown as T;
  }
  return data;
}

// Per kept object and route: its body as the route's schema writes it, and that body's tag.
const serializedOnce = new WeakMap<object, Map<string, KeptBody & { etag: string }>>();

/**
 * conditional() for an answer that is kept and never changed while kept (a replica's cached resolution of a slug):
 * serialized, tagged and compressed once per object and route instead of on every request — the guest's hot path. A changed
 * answer is a new object, so it is serialized afresh.
 */
export function conditionalKept(
  request: FastifyRequest,
  reply: FastifyReply,
  data: object,
  { maxAge = 0, sharedMaxAge }: { maxAge?: number; sharedMaxAge?: number } = {},
): FastifyReply {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  let byRoute = serializedOnce.get(data);
  if (!byRoute) serializedOnce.set(data, (byRoute = new Map()));
  let found = byRoute.get(route);
  if (!found) {
    const body = String(reply.serialize(data));
    found = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    byRoute.set(route, found);
  }
  const kept = found;
  reply.header('etag', kept.etag);
  // `sharedMaxAge`: how long a shared cache (the edge, a CDN) may keep it, when shorter than a browser may.
  const shared = sharedMaxAge === undefined ? '' : `, s-maxage=${sharedMaxAge}`;
  reply.header('cache-control', maxAge > 0 ? `public, max-age=${maxAge}${shared}` : 'public, no-cache');
  const presented = request.headers['if-none-match'];
  if (presented && presented.split(',').some((tag) => tag.trim().replace(/^W\//, '') === kept.etag))
    return reply.code(304).send();
  // Sent as it is (the schema already wrote it), compressed once per encoding.
  return sendKeptBody(request, reply.type('application/json; charset=utf-8'), kept);
}
