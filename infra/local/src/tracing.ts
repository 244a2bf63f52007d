// The first import of main.ts: OpenTelemetry must start before http, undici or Fastify are first required.
import { startTracing } from '@undangin/service-kit/tracing';

startTracing('gateway');
