import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
