import { copyFile, mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  apiSecurityHeaders,
  assetSecurityHeaders,
  pageSecurityHeaders,
  uploadSecurityHeaders,
} from '@undangin/contracts';
import { buildGateway } from './gateway';

const MB = 1024 * 1024;

/** A stand-in service that takes bodies up to its own limit, like the real ones, and says what it received. */
async function upstream(bodyLimit: number): Promise<FastifyInstance> {
  const app = Fastify({ bodyLimit });
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
  app.all('/*', async (request, reply) => {
    reply.header('content-security-policy', apiSecurityHeaders['content-security-policy']);
    return {
      path: request.url,
      received: (request.body as Buffer | undefined)?.length ?? 0,
      forwardedFor: request.headers['x-forwarded-for'],
    };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

const bigScript = `console.log(${JSON.stringify('Selamat datang di Undangin. '.repeat(200))});\n`;
const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

describe('the local gateway', () => {
  let small: FastifyInstance;
  let uploads: FastifyInstance;
  let gateway: FastifyInstance;
  let withoutOutbox: FastifyInstance;

  let staticDir: string;
  let root: string;
  const writeRemotesMap = (version: string) =>
    writeFile(
      path.join(staticDir, 'remotes.json'),
      JSON.stringify({
        invitation: {
          version,
          entry: `/remotes/invitation/${version}/mf-manifest.json`,
          routes: { major: 1, pages: [{ id: 'invitation', path: '/:slug', access: 'public', chrome: 'bare' }] },
        },
        marketing: {
          version,
          entry: `/remotes/marketing/${version}/mf-manifest.json`,
          routes: { major: 1, pages: [{ id: 'promo', path: '/promo', access: 'public', chrome: 'site' }] },
        },
      }),
    );

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'gateway-'));
    staticDir = path.join(root, 'static');
    // The shell as a publish leaves it: its page at the root, its build in a versioned folder.
    await mkdir(path.join(staticDir, 'shell', 'v1'), { recursive: true });
    await writeFile(
      path.join(staticDir, 'index.html'),
      `<!doctype html><html><head><title>Undangin</title></head><body>${'<p>Undangan digital</p>'.repeat(80)}</body></html>`,
    );
    await writeFile(path.join(staticDir, 'shell', 'v1', 'main.0123456789.js'), 'console.log(1)');
    // A build's script with the brotli copy the build makes beside it.
    await writeFile(path.join(staticDir, 'shell', 'v1', 'big.0123456789.js'), bigScript);
    await writeFile(path.join(staticDir, 'shell', 'v1', 'big.0123456789.js.br'), brotliCompressSync(bigScript));
    for (const version of ['v1', 'v2']) {
      await mkdir(path.join(staticDir, 'remotes', 'invitation', version), { recursive: true });
      await writeFile(path.join(staticDir, 'remotes', 'invitation', version, 'mf-manifest.json'), '{}');
      await writeFile(path.join(staticDir, 'remotes', 'invitation', version, 'page.0123456789.js'), 'console.log(2)');
    }
    await writeRemotesMap('v1');
    // The shell's root files, as its publish copies them out of its build.
    for (const file of ['robots.txt', 'desk-sw.js', 'desk.webmanifest', 'desk-icon-192.png', 'desk-icon-512.png'])
      await copyFile(path.resolve(__dirname, '../../../shell/public', file), path.join(staticDir, file));
    const uploadsDir = path.join(root, 'uploads');
    await mkdir(uploadsDir);
    // An "mp3" that is HTML with a script after its ID3 tag: a browser that sniffs would run it.
    await writeFile(
      path.join(uploadsDir, 'lagu.mp3'),
      'ID3\u0003\u0000<html><script>alert(document.cookie)</script></html>',
    );
    small = await upstream(1 * MB);
    uploads = await upstream(51 * MB);
    const services = {
      auth: urlOf(small),
      marketing: urlOf(small),
      invitation: urlOf(small),
      dashboard: urlOf(uploads),
      admin: urlOf(small),
      billing: urlOf(small),
    };
    gateway = await buildGateway({ root, services, staticDir, uploadsDir, devMail: true, devWhatsapp: true });
    withoutOutbox = await buildGateway({ root, services, staticDir, uploadsDir });
  });
  afterAll(async () => {
    await Promise.all([gateway.close(), withoutOutbox.close(), small.close(), uploads.close()]);
  });

  it('answers a body over a service’s limit with 413 in the shared shape, not 503', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/marketing/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.alloc(2 * MB, 32),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 413,
      code: 'payload_too_large',
      message: 'Ukuran data yang dikirim terlalu besar.',
    });
    expect(response.headers).toMatchObject(apiSecurityHeaders);
  });

  it('passes uploads up to the dashboard’s own 50 MB limit through to the service', async () => {
    const body = Buffer.alloc(20 * MB, 1);
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/dashboard/media',
      headers: { 'content-type': 'application/octet-stream' },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ received: body.length });
    const over = await gateway.inject({
      method: 'POST',
      url: '/api/dashboard/media',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(52 * MB),
    });
    expect(over.statusCode).toBe(413);
  });

  it('sends the page policy with every page, including the shell’s fallback for any route', async () => {
    for (const url of ['/', '/app', '/app/guests', '/admin', '/login', '/reset-password']) {
      const response = await gateway.inject({ url });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers).toMatchObject(pageSecurityHeaders());
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves uploads that cannot be sniffed into a page, and assets with nosniff', async () => {
    const upload = await gateway.inject({ url: '/uploads/lagu.mp3' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers).toMatchObject(uploadSecurityHeaders);
    expect(upload.headers['content-security-policy']).toContain('sandbox');
    const asset = await gateway.inject({ url: '/shell/v1/main.0123456789.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers).toMatchObject(assetSecurityHeaders);
    const manifest = await gateway.inject({ url: '/remotes/invitation/v1/mf-manifest.json' });
    expect(manifest.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves /remotes.json as it is on disk at each request, a versioned build immutable and its manifest fresh', async () => {
    const before = await gateway.inject({ url: '/remotes.json' });
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.json().invitation.entry).toBe('/remotes/invitation/v1/mf-manifest.json');
    await writeRemotesMap('v2');
    // A later mtime, as a release's rename gives it.
    expect((await gateway.inject({ url: '/remotes.json' })).json().invitation.entry).toBe(
      '/remotes/invitation/v2/mf-manifest.json',
    );
    expect((await gateway.inject({ url: '/remotes/invitation/v2/page.0123456789.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await gateway.inject({ url: '/remotes/invitation/v2/mf-manifest.json' })).headers['cache-control']).toBe(
      'no-cache',
    );
    await writeRemotesMap('v1');
  });

  it('serves a build’s own brotli copy of a script to a browser that takes it, still immutable, and compresses pages', async () => {
    const asked = await gateway.inject({
      url: '/shell/v1/big.0123456789.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asked.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(brotliDecompressSync(asked.rawPayload).toString()).toBe(bigScript);
    // A browser that takes no brotli gets the script as it is.
    const plain = await gateway.inject({ url: '/shell/v1/big.0123456789.js' });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, bigScript]);
    // The shell's page for a client route, compressed like any answer.
    const page = await gateway.inject({ url: '/app/guests', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Undangin</title>');
  });

  it('sends every one-segment path and / to the invitation service’s page, a live remote’s page and a made-up one alike', async () => {
    // /harga-spesial is in no map: the invitation service, not the edge, tells a page from a slug. / is the empty
    // slug: the landing page with the marketing build's first view.
    for (const url of ['/promo', '/login', '/harga-spesial', '/rina-dan-dimas', '/']) {
      const response = await gateway.inject({ url: `${url}?to=Budi` });
      expect({ url, asked: (JSON.parse(response.body) as { path: string }).path }).toEqual({
        url,
        asked: `/api/invitation/page${url}?to=Budi`,
      });
      expect(response.headers['content-type']).toContain('text/html');
    }
    // The edge's exception (the recovery session in its query string) and longer paths: the shell's page.
    for (const url of ['/reset-password', '/app/guests'])
      expect({ url, body: (await gateway.inject({ url })).body }).toEqual({
        url,
        body: expect.stringContaining('<title>Undangin</title>'),
      });
  });

  it('answers a one-segment path with the shell’s page when the invitation service is down or fails', async () => {
    const failing = Fastify();
    failing.get('/*', async (_request, reply) => reply.code(500).send({ status: 500 }));
    await failing.listen({ host: '127.0.0.1', port: 0 });
    const closed = await upstream(1 * MB);
    const closedUrl = urlOf(closed);
    await closed.close();
    const services = {
      auth: urlOf(small),
      marketing: urlOf(small),
      dashboard: urlOf(uploads),
      admin: urlOf(small),
      billing: urlOf(small),
    };
    const gateways = [
      await buildGateway({
        root,
        services: { ...services, invitation: urlOf(failing) },
        staticDir,
        uploadsDir: path.join(root, 'uploads'),
      }),
      await buildGateway({
        root,
        services: { ...services, invitation: closedUrl },
        staticDir,
        uploadsDir: path.join(root, 'uploads'),
      }),
    ];
    try {
      for (const app of gateways) {
        for (const url of ['/promo', '/rina-dan-dimas']) {
          const response = await app.inject({ url });
          expect({ url, status: response.statusCode, body: response.body }).toEqual({
            url,
            status: 200,
            body: expect.stringContaining('<title>Undangin</title>'),
          });
        }
      }
    } finally {
      await Promise.all([...gateways.map((g) => g.close()), failing.close()]);
    }
  });

  it('serves the shell’s root files fresh: robots.txt, and the check-in desk’s service worker, manifest and icons', async () => {
    const worker = await gateway.inject({ url: '/desk-sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers).toMatchObject(assetSecurityHeaders);
    expect(worker.body).toContain("const CACHE = 'undangin-desk-v1';");
    const manifest = await gateway.inject({ url: '/desk.webmanifest' });
    expect(manifest.headers).toMatchObject({
      'content-type': 'application/manifest+json',
      'cache-control': 'no-cache',
    });
    const app = manifest.json() as { start_url: string; scope: string; icons: Array<{ src: string; sizes: string }> };
    expect(app).toMatchObject({ start_url: '/resepsionis/', scope: '/', lang: 'id', display: 'standalone' });
    for (const icon of app.icons) {
      const image = await gateway.inject({ url: icon.src });
      expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'no-cache' });
      // The PNG header's width and height, byte for byte as published.
      const size = image.rawPayload.readUInt32BE(16);
      expect(`${size}x${image.rawPayload.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    const robots = await gateway.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /api/');
    // The pages the worker keeps are the shell's own page.
    for (const url of ['/resepsionis/abc123', '/app/dashboard/guests/inv-1/checkin'])
      expect((await gateway.inject({ url })).body).toContain('<title>Undangin</title>');
  });

  it('keeps the services’ own headers on API answers', async () => {
    const response = await gateway.inject({ url: '/api/invitation/public/budi' });
    expect(response.headers['content-security-policy']).toBe(apiSecurityHeaders['content-security-policy']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('routes the mail outbox only when turned on, and only for this machine', async () => {
    const local = await gateway.inject({ url: '/dev/mail', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.json()).toMatchObject({ path: '/auth/v1/dev/mail', forwardedFor: '127.0.0.1' });
    const stranger = await gateway.inject({ url: '/dev/mail', remoteAddress: '203.0.113.7' });
    expect(stranger.statusCode).toBe(404);
    const messages = await gateway.inject({
      url: '/dev/mail/messages?to=admin@undangin.id',
      remoteAddress: '10.1.2.3',
    });
    expect(messages.statusCode).toBe(404);
    expect((await withoutOutbox.inject({ url: '/dev/mail', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });

  it('routes the WhatsApp sandbox viewer to the dashboard only when turned on, and only for this machine', async () => {
    const local = await gateway.inject({ url: '/dev/whatsapp?nomor=6281234567001', remoteAddress: '127.0.0.1' });
    expect(local.json()).toMatchObject({
      path: '/api/dashboard/dev/whatsapp?nomor=6281234567001',
      forwardedFor: '127.0.0.1',
    });
    expect((await gateway.inject({ url: '/dev/whatsapp', remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    expect((await withoutOutbox.inject({ url: '/dev/whatsapp', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});
