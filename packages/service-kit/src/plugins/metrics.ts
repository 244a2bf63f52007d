import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

interface TarnPool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's Prometheus registry (/metrics, labelled `service`): a service adds its own metrics to it. */
    metrics: Registry;
  }
}

/**
 * Prometheus metrics at /metrics: process defaults, request durations by route and status, and the database pool
 * (its size, connections in use, idle, requests waiting for one, connections being opened), read when scraped.
 */
export const metricsPlugin = fp<{ service: string }>(async (app, { service }) => {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  app.decorate('metrics', registry);
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const pool = (): TarnPool | undefined =>
    app.hasDecorator('orm') ? (app.orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool : undefined;
  const poolGauge = (name: string, help: string, read: (pool: TarnPool) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const current = pool();
        this.set(current ? read(current) : 0);
      },
    });
  poolGauge('db_pool_connections_max', 'Database connections the pool may open (DB_POOL_MAX)', (p) => p.max);
  poolGauge('db_pool_connections_in_use', 'Database connections lent out to queries', (p) => p.numUsed());
  poolGauge('db_pool_connections_idle', 'Open database connections waiting in the pool', (p) => p.numFree());
  poolGauge('db_pool_acquires_waiting', 'Queries waiting for a database connection', (p) => p.numPendingAcquires());
  poolGauge('db_pool_connections_opening', 'Database connections being opened', (p) => p.numPendingCreates());
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
});
