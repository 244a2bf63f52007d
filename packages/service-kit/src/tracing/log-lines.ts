import { isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * Pino's `mixin` while tracing is on: a line logged inside a span (a job's work) gets its trace id, unless the logger
 * already carries one (a request's lines, bound once per request).
 */
export function traceIdOfLine(
  _line: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): { traceId?: string } {
  const span = trace.getActiveSpan()?.spanContext();
  if (!span || !isSpanContextValid(span) || 'traceId' in logger.bindings()) return {};
  return { traceId: span.traceId };
}
