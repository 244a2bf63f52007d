import path from 'node:path';
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
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

/**
 * The local stand-in for the production Ingress: one origin that serves the shell, the remotes under
 * /remotes/{name}/, uploads under /uploads/, and proxies /auth/v1 and /api/{service}.
 */
export interface GatewayOptions {
  root: string;
  /** name → base URL of each service, e.g. { auth: 'http://127.0.0.1:4001' }. */
  services: Record<ServiceName, string>;
  /**
   * The static origin as a folder (layout in packages/contracts/src/remotes-map.ts): /remotes.json, read on every
   * request so a switched line takes effect at once, and the remotes' versioned builds under /remotes/.
   */
  staticDir: string;
  uploadsDir: string;
  logger?: boolean;
  /** Route /dev/mail to the auth service's local outbox (only `npm start` turns it on; loopback clients only). */
  devMail?: boolean;
  /** Further origins the pages load from: a CDN of the remotes, the uploads' S3 URL (ASSET_ORIGINS, S3_PUBLIC_URL). */
  assetOrigins?: string[];
  /** The payment gateway's origins (Midtrans's Snap.js and its frame), PAYMENT_ORIGINS. */
  paymentOrigins?: string[];
}

const hashedAsset = /\.[0-9a-f]{10}\.(js|css)$|\/assets\//;
// A remote's published folder never changes; only its manifest and route list are looked up afresh.
const versionedAsset = /\/remotes\/[a-z]+\/[A-Za-z0-9._-]+\/(?!mf-manifest\.json$|routes\.json$)/;

type HeaderTarget = { header: (name: string, value: string) => unknown };

function cacheHeaders(reply: HeaderTarget, filePath: string): void {
  const immutable = hashedAsset.test(filePath) || versionedAsset.test(filePath.split(path.sep).join('/'));
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const isLoopback = (address: string | undefined) => /^(127\.|::1$|::ffff:127\.)/.test(address ?? '');
const tooLarge = { status: 413, code: 'payload_too_large', message: 'Ukuran data yang dikirim terlalu besar.' };

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  // The gateway is the edge: it trusts no forwarded header and tells the services who the client really is.
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const pageHeaders = pageSecurityHeaders(options.assetOrigins ?? [], options.paymentOrigins ?? []);
  // What the gateway answers itself (not the services' answers, which carry their own): pages, assets, its errors.
  app.addHook('onSend', async (request, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    // An upload that lies about its type is shown, never run: no sniffing, a sandboxed document at most.
    const headers = /^\/(api|auth|dev)\//.test(request.url)
      ? apiSecurityHeaders
      : request.url.startsWith('/uploads/')
        ? uploadSecurityHeaders
        : html
          ? pageHeaders
          : assetSecurityHeaders;
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });

  for (const service of serviceNames) {
    const { prefix } = topology[service];
    const bodyLimit = serviceBodyLimits[service];
    await app.register(proxy, {
      upstream: options.services[service],
      prefix,
      rewritePrefix: prefix,
      // A body over the service's own limit is refused here, as the Ingress does: a service that refuses a body
      // mid-upload resets the connection, which would otherwise read as the service being down.
      preHandler: async (request, reply) => {
        if (Number(request.headers['content-length'] ?? 0) > bodyLimit) return reply.code(413).send(tooLarge);
      },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': request.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': request.headers.host ?? '',
        }),
        onError: (reply, { error }) => {
          // The service reset the connection while a large body was still arriving: it refused the size.
          const reset = ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'].includes(
            (error as { cause?: { code?: string } }).cause?.code ?? '',
          );
          if (reset && Number(reply.request.headers['content-length'] ?? 0) > serviceBodyLimits.default)
            return void reply.code(413).send(tooLarge);
          void reply.code(503).send({
            status: 503,
            code: 'service_unavailable',
            message: 'Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
          });
        },
      },
    });
  }

  // The auth service's local outbox: only when `npm start` turns it on, only for this machine's own browser.
  if (options.devMail) {
    await app.register(proxy, {
      upstream: options.services.auth,
      prefix: '/dev/mail',
      rewritePrefix: '/auth/v1/dev/mail',
      preHandler: async (request, reply) => {
        if (!isLoopback(request.socket.remoteAddress))
          return reply
            .code(404)
            .send({ status: 404, code: 'not_found', message: 'Alamat yang diminta tidak ditemukan.' });
      },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': request.socket.remoteAddress ?? '',
        }),
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
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
  });

  // The published shell: its versioned builds, and its page (/index.html, which names the live version).
  fs.mkdirSync(path.join(options.staticDir, 'shell'), { recursive: true });
  await app.register(fastifyStatic, {
    root: path.join(options.staticDir, 'shell'),
    prefix: '/shell/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(fs.readFileSync(path.join(options.staticDir, 'robots.txt'), 'utf8')),
  );

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
  const isSlug = (pathname: string) => /^\/[a-z0-9-]{1,100}$/.test(pathname) && !staticPages.has(pathname);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      request.method === 'GET' &&
      !/\.[a-z0-9]+$/i.test(pathname) &&
      !/^\/(api|auth|remotes|shell|uploads|dev)\//.test(pathname);
    if (!wantsPage)
      return reply.code(404).send({ status: 404, code: 'not_found', message: 'Alamat yang diminta tidak ditemukan.' });
    if (isSlug(pathname)) {
      try {
        const query = request.url.slice(pathname.length);
        const answer = await fetch(`${options.services.invitation}/api/invitation/page${pathname}${query}`, {
          signal: AbortSignal.timeout(3000),
        });
        if (answer.status >= 500) throw new Error(`invitation service ${answer.status}`);
        return reply
          .code(answer.status)
          .header('cache-control', answer.headers.get('cache-control') ?? 'no-cache')
          .type('text/html; charset=utf-8')
          .send(await answer.text());
      } catch {
        // The invitation service is down: the plain shell page still loads and shows that area's fallback.
      }
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());
  });
  return app;
}
