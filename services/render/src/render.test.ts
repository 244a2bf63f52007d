import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { personalInvitationLink } from '@undangin/contracts';
import { localExportStore, localStorage } from '@undangin/service-kit/storage';
import { privateDatabase, type PrivateDatabase } from '@undangin/db/testing';
import { buildTestService, withOwnerDb } from '@undangin/service-kit/testing';
import sharp from 'sharp';
import { renderWorker } from './app';
import { readRenderSettings } from './domain/render-settings';
import { sweepExports } from './domain/sweep';

// The render worker as a host's export meets it: the files it makes are read back with the tools a printer's or a
// phone's would use (pdftotext, zbarimg, ffprobe), and a worker that dies mid-way leaves the export to a second try.

jest.setTimeout(180_000);
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.getConnection().execute(text, params) as Promise<T[]>);
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8' });
const site = 'http://127.0.0.1:8080';

type Ctx = {
  app: Awaited<ReturnType<typeof buildTestService>>;
  uploads: ReturnType<typeof localStorage>;
  uploadsDir: string;
  exportsDir: string;
  exports: ReturnType<typeof localExportStore>;
  settings: ReturnType<typeof readRenderSettings>;
};
const ctx = {} as Ctx;
// A database of its own: the worker takes every export queued in its database, and other suites queue some.
let db: PrivateDatabase;
beforeAll(async () => {
  db = await privateDatabase('render');
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'render-uploads-'));
  const exportsDir = await mkdtemp(path.join(os.tmpdir(), 'render-exports-'));
  const uploads = localStorage(uploadsDir);
  const exports = localExportStore(exportsDir, 'test-secret');
  const settings = { ...readRenderSettings({ SITE_URL: site }), staleSeconds: 3, beatSeconds: 1 };
  const app = await buildTestService('render', renderWorker({ settings, uploads, exports }));
  await app.ready();
  Object.assign(ctx, { app, uploads, uploadsDir, exportsDir, exports, settings });
}, 120_000);
afterAll(async () => {
  await ctx.app?.close();
  await db?.drop();
});

async function invitationWithGuests() {
  const owner = randomUUID();
  await sql(`insert into auth_users (id, email, encrypted_password) values (?, ?, 'x')`, [owner, `${owner}@contoh.id`]);
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a6' } })
    .jpeg()
    .toBuffer();
  const photoUrl = await ctx.uploads.put(`${owner}/foto.jpg`, photo, 'image/jpeg');
  const music = path.join(ctx.uploadsDir, 'lagu.m4a');
  run('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=6',
    '-c:a',
    'aac',
    music,
  ]);
  const slug = `rina-dimas-${owner.slice(0, 8)}`;
  const [invitation] = await sql<{ id: string }>(
    `insert into invitations (user_id, slug, couple_name, event_date, event_time, location, theme_id, gallery, music_url, quotes)
     values (?, ?, 'Rina & Dimas', '2027-03-14', '19:00', 'Balai Kartini', 'golden-elegance', ?::jsonb, '/uploads/lagu.m4a',
       'Dan di antara tanda-tanda kebesaran-Nya') returning id`,
    [owner, slug, JSON.stringify([{ url: photoUrl }])],
  );
  // Every invitation has its first session already (made with it).
  await sql(
    `update invitation_sessions set name = 'Akad Nikah', start_time = '09:00', venue_name = 'Masjid Agung'
     where invitation_id = ? and position = 0`,
    [invitation!.id],
  );
  await sql(
    `insert into invitation_sessions (invitation_id, position, name, event_date, start_time, time_zone, venue_name)
     values (?, 1, 'Resepsi', '2027-03-14', '19:00', 'WIB', 'Balai Kartini')`,
    [invitation!.id],
  );
  const guests = await sql<{ name: string; code: string }>(
    `insert into guests (invitation_id, name, group_name, seats) values
       (?, 'Budi Santoso', 'Keluarga', 2), (?, 'Citra Lestari', 'Kantor', 1), (?, 'Dewi Anggraini', null, 3)
     returning name, code`,
    [invitation!.id, invitation!.id, invitation!.id],
  );
  return { owner, slug, invitationId: invitation!.id, guests };
}

async function exportOf(invitationId: string, owner: string, kind: string, perGuest = false) {
  const [row] = await sql<{ id: string }>(
    `insert into render_exports (invitation_id, owner_id, kind, per_guest, file_name) values (?, ?, ?, ?, ?) returning id`,
    [invitationId, owner, kind, perGuest, `${kind}.${kind === 'video' ? 'mp4' : 'pdf'}`],
  );
  return row!.id;
}

type State = { status: string; attempts: number; error: string | null; result_key: string | null; progress: number };
const stateOf = async (id: string) =>
  (await sql<State>(`select status, attempts, error, result_key, progress from render_exports where id = ?`, [id]))[0]!;

async function finished(id: string, timeoutMs = 150_000): Promise<State> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const state = await stateOf(id);
    if (state.status === 'done' || state.status === 'failed') return state;
    if (Date.now() > end) throw new Error(`export ${id} still ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One sweep of the worker under test (it needs no Chromium). */
const sweep = () =>
  sweepExports(
    {
      orm: ctx.app.orm,
      uploads: ctx.uploads,
      exports: ctx.exports,
      settings: ctx.settings,
      log: ctx.app.log,
      printer: null as never,
    },
    ctx.app.jobs,
  );
const fileOf = (key: string) => path.join(ctx.exportsDir, key);

test('the worker answers nothing but its probes, metrics and description', () => {
  expect(ctx.app.routeTable.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
    [
      'GET /health',
      'GET /metrics',
      'GET /ready',
      'GET /render/health',
      'GET /render/openapi.json',
      'GET /render/ready',
    ].sort(),
  );
});

test('the invitation PDF is A5 with the names, the date and the sessions as text, and a page per guest with their QR', async () => {
  const { owner, invitationId, slug, guests } = await invitationWithGuests();
  const id = await exportOf(invitationId, owner, 'invitation_pdf', true);
  await ctx.app.jobs.send('render-exports', { exportId: id });
  const state = await finished(id);
  expect(state).toMatchObject({ status: 'done', attempts: 1, progress: 100, error: null });
  const pdf = fileOf(state.result_key!);
  const text = run('pdftotext', ['-layout', pdf, '-']);
  expect(text).toContain('Rina & Dimas');
  expect(text).toContain('Minggu, 14 Maret 2027');
  expect(text).toContain('Akad Nikah');
  expect(text).toContain('Masjid Agung');
  for (const guest of guests) expect(text).toContain(guest.name);
  const info = run('pdfinfo', [pdf]);
  expect(info).toMatch(/Pages:\s+5/);
  // A5: 148 × 210 mm = 419.5 × 595.3 pt.
  expect(info).toMatch(/Page size:\s+4(19|20)(\.\d+)? x 59[45](\.\d+)? pts \(A5\)/);
  const codes = qrCodesOf(pdf);
  expect(codes.sort()).toEqual(guests.map((g) => personalInvitationLink(site, slug, g)).sort());
});

/** Every QR code on every page of a PDF, decoded. */
function qrCodesOf(pdf: string): string[] {
  const dir = execFileSync('mktemp', ['-d'], { encoding: 'utf8' }).trim();
  run('pdftoppm', ['-r', '200', '-png', pdf, path.join(dir, 'page')]);
  const pages = run('sh', ['-c', `ls ${dir}/page*.png`])
    .trim()
    .split('\n');
  return pages.flatMap((page) => {
    try {
      return run('zbarimg', ['-q', '--raw', page]).trim().split('\n').filter(Boolean);
    } catch {
      return []; // zbarimg exits 4 on a page without a code
    }
  });
}

test('the door list has every guest with group, seats and people, and one QR per guest that opens their link', async () => {
  const { owner, invitationId, slug, guests } = await invitationWithGuests();
  await sql(
    `update guests set status = 'confirmed', guest_count = 2 where invitation_id = ? and name = 'Budi Santoso'`,
    [invitationId],
  );
  // Citra is invited to the reception only.
  await sql(`update guests set all_sessions = false where invitation_id = ? and name = 'Citra Lestari'`, [
    invitationId,
  ]);
  await sql(
    `insert into guest_sessions (guest_id, session_id) select g.id, s.id from guests g join invitation_sessions s
       on s.invitation_id = g.invitation_id and s.position = 1 where g.invitation_id = ? and g.name = 'Citra Lestari'`,
    [invitationId],
  );
  const id = await exportOf(invitationId, owner, 'door_list');
  await ctx.app.jobs.send('render-exports', { exportId: id });
  const state = await finished(id);
  expect(state.status).toBe('done');
  const pdf = fileOf(state.result_key!);
  const text = run('pdftotext', ['-layout', pdf, '-']);
  expect(text).toContain('Daftar Tamu');
  expect(text).toMatch(/Budi Santoso\s+Keluarga\s+Semua sesi\s+2\s+Hadir\s+2/);
  expect(text).toMatch(/Citra Lestari\s+Kantor\s+Resepsi\s+1\s+Belum menjawab\s+1/);
  expect(text).toMatch(/Dewi Anggraini\s+–\s+.*\s+3\s+Belum menjawab\s+3/);
  expect(text).toContain('3 tamu · 6 orang diharapkan');
  const codes = qrCodesOf(pdf);
  expect(codes).toHaveLength(guests.length);
  expect(codes.sort()).toEqual(guests.map((g) => personalInvitationLink(site, slug, g)).sort());
});

test('the video is a portrait H.264/AAC MP4 of 15–30 s with the chosen music', async () => {
  const { owner, invitationId } = await invitationWithGuests();
  await writeFile(path.join(ctx.uploadsDir, 'kosong.txt'), '');
  const id = await exportOf(invitationId, owner, 'video');
  const started = Date.now();
  await ctx.app.jobs.send('render-exports', { exportId: id });
  const state = await finished(id);
  expect(state).toMatchObject({ status: 'done', error: null });
  console.info(`video rendered in ${Date.now() - started} ms`);
  const probe = JSON.parse(
    run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,codec_type,width,height,pix_fmt:format=duration',
      '-of',
      'json',
      fileOf(state.result_key!),
    ]),
  ) as { streams: Array<Record<string, string | number>>; format: { duration: string } };
  const video = probe.streams.find((s) => s.codec_type === 'video')!;
  const audio = probe.streams.find((s) => s.codec_type === 'audio')!;
  expect(video).toMatchObject({ codec_name: 'h264', width: 1080, height: 1920, pix_fmt: 'yuv420p' });
  expect(audio.codec_name).toBe('aac');
  const duration = Number(probe.format.duration);
  expect(duration).toBeGreaterThanOrEqual(15);
  expect(duration).toBeLessThanOrEqual(30);
});

test('music the store cannot read fails the video with its reason, and no file is kept', async () => {
  const { owner, invitationId } = await invitationWithGuests();
  await sql(`update invitations set music_url = '/uploads/hilang.mp3' where id = ?`, [invitationId]);
  const id = await exportOf(invitationId, owner, 'video');
  await ctx.app.jobs.send('render-exports', { exportId: id });
  expect(await finished(id)).toMatchObject({ status: 'failed', error: 'media_unreadable', result_key: null });
  expect(await readdir(ctx.exportsDir)).not.toContain(invitationId);
});

test('a worker that died mid-export leaves it to one more attempt, then to worker_lost', async () => {
  const { owner, invitationId } = await invitationWithGuests();
  const id = await exportOf(invitationId, owner, 'door_list');
  // As a killed worker leaves it: claimed, beating no more, no file.
  await sql(
    `update render_exports set status = 'running', attempts = 1, heartbeat_at = now() - interval '1 minute' where id = ?`,
    [id],
  );
  const swept = await sweep();
  expect(swept.requeued).toBeGreaterThanOrEqual(1);
  expect(await finished(id)).toMatchObject({ status: 'done', attempts: 2 });

  const twice = await exportOf(invitationId, owner, 'door_list');
  await sql(
    `update render_exports set status = 'running', attempts = 2, heartbeat_at = now() - interval '1 minute' where id = ?`,
    [twice],
  );
  await sweep();
  expect(await stateOf(twice)).toMatchObject({ status: 'failed', error: 'worker_lost', result_key: null });
});

test('an export left waiting without a job (dropped from the queue) is given one by the sweep', async () => {
  const { owner, invitationId } = await invitationWithGuests();
  const id = await exportOf(invitationId, owner, 'door_list');
  await sql(`update render_exports set created_at = now() - interval '5 minutes' where id = ?`, [id]);
  const swept = await sweep();
  expect(swept.requeued).toBe(1);
  expect(await finished(id)).toMatchObject({ status: 'done', attempts: 1 });
});

test('a song at an outside address is left out (silence), and a deleted invitation’s files go at once', async () => {
  const { owner, invitationId } = await invitationWithGuests();
  await sql(`update invitations set music_url = 'https://contoh.test/lagu.mp3' where id = ?`, [invitationId]);
  const video = await exportOf(invitationId, owner, 'video');
  await ctx.app.jobs.send('render-exports', { exportId: video });
  const state = await finished(video);
  expect(state).toMatchObject({ status: 'done', error: null });
  const probe = run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name',
    '-of',
    'csv=p=0',
    fileOf(state.result_key!),
  ]);
  expect(probe.split('\n').filter(Boolean).sort()).toEqual(['aac', 'h264']);

  await sql(`delete from invitations where id = ?`, [invitationId]);
  await sweep();
  expect(await stateOf(video)).toMatchObject({ status: 'done', result_key: null });
  expect(() => run('test', ['-e', fileOf(state.result_key!)])).toThrow();
});

test('a finished file past its time is deleted and the export says so', async () => {
  const { owner, invitationId } = await invitationWithGuests();
  const id = await exportOf(invitationId, owner, 'door_list');
  await ctx.app.jobs.send('render-exports', { exportId: id });
  const state = await finished(id);
  await sql(`update render_exports set expires_at = now() - interval '10 minutes' where id = ?`, [id]);
  await sweep();
  expect((await stateOf(id)).result_key).toBeNull();
  expect(() => run('test', ['-e', fileOf(state.result_key!)])).toThrow();
});
