import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyBaseLogger,
  type RawServerDefault,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { customDomainHeader, errorCodes, messages } from '@undangin/contracts';
import type { ServiceConfig } from './config';
import { AppError } from './errors';
import { authPlugin, guardsFirst } from './plugins/auth';
import { errorHandlerPlugin, replyWithError } from './plugins/error-handler';
import { healthPlugin } from './plugins/health';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { hostileInputPlugin } from './plugins/hostile-input';
import { lifecyclePlugin } from './plugins/lifecycle';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { jobsPlugin } from './plugins/jobs';
import { ormPlugin } from './plugins/orm';
import { securityHeadersPlugin } from './plugins/security-headers';
import { nameRequestSpan, traceIdOfLine, tracingOn, withRequest } from './tracing';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order (HEAD twins of GET routes left out). */
    routeTable: readonly RouteEntry[];
  }
}

export interface BuildServiceOptions {
  config: ServiceConfig;
  /** The service's own routes, registered under config.prefix. */
  routes: FastifyPluginAsync;
  /** Pino options; tests pass false to keep output quiet, or a stream to read what the service logs. */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
}

/** What a log line keeps of a request: never its query string (mailed links carry tokens there) nor its headers. */
export const requestForLog = (request: { method: string; url: string; ip?: string }) => ({
  method: request.method,
  path: request.url.split('?')[0],
  remoteAddress: request.ip,
});

/**
 * A service of Undangin: Fastify with the shared error shape, MikroORM request context, access-token
 * verification and roles, health and readiness, OpenAPI, metrics and compression. Not listening yet.
 */
export async function buildService({ config, routes, logger }: BuildServiceOptions): Promise<App> {
  const options = typeof logger === 'object' ? logger : { level: config.logLevel };
  const tracing = tracingOn();
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: options.level,
            serializers: { req: requestForLog },
            // Every line a request logs names its trace (W3C trace id), so logs and traces meet; so does a line
            // logged in a job's span while tracing is on.
            mixin: traceIdOfLine,
            ...(options.stream ? { stream: options.stream } : {}),
          },
    childLoggerFactory: (parent, bindings, childOptions, raw) =>
      withRequest(parent, bindings, childOptions, raw, tracing),
    // Forwarded headers count only from the gateway or the cluster's ingress (private addresses).
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id', // the gateway's id for the request, so its log lines and ours can be matched
    bodyLimit: 1024 * 1024,
    // While draining, a request that still arrives on an open connection is served (its answer closes the
    // connection) rather than refused: a shutdown fails nobody.
    return503OnClosing: false,
    // Bad percent-encoding and over-long path parameters are answered before any route: in the shared shape too.
    frameworkErrors: (error, request, reply) => {
      void replyWithError(error, request, reply);
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Every route the service answers, as registered (the access matrix test checks each one's declared access).
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    guardsFirst(route);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);
  if (tracing) app.addHook('onRequest', async (request) => nameRequestSpan(request.method, request.routeOptions.url));

  await app.register(errorHandlerPlugin);
  await app.register(lifecyclePlugin);
  await app.register(hostileInputPlugin);
  await app.register(securityHeadersPlugin);
  // Only the invitation service answers on custom domains (its own rules); every other refuses what their edge sends.
  if (config.service !== 'invitation')
    app.addHook('onRequest', async (request) => {
      if (request.headers[customDomainHeader] !== undefined)
        throw new AppError(404, errorCodes.notFound, messages.errors.notFound);
    });
  await app.register(loadSheddingPlugin, config.loadShedding);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(ormPlugin, { url: config.databaseUrl, role: config.dbRole, poolMax: config.dbPoolMax });
  await app.register(jobsPlugin, {
    url: config.databaseUrl,
    role: config.dbRole,
    pollingIntervalSeconds: config.jobPollSeconds,
  });
  await app.register(openApiPlugin, { service: config.service, prefix: config.prefix });
  await app.register(metricsPlugin, { service: config.service });
  await app.register(authPlugin, {
    databaseUrl: config.databaseUrl,
    revocationPollSeconds: config.revocationPollSeconds,
    revocationWindowSeconds: config.revocationWindowSeconds,
    sessionEnded: () =>
      config.service === 'auth'
        ? new AppError(403, 'session_not_found', messages.session.notFound)
        : new AppError(401, errorCodes.invalidToken, messages.errors.sessionEnded),
  });
  await app.register(healthPlugin, { service: config.service, prefix: config.prefix });
  await app.register(routes, { prefix: config.prefix });
  return app;
}
