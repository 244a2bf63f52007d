import { SpanKind, SpanStatusCode, context, propagation, trace, type Context } from '@opentelemetry/api';

/** Where a job's data keeps the trace of the request that queued it (W3C `traceparent` / `tracestate`). */
const traceKey = '_trace';

type Carrier = Record<string, string>;

/** The trace to continue, as W3C headers: none while tracing is off or outside a request. Read once per batch. */
export function currentTrace(): Carrier | null {
  const carrier: Carrier = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : null;
}

/** The job's data, with the trace it continues when there is one. */
export function withTraceOf<T extends object>(data: T, trace: Carrier | null = currentTrace()): T {
  return trace ? { ...data, [traceKey]: trace } : data;
}

/** The job's own data, and the context its span continues (the queuing request's trace, when it carried one). */
export function splitTrace<T>(data: T): { data: T; parent: Context } {
  if (!data || typeof data !== 'object' || !(traceKey in data)) return { data, parent: context.active() };
  const { [traceKey]: carrier, ...own } = data as T & { [traceKey]: unknown };
  const parent =
    carrier && typeof carrier === 'object'
      ? propagation.extract(context.active(), carrier as Carrier)
      : context.active();
  return { data: own as T, parent };
}

const tracer = trace.getTracer('@undangin/jobs');

/** Runs one try of a job inside a span of its own (a no-op while tracing is off). */
export function inJobSpan<R>(
  queue: string,
  job: { id: string; retryCount: number },
  parent: Context,
  run: () => Promise<R>,
) {
  return tracer.startActiveSpan(
    `job ${queue}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'pg-boss',
        'messaging.destination.name': queue,
        'messaging.message.id': job.id,
        'job.retry_count': job.retryCount,
      },
    },
    parent,
    async (span) => {
      try {
        return await run();
      } catch (error) {
        // Its type only: a failure's message may carry a guest's number or a statement's values.
        span.recordException({ name: (error as Error).name ?? 'Error' });
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
