import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pageSecurityHeaders } from '@undangin/contracts';
import { buildTestService, withOwnerDb } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation, sql } from './test-fixtures';

describe('the HTML answer for /{slug}', () => {
  let app: Awaited<ReturnType<typeof buildTestService>>;
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shell-'));
    const file = path.join(dir, 'index.html');
    await writeFile(
      file,
      '<!doctype html><html lang="id"><head><title>Undangin</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
    );
    process.env.SHELL_INDEX_FILE = file;
    process.env.PUBLIC_ORIGIN = 'http://127.0.0.1:8080';
    app = await buildTestService('invitation', invitationRoutes);
  });
  afterAll(() => app.close());

  it("carries the invitation's title, description, image and data for link previews and the first paint", async () => {
    const { slug } = await createInvitation({
      couple_name: 'Rina & Dimas <3',
      gallery: [{ url: '/uploads/a.webp', thumb_url: '/uploads/a-480.webp' }],
    });
    const response = await app.inject({ url: `/api/invitation/page/${slug}?to=Budi` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<meta property="og:title" content="Rina &amp; Dimas &lt;3" />');
    expect(html).toContain('<title>Rina &amp; Dimas &lt;3</title>');
    expect(html).toContain('<meta property="og:image" content="http://127.0.0.1:8080/uploads/a.webp" />');
    expect(html).toContain(`<meta property="og:url" content="http://127.0.0.1:8080/${slug}" />`);
    expect(html).toMatch(
      /<meta name="description" content="Undangan Rina &amp; Dimas &lt;3 · Minggu, 14 Maret 2027, Pukul 19:00 WIB · Balai Kartini, Jakarta" \/>/,
    );
    const data = html.match(/<script id="undangin-slug-data" type="application\/json">(.*?)<\/script>/)?.[1];
    expect(data).not.toContain('<3');
    expect(JSON.parse(data!)).toMatchObject({
      kind: 'invitation',
      invitation: { slug, couple_name: 'Rina & Dimas <3' },
    });
    // The first view paints before any script: a static hero (hidden from assistive technology).
    expect(html).toMatch(
      /<body><div id="undangin-prerender" aria-hidden="true"[^>]*>.*Undangan Pernikahan<\/p>.*Rina &amp; Dimas &lt;3/,
    );
    // Ocean Breeze sets the names in the phone's own light sans: no font to download.
    expect(html).not.toContain('@font-face');
    expect(html).toMatch(
      /font-family:system-ui, -apple-system, &#39;Segoe UI&#39;, Roboto, sans-serif;font-weight:300/,
    );
  });

  it("declares the theme's display face where the theme has one, swapped in, never holding the first paint", async () => {
    const { slug } = await createInvitation({ theme_id: 'golden-elegance' });
    const html = (await app.inject({ url: `/api/invitation/page/${slug}` })).body;
    expect(html).toContain(
      "<style>@font-face{font-family:'Undangin Serif';font-style:normal;font-weight:400;font-display:swap;src:url('/api/invitation/assets/fonts/playfair-display-latin-400-normal.woff2') format('woff2')}</style>",
    );
    // A preloaded font holds Chrome's first paint until it arrives.
    expect(html).not.toContain('rel="preload" as="font"');
    expect(html).toContain('font-family:&#39;Undangin Serif&#39;, Georgia, serif;font-weight:400');
  });

  it('never reflects the query string into the cached page: a link may carry a session or a guest code', async () => {
    const { slug } = await createInvitation();
    const secret = 'access_token=eyJhbGciOiJFZERTQSJ9.rahasia&refresh_token=abcdef&type=recovery';
    const response = await app.inject({ url: `/api/invitation/page/${slug}?${secret}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    expect(response.body).not.toMatch(/rahasia|abcdef|access_token|refresh_token/);
  });

  it('sends the page policy: scripts only from our origin, no framing, no sniffing', async () => {
    const { slug } = await createInvitation();
    const response = await app.inject({ url: `/api/invitation/page/${slug}` });
    expect(response.headers).toMatchObject(pageSecurityHeaders());
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Its one inline script is data, not code: the policy would block anything else.
    expect(response.body.match(/<script[^>]*>/g)).toEqual(['<script id="undangin-slug-data" type="application/json">']);
    const missing = await app.inject({ url: '/api/invitation/page/tidak-ada-sama-sekali' });
    expect(missing.headers['content-security-policy']).toBe(pageSecurityHeaders()['content-security-policy']);
    // The page's policy in place of the API's, not beside it.
    expect(missing.headers['cross-origin-resource-policy']).toBeUndefined();
  });

  it("answers the built-in page, never a 5xx, when the shell's page cannot be read", async () => {
    const { slug } = await createInvitation({ couple_name: 'Budi & Ani' });
    const saved = process.env.SHELL_INDEX_FILE;
    process.env.SHELL_INDEX_FILE = path.join(os.tmpdir(), 'tidak-ada', 'index.html');
    const orphan = await buildTestService('invitation', invitationRoutes);
    process.env.SHELL_INDEX_FILE = saved;
    try {
      const response = await orphan.inject({ url: `/api/invitation/page/${slug}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta property="og:title" content="Budi &amp; Ani" />');
      expect(response.body).toContain('<h1>Budi &amp; Ani</h1>');
      expect(response.body).toContain('<script defer src="/api/invitation/assets/shell/load-shell-1.js"></script>');
      // Still only data inline: the page policy holds for the built-in page too.
      expect(response.headers['content-security-policy']).toBe(pageSecurityHeaders()['content-security-policy']);
      expect(response.body.match(/<script[^>]*>/g)).toEqual([
        '<script defer src="/api/invitation/assets/shell/load-shell-1.js">',
        '<script id="undangin-slug-data" type="application/json">',
      ]);
      const missing = await orphan.inject({ url: '/api/invitation/page/tidak-ada-sama-sekali' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    } finally {
      await orphan.close();
    }
  });

  it("answers from a short cache that an edit clears at once, except for the host's Preview which always reads", async () => {
    const { slug, id } = await createInvitation({ couple_name: 'Nama Awal' });
    const page = async (query = '') => (await app.inject({ url: `/api/invitation/page/${slug}${query}` })).body;
    // An announced edit, seen: every earlier announcement (the invitation's creation) has reached the service too
    // (notifications arrive in commit order), so none can clear the copy read below.
    await sql(`update invitations set couple_name = 'Nama Lama' where id = ?`, [id]);
    for (let tries = 0; !(await page()).includes('og:title" content="Nama Lama"'); tries++) {
      expect(tries).toBeLessThan(40);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await page()).toContain('og:title" content="Nama Lama"');
    // A change nobody announces (triggers off for this session) is not seen until the copy expires...
    await withOwnerDb((orm) =>
      orm.em.fork().transactional(async (tx) => {
        await tx.execute(`set local session_replication_role = replica`);
        await tx.execute(`update invitations set couple_name = 'Nama Diam' where id = ?`, [id]);
      }),
    );
    expect(await page()).toContain('og:title" content="Nama Lama"');
    expect(await page('?preview')).toContain('og:title" content="Nama Diam"');
    // ...an edit as the dashboard makes it is announced, and shows straight away.
    await sql(`update invitations set couple_name = 'Nama Baru' where id = ?`, [id]);
    for (let tries = 0; !(await page()).includes('og:title" content="Nama Baru"'); tries++) {
      expect(tries).toBeLessThan(40);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('uses seo_title over the couple name, and answers 404 with noindex for an unknown slug', async () => {
    const post = await app.inject({ url: '/api/invitation/page/tren-undangan-pernikahan-2026' });
    expect(post.body).toContain('<meta property="og:type" content="article" />');
    expect(post.body).not.toContain('undangin-prerender');
    expect(post.body).toContain(
      'og:title" content="Tren Undangan Pernikahan 2026: Minimalis, Personal, dan Ramah Lingkungan | Blog Undangin"',
    );
    const missing = await app.inject({ url: '/api/invitation/page/tidak-ada-apa-apa' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
  });
});
