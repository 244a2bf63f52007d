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
});
