import { trace, type TextMapPropagator } from '@opentelemetry/api';
import { SpanScrubber } from './scrub';
import { statementShape } from './statement-shape';
import type * as TraceNode from '@opentelemetry/sdk-trace-node';
import type * as OtlpHttp from '@opentelemetry/exporter-trace-otlp-http';
import type * as Resources from '@opentelemetry/resources';
import type * as Instrumentation from '@opentelemetry/instrumentation';
import type * as HttpInstr from '@opentelemetry/instrumentation-http';
import type * as UndiciInstr from '@opentelemetry/instrumentation-undici';
import type * as PgInstr from '@opentelemetry/instrumentation-pg';
import type * as Core from '@opentelemetry/core';

export { traceIdOf, traceIdOfLine, traceparentOf, withRequest } from './trace-id';

/** What a started tracer keeps: how to flush and stop it. */
interface Running {
  shutdown(): Promise<void>;
}

let running: Running | null = null;

/** Paths no span is made for: probes and scrapes, many a minute and never a user's request. */
const unwatched = /\/(health|ready|metrics)$/;

/** True while spans are recorded and exported (OTEL_EXPORTER_OTLP_ENDPOINT was set when the process started). */
export const tracingOn = (): boolean => running !== null;

/**
 * OpenTelemetry for this process, when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set:
 * spans for HTTP served and sent (node:http, fetch and undici), every SQL statement through `pg` (the ORM's and the job
 * queue's), exported over OTLP/HTTP (JSON) in batches; W3C trace context in and out. Must run before `pg`, `http` or
 * Fastify are first required: each entry point's first import is its `tracing.ts`. Without the variable nothing of the
 * SDK is loaded and the API's calls stay no-ops. The standard OTEL_* variables apply (OTEL_SERVICE_NAME,
 * OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER / _ARG, OTEL_BSP_*, OTEL_EXPORTER_OTLP_HEADERS).
 */
export function startTracing(
  service: string,
  { edge = false, env = process.env }: { edge?: boolean; env?: NodeJS.ProcessEnv } = {},
): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (running || !endpoint || env.OTEL_SDK_DISABLED === 'true') return running !== null;
  // Loaded only now, so a process without an endpoint never pays for the SDK.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeTracerProvider, BatchSpanProcessor } = require('@opentelemetry/sdk-trace-node') as typeof TraceNode;
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttp;
  const resources = require('@opentelemetry/resources') as typeof Resources;
  const { registerInstrumentations } = require('@opentelemetry/instrumentation') as typeof Instrumentation;
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof HttpInstr;
  const { UndiciInstrumentation } = require('@opentelemetry/instrumentation-undici') as typeof UndiciInstr;
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof PgInstr;
  const { W3CTraceContextPropagator } = require('@opentelemetry/core') as typeof Core;
  /* eslint-enable @typescript-eslint/no-require-imports */

  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': service, 'service.namespace': 'undangin' }))
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, when set, win.
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    // Nothing personal leaves the process: URLs keep their shape, no client address, no exception message.
    spanProcessors: [new SpanScrubber(), new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // W3C trace context only (no baggage). The edge starts every trace itself: a client chooses neither its trace id
  // (to mix its requests into someone else's) nor whether it is sampled.
  const w3c = new W3CTraceContextPropagator();
  provider.register({ propagator: edge ? injectOnly(w3c) : w3c });
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => unwatched.test((request.url ?? '').split('?')[0]!),
      }),
      new UndiciInstrumentation(),
      // Only statements inside a request or a job: not the job queue's polling or the revocation list's refresh.
      // The statement's shape only: the ORM writes values (names, e-mail addresses) into its text.
      new PgInstrumentation({
        requireParentSpan: true,
        enhancedDatabaseReporting: false,
        requestHook: (span, { query }) => span.setAttribute('db.query.text', statementShape(query.text)),
      }),
    ],
  });
  running = provider;
  return true;
}

/** Sends what is still buffered and stops (on shutdown, before the process exits). */
export async function stopTracing(): Promise<void> {
  const current = running;
  running = null;
  await current?.shutdown().catch(() => undefined);
}

/** Names the request's span after its route (`GET /api/invitation/page/:slug`), never its raw path. */
export function nameRequestSpan(method: string, route: string | undefined): void {
  const span = trace.getActiveSpan();
  if (!span || !route) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}

/** Sends context on, never takes it from a request: what an edge's propagator does. */
const injectOnly = (propagator: TextMapPropagator): TextMapPropagator => ({
  inject: (context, carrier, setter) => propagator.inject(context, carrier, setter),
  extract: (context) => context,
  fields: () => propagator.fields(),
});
