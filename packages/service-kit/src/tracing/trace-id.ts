import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isSpanContextValid, trace } from '@opentelemetry/api';

// W3C trace context, version 00: trace id, parent span id, flags. An id of only zeros is invalid.
const traceparentPattern = /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;
const zeros = /^0+$/;
const kept = Symbol('undangin.traceId');

type Carrier = IncomingMessage & { [kept]?: string };

/** The trace id a W3C `traceparent` header carries, or undefined when it carries none that is valid. */
export function traceIdFromHeader(header: string | string[] | undefined): string | undefined {
  const match = typeof header === 'string' ? traceparentPattern.exec(header) : null;
  return match && !zeros.test(match[1]!) ? match[1] : undefined;
}

/**
 * The trace a request belongs to, the same on every call for one request: its span's while tracing is on; otherwise
 * the id its `traceparent` carries (the gateway's), else a fresh one. So a log line and a 5xx body name a trace
 * whether or not spans are exported, and with tracing off it costs one header read per request.
 */
export function traceIdOf(request: IncomingMessage): string {
  const carrier = request as Carrier;
  if (carrier[kept]) return carrier[kept];
  const span = trace.getActiveSpan()?.spanContext();
  const id =
    span && isSpanContextValid(span)
      ? span.traceId
      : (traceIdFromHeader(request.headers.traceparent) ?? randomUUID().replaceAll('-', ''));
  carrier[kept] = id;
  return id;
}

/** A `traceparent` to send on, in this request's trace (used while no tracer injects one itself). */
export const traceparentOf = (request: IncomingMessage): string =>
  `00-${traceIdOf(request)}-${randomUUID().replaceAll('-', '').slice(0, 16)}-01`;

const requestOf = Symbol('undangin.request');

interface ChildLogger<L> {
  child(bindings: Record<string, unknown>, options?: object): L;
}

/**
 * Fastify's `childLoggerFactory`: a request's logger remembers its request, so `traceIdOfLine` can name the trace of
 * each line it logs. Nothing is worked out per request here: a request that logs nothing pays nothing. With tracing on
 * the id is taken at once, while the request's span is the active one.
 */
export function withRequest<L extends ChildLogger<L>>(
  logger: L,
  bindings: Record<string, unknown>,
  options: object,
  request: IncomingMessage,
  tracing: boolean,
): L {
  const child = logger.child(bindings, options) as L & { [requestOf]?: IncomingMessage };
  child[requestOf] = request;
  if (tracing) traceIdOf(request);
  return child;
}

/**
 * Pino's `mixin`: a request's line gets its request's trace id; a line logged inside a span outside any request (a
 * job's work, while tracing is on) gets the span's.
 */
export function traceIdOfLine(_line: object, _level: number, logger: object): { traceId?: string } {
  const request = (logger as { [requestOf]?: IncomingMessage })[requestOf];
  if (request) return { traceId: traceIdOf(request) };
  const span = trace.getActiveSpan()?.spanContext();
  return span && isSpanContextValid(span) ? { traceId: span.traceId } : {};
}
