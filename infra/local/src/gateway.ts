import path from 'node:path';
import fs from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  apiSecurityHeaders,
  assetSecurityHeaders,
  pageSecurityHeaders,
  serviceBodyLimits,
  serviceNames,
  topology,
  type ServiceName,
  type RemotesMap,
  uploadSecurityHeaders,
} from '@undangin/contracts';
import { Agent, request as undiciRequest } from 'undici';
import { traceIdOfLine, tracingOn, withRequest } from '@undangin/service-kit/tracing';
import { serviceProxy } from './service-proxy';
import { registerTelemetry, requestIdOf } from './telemetry';
import { Upstreams, upstreamList } from './upstreams';

/**
 * The local stand-in for the production Ingress: one origin that serves the shell, the remotes under
 * /remotes/{name}/, uploads under /uploads/, and proxies /auth/v1 and /api/{service}.
 */
export interface GatewayOptions {
  root: string;
  /** name → base URL of each service, e.g. { auth: 'http://127.0.0.1:4001' }, or of each of its replicas. */
  services: Record<ServiceName, string | readonly string[]>;
  /**
   * The static origin as a folder (layout in packages/contracts/src/shared/remotes-map.ts): /remotes.json, read on every
   * request so a switched line takes effect at once, and the remotes' versioned builds under /remotes/.
   */
  staticDir: string;
  uploadsDir: string;
  logger?: boolean | { level: string };
  /** Which peers may set X-Forwarded-For (proxy-addr names or CIDRs); none by default: the gateway is the edge. */
  trustProxy?: string | false;
  /** Route /dev/mail to the auth service's local outbox (only `npm start` turns it on; loopback clients only). */
  devMail?: boolean;
  /** Route /dev/whatsapp to the dashboard's WhatsApp sandbox viewer (while no Cloud API is set; loopback clients only). */
  devWhatsapp?: boolean;
  /** Further origins the pages load from: a CDN of the remotes, the uploads' S3 URL (ASSET_ORIGINS, S3_PUBLIC_URL). */
  assetOrigins?: string[];
  /** The payment gateway's origins (Midtrans's Snap.js and its frame), PAYMENT_ORIGINS. */
  paymentOrigins?: string[];
}

const hashedAsset = /\.[0-9a-f]{10}\.(js|css)$|\/assets\//;
// A remote's published folder never changes; only its manifest and route list are looked up afresh.
const versionedAsset = /\/remotes\/[a-z]+\/[A-Za-z0-9._-]+\/(?!mf-manifest\.json$|routes\.json$)/;

// The files a shell publishes at the site root, by their content type: robots.txt, and the check-in desk's service
// worker (it controls only paths below its own, so it lives here), its web app manifest and icons.
const rootFiles: Record<string, string> = {
  'robots.txt': 'text/plain; charset=utf-8',
  'desk-sw.js': 'text/javascript; charset=utf-8',
  'desk.webmanifest': 'application/manifest+json',
  'desk-icon-192.png': 'image/png',
  'desk-icon-512.png': 'image/png',
};

type HeaderTarget = { header: (name: string, value: string) => unknown };

function cacheHeaders(reply: HeaderTarget, served: string): void {
  // A precompressed answer names its .br / .gz file: the asset is the one it was made from.
  const filePath = served.replace(/\.(br|gz)$/, '');
  const immutable = hashedAsset.test(filePath) || versionedAsset.test(filePath.split(path.sep).join('/'));
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const isLoopback = (address: string | undefined) => /^(127\.|::1$|::ffff:127\.)/.test(address ?? '');

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  // The gateway is the edge: it trusts no forwarded header (unless told to: the chaos tests' many clients) and tells
  // the services who the client really is. Log lines are JSON and carry the request id it passes on.
  const tracing = tracingOn();
  const app = Fastify({
    // Every line a request logs names its trace (W3C trace id), as the services' do.
    logger: options.logger ? { ...(options.logger === true ? {} : options.logger), mixin: traceIdOfLine } : false,
    trustProxy: options.trustProxy ?? false,
    genReqId: (request) => {
      // The edge starts each trace: a client's W3C context is dropped before anything reads it (its log lines, the
      // trace id of a 5xx), so nobody can file their requests under another's trace id.
      for (const header of ['traceparent', 'tracestate', 'baggage']) delete request.headers[header];
      return requestIdOf(request.headers['x-request-id']);
    },
    childLoggerFactory: (parent, bindings, childOptions, raw) =>
      withRequest(parent, bindings, childOptions, raw, tracing),
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const pageHeaders = pageSecurityHeaders(options.assetOrigins ?? [], options.paymentOrigins ?? []);
  // What the gateway answers itself (not the services' answers, which carry their own): pages, assets, its errors.
  app.addHook('onSend', async (request, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    // An upload that lies about its type is shown, never run: no sniffing, a sandboxed document at most.
    const headers = /^\/(api|auth|dev|gateway)\//.test(request.url)
      ? apiSecurityHeaders
      : request.url.startsWith('/uploads/')
        ? uploadSecurityHeaders
        : html
          ? pageHeaders
          : assetSecurityHeaders;
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });

  const upstreams = Object.fromEntries(
    serviceNames.map((service) => [service, new Upstreams(upstreamList(options.services[service]))]),
  ) as Record<ServiceName, Upstreams>;
  const metrics = registerTelemetry(app, upstreams);
  for (const service of serviceNames) {
    const { prefix } = topology[service];
    // A body over the service's own limit is refused here, as the Ingress does.
    const bodyLimit = serviceBodyLimits[service];
    await serviceProxy(app, { prefix, target: service, upstreams: upstreams[service], bodyLimit, metrics });
  }

  // The development pages (the auth service's outbox, the dashboard's WhatsApp sandbox): only when `npm start` turns
  // them on, only for this machine's own browser.
  const devPages = [
    { on: options.devMail, prefix: '/dev/mail', target: 'auth' as const },
    { on: options.devWhatsapp, prefix: '/dev/whatsapp', target: 'dashboard' as const },
  ];
  for (const page of devPages.filter((candidate) => candidate.on)) {
    await serviceProxy(app, {
      prefix: page.prefix,
      target: page.target,
      upstreams: upstreams[page.target],
      bodyLimit: serviceBodyLimits[page.target],
      metrics,
      rewritePath: (url) => `${topology[page.target].prefix}${url}`,
      guard: (request, reply) => {
        if (!isLoopback(request.socket.remoteAddress))
          return reply
            .code(404)
            .send({ status: 404, code: 'not_found', message: 'Alamat yang diminta tidak ditemukan.' });
      },
    });
  }

  const remotesFile = path.join(options.staticDir, 'remotes.json');
  let cachedMap = { mtimeMs: -1, map: {} as RemotesMap };
  const remotesMap = (): RemotesMap => {
    try {
      const { mtimeMs } = fs.statSync(remotesFile);
      if (mtimeMs !== cachedMap.mtimeMs)
        cachedMap = { mtimeMs, map: JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as RemotesMap };
    } catch {
      cachedMap = { mtimeMs: -1, map: {} };
    }
    return cachedMap.map;
  };
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return remotesMap();
  });

  fs.mkdirSync(path.join(options.staticDir, 'remotes'), { recursive: true });
  await app.register(fastifyStatic, {
    root: path.join(options.staticDir, 'remotes'),
    prefix: '/remotes/',
    // The build's own .br / .gz (strongest settings) where the browser takes them.
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      cacheHeaders(reply, filePath);
      // Remotes may be served from another origin (a CDN) than the shell.
      reply.header('access-control-allow-origin', '*');
    },
  });

  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });

  // The published shell: its versioned builds, and its page (/index.html, which names the live version).
  fs.mkdirSync(path.join(options.staticDir, 'shell'), { recursive: true });
  await app.register(fastifyStatic, {
    root: path.join(options.staticDir, 'shell'),
    prefix: '/shell/',
    // The build's own .br / .gz (strongest settings) where the browser takes them.
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  // As the shell's publish leaves them (infra/publish/static-origin.mjs); never cached, so a release reaches them at
  // once.
  for (const [name, type] of Object.entries(rootFiles)) {
    const file = path.join(options.staticDir, name);
    app.get(`/${name}`, async (_request, reply) =>
      fs.existsSync(file)
        ? reply.header('cache-control', 'no-cache').type(type).send(fs.readFileSync(file))
        : reply.callNotFound(),
    );
  }

  // Every other GET is a route of the shell's router: answer with its page.
  const indexFile = path.join(options.staticDir, 'index.html');
  let cachedIndex = { mtimeMs: -1, html: '' };
  // Kept in memory; read again only when a publish replaced the file.
  const indexHtml = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (mtimeMs !== cachedIndex.mtimeMs) cachedIndex = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    return cachedIndex.html;
  };
  // /{slug}: every one-segment path goes to the invitation service, as the Ingress sends it (infra/edge-routes.json).
  // It answers an invitation, page or post with the link-preview tags and the data inline, a page of the shell or of
  // a live remote (/login, /promo: from /remotes.json) with the shell's page, anything else 404 + noindex; so a
  // remote's new page needs no change here. The table's one exact exception: /reset-password stays on the static
  // side (its query string carries the recovery session, which no service should see).
  const staticPages = new Set(['/reset-password']);
  // Keep-alive connections to the invitation service's replicas for the pages (fetch made a new Request per page).
  const pageAgent = new Agent({ keepAliveTimeout: 10_000, connections: 128 });
  app.addHook('onClose', async () => pageAgent.close());
  // `/` is the empty slug: the landing page, with the first view the marketing build publishes.
  const isSlug = (pathname: string) => /^\/[a-z0-9-]{0,100}$/.test(pathname) && !staticPages.has(pathname);

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      request.method === 'GET' &&
      !/\.[a-z0-9]+$/i.test(pathname) &&
      !/^\/(api|auth|remotes|shell|uploads|dev|gateway)\//.test(pathname);
    if (!wantsPage)
      return reply.code(404).send({ status: 404, code: 'not_found', message: 'Alamat yang diminta tidak ditemukan.' });
    if (isSlug(pathname)) {
      const query = request.url.slice(pathname.length);
      const tried = new Set<string>();
      // Each replica of the invitation service in turn; when none answers, the plain shell page.
      for (let upstream = upstreams.invitation.pick(tried); upstream; upstream = upstreams.invitation.pick(tried)) {
        tried.add(upstream);
        try {
          // As the browser asked (its encodings too): the service's kept pages come compressed once, passed as they are.
          const answer = await undiciRequest(`${upstream}/api/invitation/page${pathname}${query}`, {
            dispatcher: pageAgent,
            headers: {
              'x-request-id': request.id,
              'x-forwarded-for': request.ip,
              ...(request.headers['accept-encoding'] ? { 'accept-encoding': request.headers['accept-encoding'] } : {}),
              // A private invitation's unlock cookie opens its page (as nginx and the Ingress pass it).
              ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
            },
            signal: AbortSignal.timeout(3000),
          });
          const body = Buffer.from(await answer.body.arrayBuffer());
          if (answer.statusCode >= 500) throw new Error(`invitation service ${answer.statusCode}`);
          const encoding = answer.headers['content-encoding'];
          if (typeof encoding === 'string')
            reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
          const cacheControl = answer.headers['cache-control'];
          const robots = answer.headers['x-robots-tag'];
          if (typeof robots === 'string') reply.header('x-robots-tag', robots);
          return reply
            .code(answer.statusCode)
            .header('cache-control', typeof cacheControl === 'string' ? cacheControl : 'no-cache')
            .type('text/html; charset=utf-8')
            .send(body);
        } catch (error) {
          const failure = error as { code?: string; cause?: { code?: string } };
          const code = failure.cause?.code ?? failure.code;
          if (code === 'ECONNREFUSED') upstreams.invitation.markDown(upstream);
          request.log.warn({ upstream, code, err: error }, 'invitation page unavailable');
        }
      }
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());
  };
  // Pages as a route of their own (compressed like every route: a not-found handler is not), everything else here.
  app.get('/*', answerPage);
  app.setNotFoundHandler(answerPage);
  return app;
}
