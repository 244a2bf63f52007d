import {
  exportKinds,
  exportMessages,
  type AdminRenderExport,
  type AdminRenderExportPage,
  type ExportKind,
  type ExportStatus,
  type RenderExportFigures,
} from '@undangin/contracts';
import {
  bearer,
  buildTestService,
  publishedTestKey,
  serviceTestContext,
  withOwnerDb,
} from '@undangin/service-kit/testing';
import { adminRoutes } from './app';
import { seedHost } from './test/seed';

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.fork().execute<T[]>(text, params));

/** More than a page of waiting exports of one invitation, a second apart, the newest a minute old. */
const queuedMany = 52;

interface Made {
  ownerId: string;
  email: string;
  slug: string;
  queued: string;
  running: string;
  video: string;
  pdf: string;
  failed: string;
  old: string;
}

/** One export as the dashboard asks for it and the render worker leaves it, written as the login role. */
async function insertExport(
  owner: { ownerId: string; invitationId: string },
  kind: ExportKind,
  status: ExportStatus,
  sets: string,
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into render_exports (invitation_id, owner_id, requested_by, kind, status, file_name)
     values (?, ?, ?, ?, ?, ?) returning id`,
    [owner.invitationId, owner.ownerId, owner.ownerId, kind, status, `${kind}.${kind === 'video' ? 'mp4' : 'pdf'}`],
  );
  await sql(`update render_exports set ${sets} where id = ?`, [row!.id]);
  return row!.id;
}

/**
 * The figures as the table holds them now, counted here apart from the service: exports created in the last 24 hours
 * by status, and per kind the median and 95th percentile (linear between ranks) of the done ones finished since.
 */
async function countedFigures(): Promise<Omit<RenderExportFigures, 'since'>> {
  const rows = await sql<{ status: ExportStatus; kind: ExportKind; recent: boolean; timed: boolean; seconds: number }>(
    `select status, kind, created_at >= now() - interval '24 hours' as recent,
            status = 'done' and started_at is not null and finished_at >= now() - interval '24 hours' as timed,
            extract(epoch from finished_at - started_at)::float8 as seconds
       from render_exports`,
  );
  const percentile = (sorted: number[], p: number) => {
    if (!sorted.length) return null;
    const at = p * (sorted.length - 1);
    const low = sorted[Math.floor(at)]!;
    return low + (sorted[Math.ceil(at)]! - low) * (at - Math.floor(at));
  };
  const byStatus = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) if (row.recent) byStatus[row.status] += 1;
  return {
    by_status: byStatus,
    durations: exportKinds.map((kind) => {
      const seconds = rows
        .filter((row) => row.timed && row.kind === kind)
        .map((row) => Number(row.seconds))
        .sort((a, b) => a - b);
      return {
        kind,
        done: seconds.length,
        median_seconds: percentile(seconds, 0.5),
        p95_seconds: percentile(seconds, 0.95),
      };
    }),
  };
}

describe('the render exports on the admin page', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));
  let made: Made;

  beforeAll(async () => {
    const host = await seedHost('ekspor', ['Andi & Sari']);
    const invitationId = host.invitations[0]!;
    const [invitation] = await sql<{ slug: string }>(`select slug from invitations where id = ?`, [invitationId]);
    const owner = { ownerId: host.id, invitationId };
    await sql(
      `insert into render_exports (invitation_id, owner_id, kind, file_name, created_at)
       select ?, ?, 'invitation_pdf', 'undangan.pdf', now() - interval '1 minute' - make_interval(secs => g)
         from generate_series(1, ?) g`,
      [invitationId, host.id, queuedMany],
    );
    const [queued] = await sql<{ id: string }>(
      `select id from render_exports where owner_id = ? order by created_at desc limit 1`,
      [host.id],
    );
    made = {
      ownerId: host.id,
      email: host.email,
      slug: invitation!.slug,
      queued: queued!.id,
      // No beat yet: the render worker's sweep (another suite's) leaves it alone.
      running: await insertExport(owner, 'door_list', 'running', `attempts = 1, progress = 40, started_at = now()`),
      video: await insertExport(
        owner,
        'video',
        'done',
        `attempts = 1, progress = 100, size_bytes = 1234567, started_at = now() - interval '2 minutes',
         finished_at = now() - interval '1 minute', expires_at = now() + interval '72 hours'`,
      ),
      pdf: await insertExport(
        owner,
        'invitation_pdf',
        'done',
        `attempts = 1, progress = 100, size_bytes = 2048, started_at = now() - interval '30 seconds',
         finished_at = now() - interval '20 seconds'`,
      ),
      failed: await insertExport(
        owner,
        'door_list',
        'failed',
        `attempts = 2, progress = 10, error = 'timed_out', started_at = now() - interval '5 minutes',
         finished_at = now() - interval '4 minutes'`,
      ),
      // Three days old: listed, but outside the figures' window.
      old: await insertExport(
        owner,
        'video',
        'done',
        `attempts = 1, progress = 100, created_at = now() - interval '3 days',
         started_at = now() - interval '3 days', finished_at = now() - interval '3 days' + interval '9999 seconds'`,
      ),
    };
  });

  afterAll(async () => {
    if (made) await sql(`delete from render_exports where owner_id = ?`, [made.ownerId]);
  });

  const admin = () => bearer(ctx.key, 'admin');

  /** Every page of a query, following each page's cursor to the last. */
  async function allPages(query: Record<string, string> = {}): Promise<AdminRenderExportPage[]> {
    const headers = await admin();
    const pages: AdminRenderExportPage[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams(cursor ? { ...query, cursor } : query);
      const response = await ctx.app.inject({ url: `/api/admin/render-exports?${params.toString()}`, headers });
      expect(response.statusCode).toBe(200);
      const page: AdminRenderExportPage = response.json();
      pages.push(page);
      cursor = page.next_cursor;
    } while (cursor && pages.length < 100);
    return pages;
  }
  const itemsOf = (pages: AdminRenderExportPage[]) => pages.flatMap((page) => page.items);
  const ours = (items: AdminRenderExport[]) => items.filter((item) => item.owner_id === made.ownerId);

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/render-exports' })).statusCode).toBe(401);
    const asHost = await ctx.app.inject({ url: '/api/admin/render-exports', headers: await bearer(ctx.key, 'user') });
    expect(asHost.statusCode).toBe(403);
    expect(asHost.json().message).toBe('Anda tidak memiliki izin untuk melakukan tindakan ini.');
  });

  it('lists every export newest first, 50 a page, with the slug, the owner e-mail and the reason in Indonesian', async () => {
    const pages = await allPages();
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]!.items).toHaveLength(50);
    expect(pages.at(-1)!.next_cursor).toBeNull();
    for (const page of pages) expect(page.items.length).toBeLessThanOrEqual(50);
    const items = itemsOf(pages);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const times = items.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const mine = ours(items);
    expect(mine).toHaveLength(queuedMany + 5);
    expect(mine.at(-1)!.id).toBe(made.old);
    for (const item of mine) expect(item).toMatchObject({ invitation_slug: made.slug, owner_email: made.email });
    const byId = new Map(mine.map((item) => [item.id, item]));
    expect(byId.get(made.queued)).toMatchObject({
      kind: 'invitation_pdf',
      status: 'queued',
      progress: 0,
      attempts: 0,
      error: null,
      error_text: null,
      duration_seconds: null,
      size_bytes: null,
      started_at: null,
    });
    expect(byId.get(made.running)).toMatchObject({ status: 'running', progress: 40, duration_seconds: null });
    expect(byId.get(made.video)).toMatchObject({ kind: 'video', status: 'done', size_bytes: 1234567 });
    expect(byId.get(made.video)!.duration_seconds).toBeCloseTo(60, 3);
    expect(byId.get(made.video)!.expires_at).not.toBeNull();
    expect(byId.get(made.failed)).toMatchObject({
      kind: 'door_list',
      status: 'failed',
      attempts: 2,
      error: 'timed_out',
      error_text: exportMessages.failures.timed_out,
    });
  });

  it('filters by status and by kind, on every page', async () => {
    const failedDoorLists = itemsOf(await allPages({ status: 'failed', kind: 'door_list' }));
    expect(failedDoorLists.every((item) => item.status === 'failed' && item.kind === 'door_list')).toBe(true);
    expect(ours(failedDoorLists).map((item) => item.id)).toEqual([made.failed]);

    const videos = itemsOf(await allPages({ kind: 'video' }));
    expect(videos.every((item) => item.kind === 'video')).toBe(true);
    expect(ours(videos).map((item) => item.id)).toEqual([made.video, made.old]);

    const queued = itemsOf(await allPages({ status: 'queued' }));
    expect(queued.every((item) => item.status === 'queued')).toBe(true);
    expect(ours(queued)).toHaveLength(queuedMany);
  });

  it('answers the last 24 hours on the first page: counts by status, and median and p95 durations per kind', async () => {
    const headers = await admin();
    // Other suites write exports meanwhile: compare with a count of the table that held still around the answer.
    for (let attempt = 0; ; attempt += 1) {
      const before = await countedFigures();
      const response = await ctx.app.inject({ url: '/api/admin/render-exports', headers });
      const after = await countedFigures();
      if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 5) continue;
      expect(JSON.stringify(after)).toBe(JSON.stringify(before));
      const figures = (response.json() as AdminRenderExportPage).figures!;
      expect(Math.abs(Date.parse(figures.since) - (Date.now() - 24 * 3600_000))).toBeLessThan(60_000);
      expect(figures.by_status).toEqual(before.by_status);
      expect(figures.durations.map((row) => [row.kind, row.done])).toEqual(
        before.durations.map((row) => [row.kind, row.done]),
      );
      for (const [i, row] of figures.durations.entries()) {
        const expected = before.durations[i]!;
        for (const key of ['median_seconds', 'p95_seconds'] as const) {
          if (expected[key] === null) expect(row[key]).toBeNull();
          else expect(row[key]).toBeCloseTo(expected[key], 6);
        }
      }
      break;
    }
  });

  it('counts the exports made here in their statuses and kinds', async () => {
    const [first] = await allPages();
    const { by_status, durations } = first!.figures!;
    expect(by_status.queued).toBeGreaterThanOrEqual(queuedMany);
    expect(by_status.running).toBeGreaterThanOrEqual(1);
    expect(by_status.done).toBeGreaterThanOrEqual(2);
    expect(by_status.failed).toBeGreaterThanOrEqual(1);
    const video = durations.find((row) => row.kind === 'video')!;
    expect(video.done).toBeGreaterThanOrEqual(1);
    expect(video.p95_seconds!).toBeGreaterThanOrEqual(video.median_seconds!);
    const pdf = durations.find((row) => row.kind === 'invitation_pdf')!;
    expect(pdf.done).toBeGreaterThanOrEqual(1);
    expect(pdf.median_seconds).not.toBeNull();
  });

  it('answers the figures on the first page only, and refuses an unknown status or a made-up cursor', async () => {
    const pages = await allPages();
    expect(pages[0]!.figures).not.toBeNull();
    for (const page of pages.slice(1)) expect(page.figures).toBeNull();
    const headers = await admin();
    for (const query of [
      'status=lost',
      'kind=poster',
      'cursor=kemarin',
      `cursor=${encodeURIComponent(`2026-01-01T00:00:00Z|${made.video}`)}`,
      // The right shape, a day that does not exist: refused as bad input, not left to Postgres.
      `cursor=${encodeURIComponent(`2026-02-30T00:00:00.000000Z|${made.video}`)}`,
    ])
      expect((await ctx.app.inject({ url: `/api/admin/render-exports?${query}`, headers })).statusCode).toBe(400);
  });
});
