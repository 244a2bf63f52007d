import { serviceTestContext } from '@undangin/service-kit/testing';
import { runReminder } from './domain/whatsapp-reminders';
import { buildDashboardTestApp, until } from './test-support';
import { readWhatsappSettings } from './whatsapp/settings';
import { hostWithInvitation, type Ctx } from './test-guests';
import { sql } from './test-sql';

let numbers = 0;
const uniquePhone = () =>
  `6282${String(process.pid % 1000).padStart(3, '0')}${String((numbers += 1)).padStart(5, '0')}`;

/** A host with Ani (not answered), Beni (coming) and Citra (not answered, but replied BERHENTI to this host). */
async function hostWithAnswers(ctx: Ctx, plan: string | null = 'premium') {
  const host = await hostWithInvitation(ctx, plan);
  const invitationId = host.invitation.id as string;
  const phones = { Ani: uniquePhone(), Beni: uniquePhone(), Citra: uniquePhone() };
  for (const [name, phone] of Object.entries(phones))
    await sql(`insert into guests (invitation_id, name, phone, status) values (?, ?, ?, ?)`, [
      invitationId,
      name,
      phone,
      name === 'Beni' ? 'confirmed' : 'pending',
    ]);
  await sql(`insert into whatsapp_opt_outs (user_id, phone) values (?, ?)`, [host.id, phones.Citra]);
  return { ...host, invitationId, phones };
}

const tomorrow = () => new Date(Date.now() + 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);

describe('reminders', () => {
  const ctx = serviceTestContext(() =>
    buildDashboardTestApp(undefined, { workers: true, settings: readWhatsappSettings({ DEV_WHATSAPP: '1' }) }),
  );
  const schedule = (host: { headers: Record<string, string>; invitationId: string }, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${host.invitationId}/whatsapp/reminders`,
      headers: host.headers,
      payload: { audience: 'unanswered', session_id: null, date: tomorrow(), time: '09:00', time_zone: 'WIB', ...body },
    });
  const overview = (host: { headers: Record<string, string>; invitationId: string }) =>
    ctx.app.inject({
      url: `/api/dashboard/invitations/${host.invitationId}/whatsapp/reminders`,
      headers: host.headers,
    });
  const received = async (phone: string) =>
    (
      await ctx.app.inject({ url: `/api/dashboard/dev/whatsapp/messages?nomor=${phone}`, remoteAddress: '127.0.0.1' })
    ).json<Array<{ template: string; body: string }>>();

  it('schedules a reminder for a time in the host’s zone and sends it only to those who have not answered', async () => {
    const host = await hostWithAnswers(ctx);
    const scheduled = await schedule(host, { time: '08:30', time_zone: 'WITA' });
    expect(scheduled.statusCode).toBe(200);
    const { id } = scheduled.json<{ id: string }>();
    const [job] = await sql<{ start_after: Date }>(`select start_after from pgboss.job where id = ?`, [id]);
    expect(new Date(job!.start_after).toISOString()).toBe(new Date(`${tomorrow()}T08:30:00+08:00`).toISOString());

    // Its time comes (run by hand: the job waits until tomorrow).
    expect(await runReminder(ctx.whatsapp(), id)).toBe(1);
    expect(await runReminder(ctx.whatsapp(), id)).toBe(0);
    await until(async () => (await received(host.phones.Ani)).length === 1);
    const [message] = await received(host.phones.Ani);
    expect(message).toMatchObject({ template: 'pengingat_tamu' });
    expect(message!.body).toContain('Halo Ani, sekadar mengingatkan');
    expect(await received(host.phones.Beni)).toEqual([]);
    expect(await received(host.phones.Citra)).toEqual([]);
    const listed = overview(host);
    expect((await listed).json()).toMatchObject({
      automatic: true,
      reminders: [{ id, status: 'done', queued: 1, audience: 'unanswered', time_zone: 'WITA' }],
    });
  });

  it('reminds those who said yes, and lets the host cancel a scheduled reminder once', async () => {
    const host = await hostWithAnswers(ctx);
    const { id } = (await schedule(host, { audience: 'confirmed' })).json<{ id: string }>();
    const other = (await schedule(host, {})).json<{ id: string }>().id;
    const cancel = (reminderId: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/dashboard/invitations/${host.invitationId}/whatsapp/reminders/${reminderId}`,
        headers: host.headers,
      });
    expect((await cancel(other)).statusCode).toBe(204);
    expect([(await cancel(other)).statusCode, (await cancel(other)).json().message]).toEqual([
      409,
      'Pengingat ini sudah dikirim atau dibatalkan.',
    ]);
    expect((await cancel('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await runReminder(ctx.whatsapp(), other)).toBe(0);
    expect(await runReminder(ctx.whatsapp(), id)).toBe(1);
    await until(async () => (await received(host.phones.Beni)).length === 1);
    expect(await received(host.phones.Ani)).toEqual([]);
  });

  it('lists who needs a reminder, and records a one-tap reminder on any plan', async () => {
    const host = await hostWithAnswers(ctx, null);
    const before = (await overview(host)).json<{
      due: Array<{ name: string }>;
      due_total: number;
      automatic: boolean;
    }>();
    expect([before.automatic, before.due_total, before.due.map((guest) => guest.name)]).toEqual([false, 1, ['Ani']]);
    const [ani] = await sql<{ id: string }>(`select id from guests where invitation_id = ? and name = 'Ani'`, [
      host.invitationId,
    ]);
    const tap = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${host.invitationId}/guests/${ani!.id}/reminded`,
        headers: host.headers,
      });
    expect((await tap()).statusCode).toBe(204);
    expect((await tap()).statusCode).toBe(204);
    expect((await overview(host)).json()).toMatchObject({ due: [], due_total: 0 });
    expect(await sql(`select channel, kind from whatsapp_messages where guest_id = ?`, [ani!.id])).toEqual([
      { channel: 'tap', kind: 'reminder' },
    ]);
    // Automatic reminders are Premium's.
    const refused = await schedule(host, {});
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'plan_required']);
  });

  it('refuses a time that does not exist, has passed, or is more than a year away, storing nothing', async () => {
    const host = await hostWithAnswers(ctx);
    const answers = await Promise.all([
      schedule(host, { date: '2027-02-30' }),
      schedule(host, { time: '24:00' }),
      schedule(host, { time_zone: 'UTC' }),
      schedule(host, { date: '2020-01-01' }),
      schedule(host, { date: '2099-01-01' }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [400, 'Tanggal dan jam pengingat tidak valid.'],
      [400, 'Tanggal dan jam pengingat tidak valid.'],
      [400, 'Tanggal dan jam pengingat tidak valid.'],
      [400, 'Waktu pengingat sudah lewat. Pilih waktu yang akan datang.'],
      [400, 'Pengingat dapat dijadwalkan paling lambat 1 tahun ke depan.'],
    ]);
    expect(await sql(`select 1 from whatsapp_reminders where invitation_id = ?`, [host.invitationId])).toEqual([]);
  });
});
