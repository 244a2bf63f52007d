import { randomBytes, randomUUID } from 'node:crypto';
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
  `00-${traceIdOf(request)}-${randomBytes(8).toString('hex')}-01`;

interface ChildLogger<L> {
  child(bindings: Record<string, unknown>, options?: object): L;
}

/** Fastify's `childLoggerFactory`: every line a request logs carries its trace id. */
export function withTraceId<L extends ChildLogger<L>>(
  logger: L,
  bindings: Record<string, unknown>,
  options: object,
  request: IncomingMessage,
): L {
  return logger.child({ ...bindings, traceId: traceIdOf(request) }, options);
}
