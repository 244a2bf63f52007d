import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exportDailyLimit, exportMessages } from '@undangin/contracts';
import { localExportStore } from '@undangin/service-kit/storage';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

// Exports as the host's builder meets them: started within the plan and the day's allowance, followed, downloaded
// through a short-lived signed link, retried when they failed. The render worker's own side: services/render.

describe('exports: start, follow, download, retry', () => {
  const ctx = serviceTestContext(() => buildDashboardTestApp());
  type Host = Awaited<ReturnType<typeof hostWithInvitation>>;
  const call = (host: Pick<Host, 'headers'>, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/dashboard${url}`, headers: host.headers, ...(payload ? { payload } : {}) });
  const start = (host: Host, payload: object) =>
    call(host, 'POST', `/invitations/${host.invitation.id}/exports`, payload);
  const addGuest = async (host: Host, name: string) =>
    expect(
      (
        await call(host, 'POST', `/invitations/${host.invitation.id}/guests`, {
          name,
          phone: `0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
          seats: 2,
        })
      ).statusCode,
    ).toBe(201);
  /** As the render worker leaves a finished export: the file in the store, the row done. */
  async function finish(exportId: string, body = '%PDF-1.7 isi') {
    const key = `exports/test/${exportId}/1-file.pdf`;
    const file = path.join(os.tmpdir(), `${exportId}.pdf`);
    await writeFile(file, body);
    await localExportStore(ctx.exportsDir, 'test-export-links').put(key, file, 'application/pdf');
    await sql(
      `update render_exports set status = 'done', progress = 100, attempts = 1, result_key = ?, size_bytes = ?,
         finished_at = now(), expires_at = now() + interval '72 hours' where id = ?`,
      [key, body.length, exportId],
    );
  }

  it('a free host sees the lock and is refused with plan_required; nothing is queued', async () => {
    const host = await hostWithInvitation(ctx, null);
    const list = await call(host, 'GET', `/invitations/${host.invitation.id}/exports`);
    expect(list.statusCode).toBe(200);
    expect(list.json().allowance.export_pdf.locked).toMatchObject({ entitlement: 'export_pdf', plan_id: 'premium' });
    const refused = await start(host, { kind: 'video' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan_required', required_plan: { entitlement: 'export_video' } });
    expect(await sql(`select id from render_exports where invitation_id = ?`, [host.invitation.id])).toHaveLength(0);
  });

  it('a Premium host starts each kind; the row and its job exist together; the file downloads through a signed link', async () => {
    const host = await hostWithInvitation(ctx, 'premium');
    const empty = await start(host, { kind: 'door_list' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(exportMessages.noGuests);
    await addGuest(host, 'Siti Rahma');

    const started = await start(host, { kind: 'door_list' });
    expect(started.statusCode).toBe(202);
    const view = started.json();
    expect(view).toMatchObject({
      kind: 'door_list',
      status: 'queued',
      progress: 0,
      file_name: expect.stringMatching(/^daftar-tamu-.+\.pdf$/),
    });
    const jobs = await sql<{ data: { exportId: string } }>(
      `select data from pgboss.job where name = 'render-exports' and data ->> 'exportId' = ?`,
      [view.id],
    );
    expect(jobs).toHaveLength(1);
    expect((await start(host, { kind: 'invitation_pdf', per_guest: true })).json()).toMatchObject({ per_guest: true });
    expect((await start(host, { kind: 'video' })).json().file_name).toMatch(/\.mp4$/);

    const notYet = await call(host, 'GET', `/invitations/${host.invitation.id}/exports/${view.id}/link`);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(exportMessages.notReady);

    await finish(view.id);
    const listed = (await call(host, 'GET', `/invitations/${host.invitation.id}/exports`)).json();
    expect(listed.exports).toHaveLength(3);
    expect(listed.allowance.export_pdf).toEqual({
      used: 2,
      limit: exportDailyLimit('premium').export_pdf,
      locked: null,
    });
    expect(listed.exports.find((e: { id: string }) => e.id === view.id)).toMatchObject({
      status: 'done',
      size_bytes: 12,
    });
    const link = await call(host, 'GET', `/invitations/${host.invitation.id}/exports/${view.id}/link`);
    expect(link.statusCode).toBe(200);
    const { url } = link.json();
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="daftar-tamu-/);
    expect(file.body).toBe('%PDF-1.7 isi');
    // The link is the permission: changed, or past its time, it opens nothing.
    const forged = url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const other = url.replace(/key=[^&]+/, `key=${encodeURIComponent('exports/test/lain/1-file.pdf')}`);
    expect((await ctx.app.inject({ method: 'GET', url: other })).statusCode).toBe(403);
    const late = new URL(url, 'http://x');
    late.searchParams.set('exp', '1000');
    expect((await ctx.app.inject({ method: 'GET', url: `${late.pathname}${late.search}` })).statusCode).toBe(403);

    // Deleted after its time: the list says so and the link is gone.
    await sql(`update render_exports set result_key = null where id = ?`, [view.id]);
    expect((await call(host, 'GET', `/invitations/${host.invitation.id}/exports/${view.id}/link`)).statusCode).toBe(
      410,
    );
  });

  it('a failed export is retried as a new one (once at a time), which counts against the day', async () => {
    const host = await hostWithInvitation(ctx, 'premium');
    const view = (await start(host, { kind: 'invitation_pdf' })).json();
    const retryOf = (id: string) => call(host, 'POST', `/invitations/${host.invitation.id}/exports/${id}/retry`);
    expect((await retryOf(view.id)).statusCode).toBe(409);
    await sql(`update render_exports set status = 'failed', error = 'media_unreadable', attempts = 2 where id = ?`, [
      view.id,
    ]);
    const listed = (await call(host, 'GET', `/invitations/${host.invitation.id}/exports`)).json();
    expect(listed.exports[0]).toMatchObject({ status: 'failed', error: exportMessages.failures.media_unreadable });
    const retried = await retryOf(view.id);
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ kind: 'invitation_pdf', status: 'queued', attempts: 0, error: null });
    expect(retried.json().id).not.toBe(view.id);
    const again = await retryOf(view.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(exportMessages.alreadyRetried);
    const after = (await call(host, 'GET', `/invitations/${host.invitation.id}/exports`)).json();
    expect(after.allowance.export_pdf.used).toBe(2);
    expect(after.exports.map((e: { status: string }) => e.status)).toEqual(['queued', 'failed']);
  });

  it('a file past its time gives no link, even before the sweep deletes it', async () => {
    const host = await hostWithInvitation(ctx, 'premium');
    await addGuest(host, 'Siti Rahma');
    const view = (await start(host, { kind: 'door_list' })).json();
    await finish(view.id);
    await sql(`update render_exports set expires_at = now() - interval '1 second' where id = ?`, [view.id]);
    const link = await call(host, 'GET', `/invitations/${host.invitation.id}/exports/${view.id}/link`);
    expect(link.statusCode).toBe(410);
    expect(link.json().message).toBe(exportMessages.gone);
    const listed = (await call(host, 'GET', `/invitations/${host.invitation.id}/exports`)).json();
    expect(listed.exports[0]).toMatchObject({ status: 'done', expires_at: null });
  });

  it('the day’s allowance is per account and kind of plan feature, and the refusal says it in Indonesian', async () => {
    const host = await hostWithInvitation(ctx, 'premium');
    await sql(
      `insert into render_exports (invitation_id, owner_id, kind, file_name)
       select ?, ?, 'video', 'v.mp4' from generate_series(1, ?)`,
      [host.invitation.id, host.id, exportDailyLimit('premium').export_video],
    );
    const refused = await start(host, { kind: 'video' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(exportMessages.limitReached(exportDailyLimit('premium').export_video, 'video'));
    // Yesterday's do not count, and PDFs have their own allowance.
    await sql(`update render_exports set created_at = now() - interval '1 day' where owner_id = ?`, [host.id]);
    expect((await start(host, { kind: 'video' })).statusCode).toBe(202);
    expect((await start(host, { kind: 'invitation_pdf' })).statusCode).toBe(202);
  });

  it('editors export for the owner’s plan; receptionists are refused and strangers see nothing', async () => {
    const host = await hostWithInvitation(ctx, 'premium');
    const editor = await ctx.host();
    const receptionist = await ctx.host();
    await sql(
      `insert into invitation_members (invitation_id, user_id, role) values (?, ?, 'editor'), (?, ?, 'receptionist')`,
      [host.invitation.id, editor.id, host.invitation.id, receptionist.id],
    );
    const stranger = await ctx.host();
    const path = `/invitations/${host.invitation.id}/exports`;
    expect((await call(editor, 'POST', path, { kind: 'invitation_pdf' })).statusCode).toBe(202);
    expect((await call(receptionist, 'GET', path)).statusCode).toBe(403);
    expect((await call(receptionist, 'POST', path, { kind: 'invitation_pdf' })).statusCode).toBe(403);
    expect((await call(stranger, 'GET', path)).statusCode).toBe(404);
    const [row] = await sql<{ owner_id: string; requested_by: string }>(
      `select owner_id, requested_by from render_exports where invitation_id = ?`,
      [host.invitation.id],
    );
    expect(row).toEqual({ owner_id: host.id, requested_by: editor.id });
  });

  it('bad input is refused with a clear message and leaves nothing behind', async () => {
    const host = await hostWithInvitation(ctx, 'premium');
    for (const payload of [{ kind: 'gif' }, {}, { kind: 'video', extra: 1 }, { kind: 'video', per_guest: 'ya' }]) {
      const answer = await start(host, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect(await sql(`select id from render_exports where invitation_id = ?`, [host.invitation.id])).toHaveLength(0);
  });
});
