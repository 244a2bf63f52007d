import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildTestService } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation, sql } from './test-fixtures';

/** The mark 'Dibuat dengan Undangin' follows the host's plan (watermark_free), in the data and in the served HTML. */
describe('the watermark of a guest page', () => {
  let app: Awaited<ReturnType<typeof buildTestService>>;
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shell-'));
    const file = path.join(dir, 'index.html');
    await writeFile(
      file,
      '<!doctype html><html lang="id"><head><title>Undangin</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
    );
    process.env.SHELL_INDEX_FILE = file;
    app = await buildTestService('invitation', invitationRoutes);
  });
  afterAll(() => app.close());

  const mark =
    /<p data-watermark style="[^"]*">Dibuat dengan <a href="\/\?utm_source=undangan&amp;utm_medium=watermark" style="color:inherit">Undangin<\/a><\/p>/;
  const page = async (slug: string) => {
    const data = (await app.inject({ url: `/api/invitation/public/${slug}` })).json() as {
      invitation: { watermark: boolean };
    };
    const html = (await app.inject({ url: `/api/invitation/page/${slug}` })).body;
    return { watermark: data.invitation.watermark, html: mark.test(html) };
  };

  /** Asks again for up to 5 s: the change reaches the replica's short cache through Postgres's announcement. */
  async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
    const until = Date.now() + 5_000;
    let last = await read();
    while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = await read();
    }
    expect(last).toEqual(expected);
  }

  it('a free host’s page carries it; Pro removes it at once; a lapsed period brings it back; the theme demo shows it', async () => {
    const { slug, userId } = await createInvitation();
    expect(await page(slug)).toEqual({ watermark: true, html: true });

    await sql(
      `insert into subscriptions (user_id, plan_id, status, current_period_end) values (?, 'pro', 'active', now() + interval '14 days')`,
      [userId],
    );
    // The subscription announces the host's slugs: no replica keeps the page with the mark.
    await eventually(() => page(slug), { watermark: false, html: false });

    await sql(`update subscriptions set current_period_end = now() - interval '1 minute' where user_id = ?`, [userId]);
    await eventually(() => page(slug), { watermark: true, html: true });

    const demo = (await app.inject({ url: '/api/invitation/demo/romantic-blush' })).json();
    expect(demo).toMatchObject({ kind: 'invitation', invitation: { watermark: true } });
  });

  it('a reseller’s brand replaces the mark: logo, name and link, escaped; gone without white_label or the logo file', async () => {
    const { slug, userId } = await createInvitation();
    await sql(
      `insert into subscriptions (user_id, plan_id, status, current_period_end) values (?, 'reseller', 'active', now() + interval '30 days')`,
      [userId],
    );
    const logo = `/uploads/${userId}/logo-wo.webp`;
    await sql(
      `insert into media_files (id, user_id, kind, mime, size, url, original_name, storage_keys)
       values (gen_random_uuid(), ?, 'image', 'image/webp', 100, ?, 'logo.webp', '{}')`,
      [userId, logo],
    );
    await sql(`insert into reseller_brands (owner_id, name, logo_url, link_url) values (?, ?, ?, ?)`, [
      userId,
      'Sekar <Wedding> & Co',
      logo,
      'https://sekarwedding.id/',
    ]);
    const branded = async () => {
      const data = (await app.inject({ url: `/api/invitation/public/${slug}` })).json() as {
        invitation: { watermark: boolean; brand: unknown };
      };
      const html = (await app.inject({ url: `/api/invitation/page/${slug}` })).body;
      return {
        watermark: data.invitation.watermark,
        brand: data.invitation.brand,
        html:
          /<p data-brand style="[^"]*">Dibuat oleh <a href="https:\/\/sekarwedding.id\/" rel="noopener" style="color:inherit"><img src="([^"]+)" alt="" height="20"[^>]*\/>Sekar &lt;Wedding&gt; &amp; Co<\/a><\/p>/.exec(
            html,
          )?.[1] ?? null,
        mark: mark.test(html),
      };
    };
    await eventually(branded, {
      watermark: false,
      brand: { name: 'Sekar <Wedding> & Co', logo_url: logo, link_url: 'https://sekarwedding.id/' },
      html: logo,
      mark: false,
    });
    // The logo's file deleted from the media library: the name stays, no broken image.
    await sql(`delete from media_files where user_id = ?`, [userId]);
    await sql(`update reseller_brands set updated_at = now() where owner_id = ?`, [userId]);
    await eventually(async () => ((await branded()).brand as { logo_url: unknown }).logo_url, null);
    // The plan lapses: no brand, and the watermark of the free plan is back.
    await sql(`update subscriptions set current_period_end = now() - interval '1 minute' where user_id = ?`, [userId]);
    await eventually(
      async () => {
        const now = await branded();
        return { brand: now.brand, mark: now.mark };
      },
      { brand: null, mark: true },
    );
  });
});
