import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { pageSecurityHeaders } from '@undangin/contracts';
import { closedPort, serviceWith, shellIndex, startOrigin, type App } from './test-origin';

/**
 * The edge sends `/` here as the empty slug: the shell's page with the landing page's first view, which the live
 * marketing build publishes beside its manifest, painted before any script runs.
 */
const line = (name: string, version: string, path: string) => ({
  version,
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  routes: { major: 1, pages: [{ id: 'home', path, access: 'public', chrome: 'site' }] },
});
const remotesMap = (marketing: string) =>
  JSON.stringify({ invitation: line('invitation', 'i1', '/:slug'), marketing: line('marketing', marketing, '/') });
const view = (title: string) =>
  `<div id="undangin-prerender" aria-hidden="true"><p>${title}</p><a href="/register" tabindex="-1">Mulai Gratis</a></div>`;
const home = (app: App, headers: Record<string, string> = {}) => app.inject({ url: '/api/invitation/page/', headers });

describe('the landing page / from the page service', () => {
  it("answers the shell's page with the live marketing build's first view, and follows a marketing release alone", async () => {
    const files = new Map([
      ['/index.html', shellIndex('a1')],
      ['/remotes.json', remotesMap('m1')],
      ['/remotes/marketing/m1/first-view.html', `${view('Undangan Digital')}\n`],
      ['/remotes/marketing/m2/first-view.html', view('Undangan Baru')],
    ]);
    const origin = await startOrigin(files);
    const app = await serviceWith({ STATIC_ORIGIN_URL: origin.url, STATIC_ORIGIN_TTL_SECONDS: '0' });
    try {
      const response = await home(app);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(shellIndex('a1').replace('<body>', `<body>${view('Undangan Digital')}`));
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers).toMatchObject(pageSecurityHeaders());
      // Compressed once, as a phone asks for it (a real first view is a few KB; this one is too small to compress).
      files.set('/remotes/marketing/m1/first-view.html', view('Undangan Digital '.repeat(80)));
      const compressed = await home(app, { 'accept-encoding': 'br, gzip' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('Undangan Digital Undangan Digital');

      // A marketing release: one line of /remotes.json, and the page carries the new build's first view.
      files.set('/remotes.json', remotesMap('m2'));
      expect((await home(app)).body).toContain(view('Undangan Baru'));
      // A release without one (an older build): the plain shell page, still 200.
      files.set('/remotes.json', remotesMap('m3'));
      const plain = await home(app);
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toBe(shellIndex('a1'));
    } finally {
      await app.close();
      await origin.stop();
    }
  });

  it('puts in nothing that is not one first-view element', async () => {
    const files = new Map([
      ['/index.html', shellIndex('a1')],
      ['/remotes.json', remotesMap('m1')],
      ['/remotes/marketing/m1/first-view.html', '<script>alert(1)</script>'],
    ]);
    const origin = await startOrigin(files);
    const app = await serviceWith({ STATIC_ORIGIN_URL: origin.url, STATIC_ORIGIN_TTL_SECONDS: '0' });
    try {
      const response = await home(app);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(shellIndex('a1'));
    } finally {
      await app.close();
      await origin.stop();
    }
  });

  it('reads the local builds without a static origin, and never answers a 5xx when no shell page can be read', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'home-'));
    await writeFile(path.join(dir, 'index.html'), shellIndex('b1'));
    await writeFile(path.join(dir, 'first-view.html'), view('Lokal'));
    const local = await serviceWith({
      SHELL_INDEX_FILE: path.join(dir, 'index.html'),
      MARKETING_FIRST_VIEW_FILE: path.join(dir, 'first-view.html'),
    });
    try {
      expect((await home(local)).body).toBe(shellIndex('b1').replace('<body>', `<body>${view('Lokal')}`));
    } finally {
      await local.close();
    }

    const down = await serviceWith({ STATIC_ORIGIN_URL: await closedPort() });
    try {
      const response = await home(down);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      // The built-in page opens the shell itself.
      expect(response.body).toContain('Memuat halaman');
    } finally {
      await down.close();
    }
  });
});
