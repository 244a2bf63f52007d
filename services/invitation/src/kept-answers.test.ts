import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestService, serviceTestContext } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation, sql } from './test-fixtures';

// A guest's invitation (its data and its page) is the same answer for every guest until the host edits it: the
// service keeps it serialized, rendered and compressed, and the browser gets the same bytes either way.
describe("a guest's invitation, kept between edits", () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('invitation', invitationRoutes) }));
  // Twenty photos: an answer of a few kilobytes, as a real invitation's is.
  const gallery = Array.from({ length: 20 }, (_, i) => ({
    url: `/uploads/galeri/foto-pernikahan-${i}.webp`,
    thumb_url: `/uploads/galeri/foto-pernikahan-${i}-480.webp`,
  }));

  it('answers the data compressed as the browser asks (br, gzip, or none), the same JSON and tag each way', async () => {
    const { slug } = await createInvitation({ gallery });
    const url = `/api/invitation/public/${slug}`;
    const plain = await ctx.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ kind: 'invitation', invitation: { slug } });

    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringContaining('accept-encoding') });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    // "br;q=0" refuses brotli.
    const gzip = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
    // The tag still revalidates to a 304.
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('renders the page once per version: an edit shows on the next read (after the cache lets it go)', async () => {
    const { id, slug } = await createInvitation({ couple_name: 'Rina & Dimas', gallery });
    const page = async () => {
      const answer = await ctx.app.inject({
        url: `/api/invitation/page/${slug}`,
        headers: { 'accept-encoding': 'br' },
      });
      expect(answer.headers['content-encoding']).toBe('br');
      return brotliDecompressSync(answer.rawPayload).toString();
    };
    const first = await page();
    expect(first).toContain('Rina &amp; Dimas');
    expect(await page()).toBe(first);
    await sql(`update invitations set couple_name = 'Sari & Bayu' where id = ?`, [id]);
    // The replica's slug cache drops the entry on the database's notification (or after 10 s at the latest).
    let latest = first;
    for (const started = Date.now(); !latest.includes('Sari &amp; Bayu') && Date.now() - started < 12_000;)
      latest = await new Promise<string>((resolve) => setTimeout(() => resolve(page()), 200));
    expect(latest).toContain('Sari &amp; Bayu');
    expect(latest).not.toContain('Rina &amp; Dimas');
  });
});
