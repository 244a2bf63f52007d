import type { AdminJobs, AuditEntry, JobQueueFigures } from '@undangin/contracts';
import { queueNames } from '@undangin/jobs';
import {
  bearer,
  buildTestService,
  publishedTestKey,
  serviceTestContext,
  withOwnerDb,
} from '@undangin/service-kit/testing';
import { adminRoutes } from './app';

// No suite works this queue, so the jobs written here stay as written.
const queue = 'whatsapp-reminders';
const made: string[] = [];
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.fork().execute<T[]>(text, params));

/** A job of the reminders queue as pg-boss would have left it. */
async function insertJob(
  state: 'created' | 'completed' | 'failed',
  data: object,
  { reason = null as string | null, ageMinutes = 0 } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into pgboss.job (id, name, data, state, retry_limit, retry_count, output, created_on, start_after, completed_on)
     values (gen_random_uuid(), ?, ?::jsonb, ?::pgboss.job_state, 3, ?, ?::jsonb,
             now() - make_interval(mins => ?), now() - make_interval(mins => ?), case when ? then now() end)
     returning id`,
    [
      queue,
      JSON.stringify(data),
      state,
      state === 'failed' ? 3 : 0,
      reason === null ? null : JSON.stringify({ name: 'Error', message: reason }),
      ageMinutes,
      ageMinutes,
      state !== 'created',
    ],
  );
  made.push(row!.id);
  return row!.id;
}

const jobState = async (id: string) =>
  (await sql<{ state: string }>(`select state from pgboss.job where id = ?`, [id]))[0]?.state ?? null;

describe('the job queue on the admin Status page', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));

  afterAll(async () => {
    if (!made.length) return;
    await sql(`delete from pgboss.job where id in (select jsonb_array_elements_text(?::jsonb)::uuid)`, [
      JSON.stringify(made),
    ]);
    await sql(
      `delete from admin_audit_log where entity = 'job' and entity_id in (select jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(made)],
    );
  });

  const jobs = async (): Promise<AdminJobs> => {
    const response = await ctx.app.inject({ url: '/api/admin/jobs', headers: await bearer(ctx.key, 'admin') });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const reminders = (answer: AdminJobs): JobQueueFigures => answer.queues.find((q) => q.queue === queue)!;
  const auditOf = async (id: string) =>
    sql<Pick<AuditEntry, 'actor_id' | 'action' | 'entity'> & { before: { state: string } }>(
      `select actor_id, action, entity, before from admin_audit_log where entity = 'job' and entity_id = ? order by id`,
      [id],
    );

  it('counts each queue by state, with its label, and how long its oldest due job has waited', async () => {
    const before = reminders(await jobs());
    await insertJob('created', { reminderId: crypto.randomUUID() }, { ageMinutes: 20 });
    await insertJob('completed', { reminderId: crypto.randomUUID() });
    await insertJob('failed', { reminderId: crypto.randomUUID() }, { reason: 'Server tidak menjawab' });

    const answer = await jobs();
    expect(answer.queues.map((q) => q.queue)).toEqual(queueNames);
    const after = reminders(answer);
    expect(after.label).toBe('Pengingat terjadwal');
    expect(after.waiting - before.waiting).toBe(1);
    expect(after.completed_24h - before.completed_24h).toBe(1);
    expect(after.failed - before.failed).toBe(1);
    expect(after.retrying).toBe(before.retrying);
    expect(after.active).toBe(before.active);
    expect(after.oldest_waiting_seconds).toBeGreaterThanOrEqual(20 * 60);
    expect(answer.queues.find((q) => q.queue === 'dead-letters')!.label).toBe('Gagal permanen');
  });

  it('lists a failed job with its reason and a short view of its data, newest failure first', async () => {
    const reminderId = crypto.randomUUID();
    const id = await insertJob('failed', { reminderId }, { reason: 'Server tidak menjawab' });
    const long = await insertJob('failed', { reminderId, note: 'x'.repeat(400) }, { reason: 'Batas waktu habis' });

    const { failed } = await jobs();
    const shown = failed.find((job) => job.id === id);
    expect(shown).toMatchObject({
      queue,
      label: 'Pengingat terjadwal',
      retry_count: 3,
      reason: 'Server tidak menjawab',
      summary: JSON.stringify({ reminderId }).replace(':', ': '),
    });
    expect(Date.parse(shown!.failed_at!)).toBeGreaterThan(Date.now() - 60_000);
    const cut = failed.find((job) => job.id === long)!;
    expect(cut.summary).toHaveLength(200);
    expect(cut.summary.endsWith('…')).toBe(true);
    expect(failed.length).toBeLessThanOrEqual(50);
    const times = failed.map((job) => Date.parse(job.failed_at ?? '') || 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('retries a failed job (it waits for its next try) and records who did it', async () => {
    const adminId = crypto.randomUUID();
    const headers = await bearer(ctx.key, 'admin', adminId);
    const id = await insertJob('failed', { reminderId: crypto.randomUUID() }, { reason: 'Server tidak menjawab' });

    const response = await ctx.app.inject({ method: 'POST', url: `/api/admin/jobs/${queue}/${id}/retry`, headers });
    expect(response.statusCode).toBe(204);
    expect(await jobState(id)).toBe('retry');
    expect((await jobs()).failed.some((job) => job.id === id)).toBe(false);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        actor_id: adminId,
        action: 'job.retry',
        entity: 'job',
        before: expect.objectContaining({ state: 'failed' }),
      }),
    ]);

    // No longer failed: a second retry is refused and adds nothing to the log.
    const again = await ctx.app.inject({ method: 'POST', url: `/api/admin/jobs/${queue}/${id}/retry`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      'Pekerjaan tidak ditemukan di antara pekerjaan gagal: mungkin sudah dicoba lagi atau dihapus.',
    );
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('drops a job and records who did it; a job that is not there is a 404', async () => {
    const adminId = crypto.randomUUID();
    const headers = await bearer(ctx.key, 'admin', adminId);
    const id = await insertJob('failed', { reminderId: crypto.randomUUID() }, { reason: 'Nomor tidak terdaftar' });

    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/jobs/${queue}/${id}`, headers });
    expect(response.statusCode).toBe(204);
    expect(await jobState(id)).toBeNull();
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        actor_id: adminId,
        action: 'job.drop',
        entity: 'job',
        before: expect.objectContaining({ reason: 'Nomor tidak terdaftar' }),
      }),
    ]);

    for (const method of ['DELETE', 'POST'] as const) {
      const url = `/api/admin/jobs/${queue}/${id}${method === 'POST' ? '/retry' : ''}`;
      const gone = await ctx.app.inject({ method, url, headers });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('Pekerjaan tidak ditemukan.');
    }
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('refuses a queue the platform does not have and an id that is not a uuid, in Indonesian', async () => {
    const headers = await bearer(ctx.key, 'admin');
    const id = crypto.randomUUID();
    for (const name of ['antrean-lain', 'Whatsapp-Reminders']) {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/admin/jobs/${name}/${id}/retry`, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^(Antrean tidak dikenal\.|Data yang dikirim tidak valid\.)$/);
    }
    const unknown = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/jobs/antrean-lain/${id}`, headers });
    expect(unknown.json()).toMatchObject({ status: 400, message: 'Antrean tidak dikenal.' });
    const badId = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/jobs/${queue}/bukan-uuid`, headers });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ message: 'Data yang dikirim tidak valid.', details: [{ field: 'id' }] });
  });

  it('shows and changes the queue for admins only', async () => {
    const id = await insertJob('failed', { reminderId: crypto.randomUUID() }, { reason: 'Server tidak menjawab' });
    const host = await bearer(ctx.key, 'user');
    const calls = [
      { method: 'GET' as const, url: '/api/admin/jobs' },
      { method: 'POST' as const, url: `/api/admin/jobs/${queue}/${id}/retry` },
      { method: 'DELETE' as const, url: `/api/admin/jobs/${queue}/${id}` },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      const asHost = await ctx.app.inject({ ...call, headers: host });
      expect(asHost.statusCode).toBe(403);
      expect(asHost.json().message).toBe('Anda tidak memiliki izin untuk melakukan tindakan ini.');
    }
    expect(await jobState(id)).toBe('failed');
    expect(await auditOf(id)).toEqual([]);
  });
});
