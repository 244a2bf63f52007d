import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { publishedFile } from './domain/static-origin';
import { createInvitation } from './test-fixtures';
import { closedPort, serviceWith, shellIndex, startOrigin } from './test-origin';

const remotesMap = (version: string) =>
  JSON.stringify({
    invitation: { version, entry: `/remotes/invitation/${version}/mf-manifest.json`, routes: { major: 1, pages: [] } },
    dashboard: { version: 'd1', entry: '/remotes/dashboard/d1/mf-manifest.json', routes: { major: 1, pages: [] } },
  });
const manifest = (version: string) =>
  JSON.stringify({
    metaData: { name: 'invitation', remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [
      {
        path: './routes',
        assets: {
          js: { sync: [`routes.${version}.js`], async: [] },
          css: { sync: [`routes.${version}.css`], async: [] },
        },
      },
    ],
  });
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(?:fetch|script|style)" href="([^"]+)"/g)].map((m) => m[1]);

describe('/{slug} from the static origin', () => {
  it('answers a working page (200, the couple, the date and the place, preview tags) when no shell page can be read anywhere', async () => {
    const { slug } = await createInvitation({
      couple_name: 'Budi & Ani',
      event_date: '2027-03-14',
      event_time: '19:00',
      location: 'Balai Kartini, Jakarta',
    });
    const logs: string[] = [];
    const app = await serviceWith(
      {
        SHELL_INDEX_FILE: path.join(os.tmpdir(), 'tidak-ada', 'index.html'),
        STATIC_ORIGIN_URL: await closedPort(),
        STATIC_ORIGIN_TTL_SECONDS: '0',
      },
      logs,
    );
    try {
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({ url: `/api/invitation/page/${slug}` });
        expect(response.statusCode).toBe(200);
        const html = response.body;
        expect(html).toContain('<meta property="og:title" content="Budi &amp; Ani" />');
        expect(html).toContain('<title>Budi &amp; Ani</title>');
        expect(html).toContain('<h1>Budi &amp; Ani</h1>');
        expect(html).toContain('<p>Minggu, 14 Maret 2027, Pukul 19:00 WIB</p>');
        expect(html).toContain('<p>Balai Kartini, Jakarta</p>');
        expect(html).toMatch(/<script id="undangin-slug-data" type="application\/json">\{"kind":"invitation"/);
        // It opens the shell from the same origin with an external script (the page policy allows no inline code).
        expect(html).toContain('<script defer src="/api/invitation/assets/shell/load-shell-1.js"></script>');
        expect(html).toContain(`<a href="/${slug}">Muat ulang</a>`);
        // Nothing to preload: neither the map nor a manifest could be read.
        expect(html).not.toContain('/remotes/invitation/');
        expect(response.headers['cache-control']).toBe('no-store');
      }
      // One warning per unavailable file for the whole outage, not one per guest.
      const warnings = logs.filter((line) => line.includes('"level":40'));
      expect(warnings.filter((line) => line.includes("the shell's index.html unavailable"))).toHaveLength(1);
      expect(warnings.filter((line) => line.includes('remotes.json unavailable'))).toHaveLength(1);
      const script = await app.inject({ url: '/api/invitation/assets/shell/load-shell-1.js' });
      expect(script.statusCode).toBe(200);
      expect(script.body).toContain("fetch('/index.html'");
    } finally {
      await app.close();
    }
  });

  it("builds the page from the origin's index and preloads the invitation remote's live version; keeps the last good copy when the origin stops", async () => {
    const { slug } = await createInvitation({ couple_name: 'Sari & Joko' });
    const files = new Map([
      ['/index.html', shellIndex('a1')],
      ['/remotes.json', remotesMap('v2')],
      ['/remotes/invitation/v2/mf-manifest.json', manifest('v2')],
    ]);
    const origin = await startOrigin(files);
    let stopped = false;
    const app = await serviceWith({
      STATIC_ORIGIN_URL: `${origin.url}/`,
      STATIC_ORIGIN_TTL_SECONDS: '0',
      SHELL_INDEX_FILE: path.join(os.tmpdir(), 'tidak-ada', 'index.html'),
    });
    try {
      const first = await app.inject({ url: `/api/invitation/page/${slug}` });
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('<script defer src="/shell/a1/main.a1.js"></script>');
      expect(first.body).toContain('<meta property="og:title" content="Sari &amp; Joko" />');
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(preloadsOf(first.body)).toEqual([
        '/remotes.json',
        '/remotes/invitation/v2/mf-manifest.json',
        '/remotes/invitation/v2/remoteEntry.js',
        '/remotes/invitation/v2/routes.v2.js',
        '/remotes/invitation/v2/routes.v2.css',
      ]);
      expect(first.body).not.toContain('/remotes/invitation/mf-manifest.json');

      // Asked again on the next page, conditionally: an unchanged file costs a 304.
      await app.inject({ url: `/api/invitation/page/${slug}` });
      expect(origin.seen.filter((r) => r.url === '/index.html').map((r) => r.status)).toEqual([200, 304]);

      // A release of the invitation remote: one line of the map changes, the next page preloads the new build.
      files.set('/remotes/invitation/v3/mf-manifest.json', manifest('v3'));
      files.set('/remotes.json', remotesMap('v3'));
      files.set('/index.html', shellIndex('b2'));
      const released = await app.inject({ url: `/api/invitation/page/${slug}` });
      expect(released.body).toContain('/shell/b2/main.b2.js');
      expect(preloadsOf(released.body)).toContain('/remotes/invitation/v3/routes.v3.js');
      expect(released.body).not.toContain('/remotes/invitation/v2/');

      // The origin goes away: guests still get the last good page and preloads.
      await origin.stop();
      stopped = true;
      const during = await app.inject({ url: `/api/invitation/page/${slug}` });
      expect(during.statusCode).toBe(200);
      expect(during.body).toContain('/shell/b2/main.b2.js');
      expect(preloadsOf(during.body)).toContain('/remotes/invitation/v3/mf-manifest.json');
    } finally {
      await app.close();
      if (!stopped) await origin.stop();
    }
  });

  it('does not ask the origin again within the cache time', async () => {
    const { slug } = await createInvitation();
    const files = new Map([
      ['/index.html', shellIndex('a1')],
      ['/remotes.json', remotesMap('v2')],
      ['/remotes/invitation/v2/mf-manifest.json', manifest('v2')],
      ['/remotes/invitation/v3/mf-manifest.json', manifest('v3')],
    ]);
    const origin = await startOrigin(files);
    const app = await serviceWith({ STATIC_ORIGIN_URL: origin.url, STATIC_ORIGIN_TTL_SECONDS: '60' });
    try {
      expect(preloadsOf((await app.inject({ url: `/api/invitation/page/${slug}` })).body)).toContain(
        '/remotes/invitation/v2/mf-manifest.json',
      );
      files.set('/remotes.json', remotesMap('v3'));
      expect(preloadsOf((await app.inject({ url: `/api/invitation/page/${slug}` })).body)).toContain(
        '/remotes/invitation/v2/mf-manifest.json',
      );
      expect(origin.seen.filter((r) => r.url === '/remotes.json')).toHaveLength(1);
    } finally {
      await app.close();
      await origin.stop();
    }
  });

  it('reads the same layout from STATIC_DIR, follows its changes and outlives a broken or missing file', async () => {
    const { slug } = await createInvitation({ couple_name: 'Dewi & Eko' });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'static-'));
    for (const version of ['v2', 'v3']) {
      await mkdir(path.join(dir, 'remotes', 'invitation', version), { recursive: true });
      await writeFile(path.join(dir, 'remotes', 'invitation', version, 'mf-manifest.json'), manifest(version));
    }
    await writeFile(path.join(dir, 'index.html'), shellIndex('a1'));
    await writeFile(path.join(dir, 'remotes.json'), remotesMap('v2'));
    const app = await serviceWith({
      STATIC_DIR: dir,
      // Checked on every page here, to see a change at once (the default is once a second).
      STATIC_ORIGIN_TTL_SECONDS: '0',
      SHELL_INDEX_FILE: path.join(os.tmpdir(), 'tidak-ada', 'index.html'),
    });
    const page = () => app.inject({ url: `/api/invitation/page/${slug}` });
    try {
      const first = await page();
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('/shell/a1/main.a1.js');
      expect(first.body).toContain('<meta property="og:title" content="Dewi &amp; Eko" />');
      expect(preloadsOf(first.body)).toContain('/remotes/invitation/v2/remoteEntry.js');

      await writeFile(path.join(dir, 'remotes.json'), remotesMap('v3'));
      // A later mtime whatever the file system's clock resolution.
      const later = new Date(Date.now() + 5000);
      await utimes(path.join(dir, 'remotes.json'), later, later);
      const released = await page();
      expect(preloadsOf(released.body)).toContain('/remotes/invitation/v3/remoteEntry.js');
      expect(released.body).not.toContain('/remotes/invitation/v2/');

      // A half-written map and a removed index: the last good copies serve.
      await writeFile(path.join(dir, 'remotes.json'), '{"invitation": ');
      await rm(path.join(dir, 'index.html'));
      const broken = await page();
      expect(broken.statusCode).toBe(200);
      expect(broken.body).toContain('/shell/a1/main.a1.js');
      expect(preloadsOf(broken.body)).toContain('/remotes/invitation/v3/remoteEntry.js');
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes STATIC_ORIGIN_URL over STATIC_DIR', async () => {
    const { slug } = await createInvitation();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'static-'));
    await writeFile(path.join(dir, 'index.html'), shellIndex('dari-folder'));
    const origin = await startOrigin(new Map([['/index.html', shellIndex('dari-cdn')]]));
    const app = await serviceWith({ STATIC_ORIGIN_URL: origin.url, STATIC_DIR: dir });
    try {
      const html = (await app.inject({ url: `/api/invitation/page/${slug}` })).body;
      expect(html).toContain('/shell/dari-cdn/');
      expect(html).not.toContain('/shell/dari-folder/');
    } finally {
      await app.close();
      await origin.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a published file', () => {
  it('warns once per outage, says when it is back, and never caches a broken copy', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'published-'));
    const file = path.join(dir, 'remotes.json');
    const log = { warn: jest.fn(), info: jest.fn() };
    const read = publishedFile(file, {
      name: 'remotes.json',
      parse: (body) => JSON.parse(body) as unknown,
      ttlMs: 0,
      log,
    });
    try {
      expect(await read()).toBeNull();
      expect(await read()).toBeNull();
      expect(log.warn).toHaveBeenCalledTimes(1);
      await writeFile(file, '{"a":1}');
      expect(await read()).toEqual({ a: 1 });
      expect(log.info).toHaveBeenCalledTimes(1);
      await writeFile(file, '{"a":');
      await utimes(file, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
      expect(await read()).toEqual({ a: 1 });
      expect(await read()).toEqual({ a: 1 });
      expect(log.warn).toHaveBeenCalledTimes(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('makes only the first guest of an outage wait for the timeout, then answers from the last good copy at once', async () => {
    let hanging = false;
    const server = http.createServer((_request, response) => {
      if (!hanging) response.end('{"a":1}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const log = { warn: jest.fn(), info: jest.fn() };
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes.json`;
    const read = publishedFile(url, {
      name: 'remotes.json',
      parse: (body) => JSON.parse(body) as unknown,
      ttlMs: 0,
      log,
    });
    try {
      expect(await read()).toEqual({ a: 1 });
      hanging = true;
      const first = Date.now();
      expect(await read()).toEqual({ a: 1 });
      expect(Date.now() - first).toBeGreaterThanOrEqual(1900);
      const next = Date.now();
      expect(await read()).toEqual({ a: 1 });
      expect(Date.now() - next).toBeLessThan(500);
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
