import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A body that answers many requests unchanged (a kept resolution's JSON, an invitation's rendered page). */
export interface KeptBody {
  body: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** The encodings a client takes, by the Accept-Encoding it sent ("br;q=0" is a refusal). */
function accepts(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  return String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';');
      return name === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    });
}

/**
 * Sends a kept body compressed once per encoding, at the strongest setting, instead of on every request: the
 * gateway and the Ingress pass an answer that is already encoded as it is. The type must be set before.
 */
export function sendKeptBody(request: FastifyRequest, reply: FastifyReply, kept: KeptBody): FastifyReply {
  if (Buffer.byteLength(kept.body) < 1024) return reply.send(kept.body);
  reply.header('vary', 'accept-encoding');
  if (accepts(request, 'br')) {
    kept.br ??= brotliCompressSync(kept.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    return reply.header('content-encoding', 'br').send(kept.br);
  }
  if (accepts(request, 'gzip')) {
    kept.gzip ??= gzipSync(kept.body, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(kept.gzip);
  }
  return reply.send(kept.body);
}
