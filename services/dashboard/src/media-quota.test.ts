import { formatBytes, messages } from '@undangin/contracts';
import { clearOfWindowEdge, serviceTestContext } from '@undangin/service-kit/testing';
import { readdir } from 'node:fs/promises';
import { buildDashboardTestApp, multipartBody } from './test-support';
import { sql } from './test-sql';

const KB = 1024;
/** A WAV file of `bytes` (stored as sent, so its size is what the quota counts). */
const wav = (bytes: number) =>
  Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(bytes - 16)]);
const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

// Before the fix a free account stored 8 × 10 MB in 2.4 s: no quota and no pace.
describe("the plan's storage and the pace of uploads", () => {
  const ctx = serviceTestContext(buildDashboardTestApp);
  const planId = `uji-simpan-${Date.now().toString(36)}`;
  beforeAll(async () => {
    // A plan of 1 MB of storage, for these hosts alone.
    await sql(
      `insert into plans (id, name, price, billing_interval, max_invitations, max_guests_per_invitation, storage_quota_mb, is_active)
       values (?, 'Uji Simpan', 0, 'monthly', 1, 50, 1, false)`,
      [planId],
    );
  });
  async function hostOnSmallPlan() {
    const host = await ctx.host();
    await sql(`insert into subscriptions (user_id, plan_id, status) values (?, ?, 'active')`, [host.id, planId]);
    return host;
  }
  const upload = (headers: Record<string, string>, content: Buffer) => {
    const body = multipartBody('lagu.wav', content, 'audio/wav');
    return ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/media?purpose=audio',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const usage = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ url: '/api/dashboard/media/usage', headers })).json();

  it('shows what the uploads take of the plan, and refuses one that would not fit, keeping nothing of it', async () => {
    const { headers } = await hostOnSmallPlan();
    expect(await usage(headers)).toEqual({ used_bytes: 0, quota_bytes: 1024 * KB, plan_name: 'Uji Simpan' });
    expect((await upload(headers, wav(600 * KB))).statusCode).toBe(201);
    expect((await usage(headers)).used_bytes).toBe(600 * KB);

    const files = await filesUnder(ctx.uploads);
    const refused = await upload(headers, wav(500 * KB));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 403,
      code: 'plan_limit',
      message: messages.uploads.storageFull(formatBytes(600 * KB), formatBytes(1024 * KB)),
    });
    expect(refused.json().message).toBe(
      'Penyimpanan paket Anda penuh (600 KB dari 1 MB terpakai). Hapus file yang tidak dipakai atau upgrade paket.',
    );
    expect(await filesUnder(ctx.uploads)).toBe(files);
    expect((await usage(headers)).used_bytes).toBe(600 * KB);
  });

  it('lets only one of two uploads sent at once into the last room', async () => {
    const { headers } = await hostOnSmallPlan();
    const answers = await Promise.all([upload(headers, wav(600 * KB)), upload(headers, wav(600 * KB))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403]);
    expect((await usage(headers)).used_bytes).toBe(600 * KB);
  });

  it('takes 60 uploads per account in 10 minutes, then answers 429 with when to try again', async () => {
    await clearOfWindowEdge(600);
    const { headers } = await ctx.host();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await upload(headers, wav(2 * KB))).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    const paced = await upload(headers, wav(2 * KB));
    expect(paced.statusCode).toBe(429);
    expect(paced.json().message).toBe(messages.uploads.uploadTooMany);
    expect(Number(paced.headers['retry-after'])).toBeGreaterThan(0);
    // Another account uploads on.
    expect((await upload((await ctx.host()).headers, wav(2 * KB))).statusCode).toBe(201);
  }, 60_000);
});
