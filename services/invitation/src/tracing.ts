// The first import of server.ts: OpenTelemetry must start before http, pg or Fastify are first required.
import { startTracing } from '@undangin/service-kit/tracing';

startTracing('invitation');
