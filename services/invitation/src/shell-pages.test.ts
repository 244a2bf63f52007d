import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pageSecurityHeaders } from '@undangin/contracts';
import { closedPort, serviceWith, shellIndex, startOrigin, type App } from './test-origin';

/**
 * The edge sends every one-segment path to GET /page/:slug. A page the shell mounts itself (its sign-in screens) or
 * that a live remote publishes in /remotes.json is answered with the plain shell page; only the rest is a 404.
 */
type Page = { id: string; path: string; access?: 'public' | 'user' | 'admin' };
const line = (name: string, version: string, pages: Page[]) => ({
  version,
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  routes: { major: 1, pages: pages.map((p) => ({ access: 'public', chrome: 'site', ...p })) },
});
const remotesMap = (marketing: { version: string; pages: Page[] }, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    invitation: line('invitation', 'i1', [{ id: 'invitation', path: '/:slug' }]),
    marketing: line('marketing', marketing.version, marketing.pages),
    // Outside the dashboard's mount: the shell does not mount it, so it is no page.
    dashboard: line('dashboard', 'd1', [
      { id: 'guests', path: '/app/guests', access: 'user' },
      { id: 'stray', path: '/nyasar' },
    ]),
    ...extra,
  });
const v1 = {
  version: 'm1',
  pages: [
    { id: 'home', path: '/' },
    { id: 'promo', path: '/promo' },
    { id: 'about', path: '/about' },
  ],
};
const v2 = { version: 'm2', pages: [...v1.pages, { id: 'harga-spesial', path: '/harga-spesial' }] };

const noindex = '<meta name="robots" content="noindex" />';
const page = (app: App, slug: string) => app.inject({ url: `/api/invitation/page/${slug}` });

describe('/{slug} that is a page of the shell or of a live remote', () => {
  it('answers a published page and the sign-in screens 200 with the plain shell page, and follows a new map without a code change', async () => {
    const files = new Map([
      ['/index.html', shellIndex('a1')],
      ['/remotes.json', remotesMap(v1)],
    ]);
    const origin = await startOrigin(files);
    const app = await serviceWith({ STATIC_ORIGIN_URL: origin.url, STATIC_ORIGIN_TTL_SECONDS: '0' });
    try {
      for (const slug of ['promo', 'about', 'login', 'register', 'forgot-password', 'reset-password']) {
        const response = await page(app, slug);
        expect({ slug, status: response.statusCode }).toEqual({ slug, status: 200 });
        // The published page as it is: no preview of anything, no inline data, no noindex.
        expect(response.body).toBe(shellIndex('a1'));
        expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers).toMatchObject(pageSecurityHeaders());
      }

      // Not published (yet), outside a remote's mount, or made up: 404 with noindex.
      for (const slug of ['harga-spesial', 'nyasar', 'tidak-ada-halaman']) {
        const response = await page(app, slug);
        expect({ slug, status: response.statusCode }).toEqual({ slug, status: 404 });
        expect(response.body).toContain(noindex);
      }

      // A marketing release publishes /harga-spesial: one line of the map changes, nothing else.
      files.set('/remotes.json', remotesMap(v2));
      const released = await page(app, 'harga-spesial');
      expect(released.statusCode).toBe(200);
      expect(released.body).toBe(shellIndex('a1'));
      expect((await page(app, 'tidak-ada-halaman')).statusCode).toBe(404);

      // The origin goes away: the last good map still knows the page.
      await origin.stop();
      expect((await page(app, 'harga-spesial')).statusCode).toBe(200);
      expect((await page(app, 'tidak-ada-halaman')).statusCode).toBe(404);
    } finally {
      await app.close();
      await origin.stop().catch(() => undefined);
    }
  });

  it('ignores a remote of another route-contract major, as the shell does', async () => {
    const other = {
      version: 'x9',
      entry: '/remotes/marketing/x9/mf-manifest.json',
      routes: { major: 2, pages: [{ id: 'baru', path: '/halaman-baru', access: 'public', chrome: 'site' }] },
    };
    const origin = await startOrigin(
      new Map([
        ['/index.html', shellIndex('a1')],
        ['/remotes.json', remotesMap(v1, { marketing: other })],
      ]),
    );
    const app = await serviceWith({ STATIC_ORIGIN_URL: origin.url, STATIC_ORIGIN_TTL_SECONDS: '0' });
    try {
      expect((await page(app, 'halaman-baru')).statusCode).toBe(404);
      expect((await page(app, 'login')).statusCode).toBe(200);
    } finally {
      await app.close();
      await origin.stop();
    }
  });

  it('reads the pages from STATIC_DIR, re-read when the map changes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'static-pages-'));
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'index.html'), shellIndex('d1'));
    await writeFile(path.join(dir, 'remotes.json'), remotesMap(v1));
    const app = await serviceWith({ STATIC_DIR: dir, STATIC_ORIGIN_TTL_SECONDS: '0' });
    try {
      const promo = await page(app, 'promo');
      expect(promo.statusCode).toBe(200);
      expect(promo.body).toBe(shellIndex('d1'));
      expect(promo.body).not.toContain(noindex);
      expect((await page(app, 'harga-spesial')).statusCode).toBe(404);
      await writeFile(path.join(dir, 'remotes.json'), remotesMap(v2));
      const later = new Date(Date.now() + 5000);
      await utimes(path.join(dir, 'remotes.json'), later, later);
      expect((await page(app, 'harga-spesial')).statusCode).toBe(200);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('without a map: an unknown slug and a remote’s page stay 404, the sign-in screens 200, never a 500', async () => {
    // The origin serves the shell's page but no remotes.json.
    const origin = await startOrigin(new Map([['/index.html', shellIndex('a1')]]));
    const noMap = await serviceWith({ STATIC_ORIGIN_URL: origin.url, STATIC_ORIGIN_TTL_SECONDS: '0' });
    // Nothing at all can be read: the built-in page.
    const down = await serviceWith({
      STATIC_ORIGIN_URL: await closedPort(),
      STATIC_ORIGIN_TTL_SECONDS: '0',
      SHELL_INDEX_FILE: path.join(os.tmpdir(), 'tidak-ada', 'index.html'),
    });
    // No static origin at all (the local builds): only the shell's own paths are known.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shell-only-'));
    await writeFile(path.join(dir, 'index.html'), shellIndex('l1'));
    const local = await serviceWith({ SHELL_INDEX_FILE: path.join(dir, 'index.html') });
    try {
      for (const app of [noMap, down, local]) {
        for (const slug of ['tidak-ada-halaman', 'promo']) {
          const response = await page(app, slug);
          expect({ slug, status: response.statusCode }).toEqual({ slug, status: 404 });
          expect(response.body).toContain(noindex);
        }
        const login = await page(app, 'login');
        expect(login.statusCode).toBe(200);
        expect(login.body).not.toContain(noindex);
      }
      expect((await page(noMap, 'login')).body).toBe(shellIndex('a1'));
      expect((await page(local, 'login')).body).toBe(shellIndex('l1'));
      const builtIn = await page(down, 'login');
      // The built-in page opens the shell; it says nothing is missing, and no shared cache keeps it.
      expect(builtIn.body).toContain('<script defer src="/api/invitation/assets/shell/load-shell-1.js"></script>');
      expect(builtIn.body).not.toContain('Halaman tidak ditemukan');
      expect(builtIn.headers['cache-control']).toBe('no-store');
      expect((await page(down, 'tidak-ada-halaman')).body).toContain('Halaman tidak ditemukan');
    } finally {
      await Promise.all([noMap.close(), down.close(), local.close()]);
      await origin.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
