import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { customDomainHeader, drainingHeader } from '@undangin/contracts';
import replyFrom from '@fastify/reply-from';
import { traceIdOf, traceparentOf, tracingOn } from '@undangin/service-kit/tracing';
import type { GatewayMetrics } from './telemetry';
import type { Upstreams } from './upstreams';

export interface ServiceProxyOptions {
  /** Where the service is mounted at the edge, e.g. /api/invitation (kept as is upstream). */
  prefix: string;
  /** The service's name, for metrics. */
  target: string;
  upstreams: Upstreams;
  /** The largest body the service takes: a larger one is refused here, before it is sent. */
  bodyLimit: number;
  metrics: GatewayMetrics;
  /** May answer the request itself before it is sent on (the outbox's loopback check). */
  guard?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** The path upstream, when it differs from the path at the edge. */
  rewritePath?: (url: string) => string;
}

export const tooLarge = { status: 413, code: 'payload_too_large', message: 'Ukuran data yang dikirim terlalu besar.' };
const unavailable = {
  status: 503,
  code: 'service_unavailable',
  message: 'Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
};
const badRequest = { status: 400, code: 'bad_request', message: 'Permintaan tidak valid.' };
/** The gateway's own 503 names the request's trace, as every 5xx does. */
const unavailableFor = (request: FastifyRequest) => ({ ...unavailable, trace_id: traceIdOf(request.raw) });

// Nothing reached the replica: safe to send any request to another one.
const notDelivered = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
// The connection broke off: only a request that changes nothing may be sent again.
const brokenOff = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const idempotent = new Set(['GET', 'HEAD', 'OPTIONS']);
// A request that changes something goes on a fresh connection: a replica that begins to shut down closes its idle
// keep-alive connections, and a POST written onto one at that moment could not be told from one it had received (so
// it could not be sent again). A fresh connection is either refused (sent on) or taken and served to the end.
const kinds = [
  { methods: [...idempotent], keepAlive: true },
  { methods: ['POST', 'PUT', 'PATCH', 'DELETE'], keepAlive: false },
];

const causeCode = (error: Error): string =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code ?? 'unknown';

/**
 * Proxies one service's prefix to its replicas, in turn. The body is read here first (up to the service's limit), so
 * a request a replica could not take is sent whole to the next: any request when the connection was refused (a
 * replica restarting or gone), a GET, HEAD or OPTIONS also when the connection broke off. A request no replica could
 * take is answered 503 with Retry-After in the shared shape.
 */
export async function serviceProxy(app: FastifyInstance, options: ServiceProxyOptions): Promise<void> {
  const { prefix, target, upstreams, metrics } = options;
  for (const { methods, keepAlive } of kinds)
    await app.register(async (scope) => {
      await scope.register(replyFrom, {
        disableRequestLogging: true,
        // pipelining 0: a connection of its own for each request.
        undici: { connections: 128, pipelining: keepAlive ? 1 : 0 },
      });
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (_request, body, done) =>
        done(null, body),
      );
      scope.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
        if (error.statusCode === 413) return reply.code(413).send(tooLarge);
        if (error.statusCode && error.statusCode < 500) return reply.code(400).send(badRequest);
        return reply.code(503).header('retry-after', '1').send(unavailableFor(request));
      });

      const forward = (request: FastifyRequest, reply: FastifyReply, tried: Set<string>): FastifyReply => {
        const upstream = upstreams.pick(tried)!;
        tried.add(upstream);
        const body = request.body instanceof Buffer ? request.body : undefined;
        return reply.from(options.rewritePath ? options.rewritePath(request.url) : request.url, {
          getUpstream: () => upstream,
          ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
          // The platform's edge: a custom domain's mark comes from the edge of custom domains only, never a client.
          // The trace goes on as W3C trace context: the tracer's own header while tracing is on, else one in the trace
          // this request's log lines name (the gateway drops a client's as it arrives).
          rewriteRequestHeaders: (
            _request,
            { [customDomainHeader]: _mark, traceparent: _parent, tracestate: _state, baggage: _baggage, ...headers },
          ) => ({
            ...headers,
            ...(tracingOn() ? {} : { traceparent: traceparentOf(request.raw) }),
            'x-request-id': request.id,
            'x-forwarded-for': request.ip,
            'x-forwarded-proto': 'http',
            'x-forwarded-host': request.headers.host ?? '',
          }),
          // A replica that began to shut down says so on its answers: nothing new goes to it until its port is closed.
          rewriteHeaders: ({ [drainingHeader]: draining, ...headers }) => {
            if (draining) upstreams.markDown(upstream);
            else upstreams.markUp(upstream);
            return headers;
          },
          onResponse: (_request, response, upstreamResponse) => {
            void response.send(upstreamResponse.stream);
          },
          onError: (failed, { error }) => {
            const code = causeCode(error);
            metrics.upstreamFailures.inc({ target, upstream, code });
            if (notDelivered.has(code)) upstreams.markDown(upstream);
            const again = notDelivered.has(code) || (brokenOff.has(code) && idempotent.has(request.method));
            if (again && upstreams.pick(tried)) {
              metrics.retries.inc({ target });
              request.log.info({ target, upstream, code }, 'upstream failed; trying another replica');
              return void forward(request, failed as FastifyReply, tried);
            }
            request.log.warn({ target, upstream, code }, 'upstream unavailable');
            void failed.code(503).header('retry-after', '1').send(unavailableFor(request));
          },
        });
      };

      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        if (options.guard) await options.guard(request, reply);
        if (reply.sent) return reply;
        return forward(request, reply, new Set());
      };
      scope.route({ method: methods, url: prefix, handler });
      scope.route({ method: methods, url: `${prefix}/*`, handler });
    });
}
