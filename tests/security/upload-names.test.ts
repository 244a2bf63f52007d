import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@undangin/contracts';
import type { App } from '@undangin/service-kit';
import { bearer, buildTestService, multipartBody, publishedTestKey } from '@undangin/service-kit/testing';
import { localStorage } from '@undangin/service-kit/storage';
import { adminRoutes } from '../../services/admin/src/app';
import { dashboardRoutes } from '../../services/dashboard/src/app';
import { privateDatabase, type PrivateDatabase } from './support/database';
import { hostWithInvitation } from './support/services';

// An 8 × 8 PNG, a WAV header and a guest CSV: each accepted by its route under an ordinary name.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPY55WDFTEMLQkAa2RdAQAehD4AAAAASUVORK5CYII=',
  'base64',
);
const wav = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(64)]);
const csv = Buffer.from('Nama,WhatsApp\nRina,081211112222\n');

/** Every file of a folder, at any depth. */
const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

// Before the fix a NUL in the name answered 503 (dashboard media) and 500 (admin images), and the refused file stayed
// in storage with no row: its owner could neither see nor delete it.
describe('a file name with a NUL byte or another control character, on every upload route', () => {
  let db: PrivateDatabase;
  let dashboard: App;
  let admin: App;
  let uploads: string;
  let host: Awaited<ReturnType<typeof hostWithInvitation>>;
  let adminHeaders: { authorization: string };
  beforeAll(async () => {
    db = await privateDatabase('upload_names');
    uploads = await mkdtemp(path.join(os.tmpdir(), 'upload-names-'));
    process.env.UPLOADS_DIR = uploads;
    dashboard = await buildTestService('dashboard', dashboardRoutes(localStorage(uploads), { workers: false }));
    admin = await buildTestService('admin', adminRoutes);
    host = await hostWithInvitation(db);
    adminHeaders = await bearer(await publishedTestKey(), 'admin');
  }, 60_000);
  afterAll(async () => {
    await Promise.all([dashboard?.close(), admin?.close()]);
    delete process.env.UPLOADS_DIR;
    await db?.drop();
  });

  const routes: Array<[string, () => App, string, Buffer, string, () => Record<string, string>]> = [
    ['dashboard image', () => dashboard, '/api/dashboard/media?purpose=image', png, 'image/png', () => host.headers],
    ['dashboard music', () => dashboard, '/api/dashboard/media?purpose=audio', wav, 'audio/wav', () => host.headers],
    [
      'guest import',
      () => dashboard,
      `/api/dashboard/invitations/:id/guests/import?dry_run=true`,
      csv,
      'text/csv',
      () => host.headers,
    ],
    [
      'admin print-template image',
      () => admin,
      '/api/admin/print-templates/images',
      png,
      'image/png',
      () => adminHeaders,
    ],
  ];

  describe.each(routes)('%s', (_, app, route, file, type, headers) => {
    const url = () => route.replace(':id', host.params.id);
    const send = (name: string) => {
      const body = multipartBody(name, file, type);
      return app().inject({
        method: 'POST',
        url: url(),
        headers: { ...headers(), ...body.headers },
        payload: body.payload,
      });
    };

    it.each([
      ['a NUL byte', 'foto\u0000.png'],
      ['an escape', 'foto\u001b[31m.png'],
    ])('refuses %s with a 400 in Indonesian and keeps nothing of the file', async (__, name) => {
      const filesBefore = await filesUnder(uploads);
      const rowsBefore = (await db.sql<{ n: number }>(`select count(*)::int as n from media_files`))[0]!.n;
      const answer = await send(name);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ status: 400, code: 'validation_failed', message: messages.uploads.badFileName });
      expect(await filesUnder(uploads)).toBe(filesBefore);
      expect((await db.sql<{ n: number }>(`select count(*)::int as n from media_files`))[0]!.n).toBe(rowsBefore);
    });

    it('accepts the same file under an ordinary name', async () => {
      expect((await send('foto undangan.png')).statusCode).toBeLessThan(300);
    });
  });

  it('refuses a direct upload whose name carries a NUL before signing anything', async () => {
    const answer = await dashboard.inject({
      method: 'POST',
      url: '/api/dashboard/media/uploads',
      headers: host.headers,
      payload: { purpose: 'image', size: png.length, type: 'image/png', name: 'foto\u0000.png' },
    });
    expect(answer.statusCode).toBe(400);
  });
});
