// The first import of main.ts: OpenTelemetry must start before http, undici or Fastify are first required.
import { startTracing } from '@undangin/service-kit/tracing';

// The edge: it starts each request's trace and takes no client's.
startTracing('gateway', { edge: true });
