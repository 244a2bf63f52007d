import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { nameRequestSpan, tracingOn } from '@undangin/service-kit/tracing';
import type { Upstreams } from './upstreams';

/** A request id a client or an edge in front may pass along; anything else is replaced by a fresh one. */
const acceptableRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

export const requestIdOf = (header: string | string[] | undefined): string =>
  typeof header === 'string' && acceptableRequestId.test(header) ? header : randomUUID();

export interface GatewayMetrics {
  registry: Registry;
  /** An upstream could not be reached or broke off, by service, replica and error code. */
  upstreamFailures: Counter<'target' | 'upstream' | 'code'>;
  /** A request sent again to another replica after the first could not be reached. */
  retries: Counter<'target'>;
}

/**
 * The gateway's own health and metrics, under /gateway/ (no page of the shell lives there): /gateway/health says the
 * process is up and which replicas it currently passes over; /gateway/metrics is Prometheus text.
 */
export function registerTelemetry(app: FastifyInstance, upstreams: Record<string, Upstreams>): GatewayMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'gateway' });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests through the gateway',
    labelNames: ['method', 'target', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const metrics: GatewayMetrics = {
    registry,
    upstreamFailures: new Counter({
      name: 'gateway_upstream_failures_total',
      help: 'Requests an upstream replica could not answer (connection refused, reset)',
      labelNames: ['target', 'upstream', 'code'],
      registers: [registry],
    }),
    retries: new Counter({
      name: 'gateway_upstream_retries_total',
      help: 'Requests sent again to another replica',
      labelNames: ['target'],
      registers: [registry],
    }),
  };
  new Gauge({
    name: 'gateway_upstream_up',
    help: '1 while the gateway sends requests to the replica, 0 while it passes it over',
    labelNames: ['target', 'upstream'],
    registers: [registry],
    collect() {
      for (const [target, pool] of Object.entries(upstreams))
        for (const upstream of pool.urls) this.set({ target, upstream }, pool.isUp(upstream) ? 1 : 0);
    },
  });
  const targetOf = (url: string) => /^\/(?:api\/([a-z]+)|(auth))\//.exec(url)?.slice(1).find(Boolean) ?? 'static';

  // The id goes back to the client, so a report of a failure can be found in every log it passed through.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (tracingOn())
    app.addHook('onRequest', async (request) => nameRequestSpan(request.method, request.routeOptions.url));
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, target: targetOf(request.url), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/gateway/health', { logLevel: 'warn' }, async () => ({
    status: 'ok',
    service: 'gateway',
    upstreams: Object.fromEntries(
      Object.entries(upstreams).map(([name, pool]) => [name, pool.urls.map((url) => ({ url, up: pool.isUp(url) }))]),
    ),
  }));
  app.get('/gateway/metrics', { logLevel: 'warn' }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  return metrics;
}
