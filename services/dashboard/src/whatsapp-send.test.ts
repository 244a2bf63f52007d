import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp, until } from './test-support';
import { readWhatsappSettings } from './whatsapp/settings';
import { hostWithInvitation, type Ctx } from './test-guests';
import { sql } from './test-sql';
import { whatsappMessages } from '@undangin/contracts';
import { sendOne, sweepUnfinished } from './domain/whatsapp-send';

// The queues are worked here (the sandbox's webhooks and the sends): this suite is their only worker in the test run.
const buildApp = () =>
  buildDashboardTestApp(undefined, { workers: true, settings: readWhatsappSettings({ DEV_WHATSAPP: '1' }) });

let numbers = 0;
const uniquePhone = () =>
  `6281${String(process.pid % 1000).padStart(3, '0')}${String((numbers += 1)).padStart(5, '0')}`;

async function premiumWithGuests(ctx: Ctx, count: number, plan: string | null = 'premium') {
  const host = await hostWithInvitation(ctx, plan);
  const id = host.invitation.id as string;
  const guests = [];
  for (let n = 1; n <= count; n += 1) {
    const [row] = await sql<{ id: string; name: string; phone: string; code: string }>(
      `insert into guests (invitation_id, name, phone) values (?, ?, ?) returning id, name, phone, code`,
      [id, `Tamu Nomor ${n}`, uniquePhone()],
    );
    guests.push(row!);
  }
  return { ...host, userId: host.id, id, guests };
}

const viewer = (ctx: Ctx, url: string, payload?: Record<string, string>) =>
  ctx.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    remoteAddress: '127.0.0.1',
    ...(payload ? { payload } : {}),
  });

const sandboxOf = async (ctx: Ctx, phone: string) =>
  (await viewer(ctx, `/api/dashboard/dev/whatsapp/messages?nomor=${phone}`)).json<
    Array<{ wamid: string; body: string; direction: string; status: string; template: string }>
  >();

const statesOf = (invitationId: string) =>
  sql<{ phone: string; status: string; error_reason: string | null }>(
    `select phone, status, error_reason from whatsapp_messages where invitation_id = ? order by phone`,
    [invitationId],
  );

describe('automatic sending over WhatsApp (Integrasi WhatsApp)', () => {
  const ctx = serviceTestContext(buildApp);
  const send = (host: { id: string; headers: Record<string, string> }, invitationId: string, audience: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${invitationId}/whatsapp/send`,
      headers: host.headers,
      payload: { audience },
    });

  it('sends each guest one template message with their name and personal link, and records it sent', async () => {
    const host = await premiumWithGuests(ctx, 20);
    await sql(
      `insert into guests (invitation_id, name, phone) values (?, 'Tanpa Nomor', null), (?, 'Nomor Salah', '6212')`,
      [host.id, host.id],
    );
    const preview = await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${host.id}/whatsapp/preview`,
      headers: host.headers,
      payload: { audience: { kind: 'all' } },
    });
    expect(preview.json()).toMatchObject({ recipients: 20, guest_name: 'Tamu Nomor 1', template: 'undangan_tamu' });
    expect(preview.json().text).toContain('Kepada Yth. Tamu Nomor 1,');

    const sent = await send(host, host.id, { kind: 'all' });
    expect([sent.statusCode, sent.json()]).toEqual([
      200,
      { queued: 20, skipped: { no_number: 1, invalid_number: 1, opted_out: 0, already_sent: 0 } },
    ]);
    await until(async () => (await statesOf(host.id)).every((row) => row.status === 'sent'));
    for (const guest of host.guests) {
      const received = await sandboxOf(ctx, guest.phone);
      expect(received).toHaveLength(1);
      expect(received[0]!.body).toContain(`Kepada Yth. ${guest.name},`);
      expect(received[0]!.body).toContain(`?to=${encodeURIComponent(guest.name)}&g=${guest.code}`);
    }
    const [figures] = await sql<{ sent: number }>(
      `select count(*)::int as sent from guests where invitation_id = ? and sent_at is not null`,
      [host.id],
    );
    expect(figures!.sent).toBe(20);

    // Sending again messages nobody twice.
    const again = await send(host, host.id, { kind: 'all' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'nothing_to_send']);
    const progress = await ctx.app.inject({
      url: `/api/dashboard/invitations/${host.id}/whatsapp/progress`,
      headers: host.headers,
    });
    expect(progress.json()).toMatchObject({ channel: 'sandbox', in_flight: 0, counts: { sent: 20, failed: 0 } });
  });

  it('moves states by the statuses the viewer marks, shows a failed number with its reason, and retries it', async () => {
    const host = await premiumWithGuests(ctx, 3);
    await sql(`insert into guests (invitation_id, name, phone) values (?, 'Bukan Pengguna', '6280001234567')`, [
      host.id,
    ]);
    expect((await send(host, host.id, { kind: 'all' })).json().queued).toBe(4);
    await until(async () =>
      (await statesOf(host.id)).every((row) => row.status !== 'queued' && row.status !== 'sending'),
    );
    const [first, second] = host.guests;
    const [delivered] = await sandboxOf(ctx, first!.phone);
    const [read] = await sandboxOf(ctx, second!.phone);
    expect(
      (await viewer(ctx, `/api/dashboard/dev/whatsapp/messages/${delivered!.wamid}/status`, { status: 'delivered' }))
        .statusCode,
    ).toBe(303);
    await viewer(ctx, `/api/dashboard/dev/whatsapp/messages/${read!.wamid}/status`, { status: 'read' });
    await until(async () => {
      const states = Object.fromEntries((await statesOf(host.id)).map((row) => [row.phone, row]));
      return states[first!.phone]!.status === 'delivered' && states[second!.phone]!.status === 'read';
    });
    const progress = (
      await ctx.app.inject({ url: `/api/dashboard/invitations/${host.id}/whatsapp/progress`, headers: host.headers })
    ).json();
    expect(progress.failures).toEqual([
      expect.objectContaining({
        guest_name: 'Bukan Pengguna',
        reason: 'Nomor tidak terdaftar di WhatsApp atau belum menyetujui ketentuan terbaru',
      }),
    ]);
    // A late 'sent' never moves a read message back.
    expect(progress.counts).toMatchObject({ sent: 1, delivered: 1, read: 1, failed: 1 });

    const retried = await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${host.id}/whatsapp/retry`,
      headers: host.headers,
      payload: {},
    });
    expect(retried.json()).toEqual({ queued: 1 });
    await until(async () => (await sandboxOf(ctx, '6280001234567')).length === 2);
  });

  it('never messages a guest twice: two workers on one message, and a worker that died mid-send', async () => {
    const host = await premiumWithGuests(ctx, 2);
    const [one, two] = host.guests;
    await sql(
      `insert into whatsapp_messages (id, invitation_id, guest_id, kind, round, phone, body)
       values (gen_random_uuid(), ?, ?, 'invitation', 'undangan', ?, 'x'), (gen_random_uuid(), ?, ?, 'invitation', 'undangan', ?, 'x')`,
      [host.id, one!.id, one!.phone, host.id, two!.id, two!.phone],
    );
    const ids = Object.fromEntries(
      (
        await sql<{ id: string; phone: string }>(`select id, phone from whatsapp_messages where invitation_id = ?`, [
          host.id,
        ])
      ).map((row) => [row.phone, row.id]),
    );
    const results = await Promise.allSettled([
      sendOne(ctx.whatsapp(), ids[one!.phone]!),
      sendOne(ctx.whatsapp(), ids[one!.phone]!),
    ]);
    // One sends; the other finds it claimed by a live worker and lets its job try again later.
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    for (const result of results)
      if (result.status === 'rejected') expect((result.reason as Error).message).toBe(whatsappMessages.busy);
    await sendOne(ctx.whatsapp(), ids[one!.phone]!);
    expect(await sandboxOf(ctx, one!.phone)).toHaveLength(1);

    // Claimed by a worker that died before WhatsApp answered: left alone within the grace period, sent once after it.
    await sql(`update whatsapp_messages set status = 'sending', claimed_at = now(), updated_at = now() where id = ?`, [
      ids[two!.phone],
    ]);
    await expect(sendOne(ctx.whatsapp(), ids[two!.phone]!)).rejects.toThrow('sedang dikirim');
    await sql(
      `update whatsapp_messages set claimed_at = now() - interval '5 minutes', updated_at = now() - interval '5 minutes' where id = ?`,
      [ids[two!.phone]],
    );
    expect(await sweepUnfinished(ctx.whatsapp())).toBeGreaterThanOrEqual(1);
    await until(async () => (await sandboxOf(ctx, two!.phone)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await sandboxOf(ctx, two!.phone)).toHaveLength(1);
  });

  it('stops messaging a guest who replied BERHENTI', async () => {
    const host = await premiumWithGuests(ctx, 1);
    const [guest] = host.guests;
    await send(host, host.id, { kind: 'all' });
    await until(async () => (await sandboxOf(ctx, guest!.phone)).length === 1);
    const [received] = await sandboxOf(ctx, guest!.phone);
    const r = await viewer(ctx, '/api/dashboard/dev/whatsapp/reply', {
      from: guest!.phone,
      text: ' berhenti ',
      reply_to: received!.wamid,
    });
    expect(r.statusCode).toBe(303);
    // The viewer is this machine's own: from anywhere else it does not exist.
    const stranger = await ctx.app.inject({
      url: `/api/dashboard/dev/whatsapp?nomor=${guest!.phone}`,
      remoteAddress: '203.0.113.7',
    });
    expect(stranger.statusCode).toBe(404);
    await until(
      async () =>
        (await sql(`select 1 from whatsapp_opt_outs where user_id = ? and phone = ?`, [host.userId, guest!.phone]))
          .length === 1,
    );
    // The same number added again under another name is left out of the next send.
    await sql(`insert into guests (invitation_id, name, phone) values (?, 'Nama Lain', ?)`, [host.id, guest!.phone]);
    const next = await send(host, host.id, { kind: 'unsent' });
    expect([next.statusCode, next.json().code]).toEqual([409, 'nothing_to_send']);
    // The guest list shows both as opted out, and the message the first one received.
    const list = await ctx.app.inject({ url: `/api/dashboard/invitations/${host.id}/guests`, headers: host.headers });
    const shown = list.json<{
      items: Array<{ name: string; opted_out: boolean; whatsapp: { status: string } | null }>;
    }>();
    expect(shown.items.map((item) => [item.name, item.opted_out, item.whatsapp?.status ?? null]).sort()).toEqual([
      ['Nama Lain', true, null],
      ['Tamu Nomor 1', true, 'sent'],
    ]);
  });

  it("refuses a plan without 'Integrasi WhatsApp', another host's invitation, and an unknown group", async () => {
    const pro = await premiumWithGuests(ctx, 1, 'pro');
    const refused = await send(pro, pro.id, { kind: 'all' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'plan_required',
      required_plan: { entitlement: 'whatsapp_api', plan_id: 'premium' },
    });
    const premium = await premiumWithGuests(ctx, 1);
    expect((await send(premium, pro.id, { kind: 'all' })).statusCode).toBe(404);
    const group = await send(premium, premium.id, { kind: 'group', group: 'Tidak Ada' });
    expect([group.statusCode, group.json().message]).toEqual([
      400,
      'Grup tersebut tidak ada di daftar tamu undangan ini.',
    ]);
    expect(await sql(`select 1 from whatsapp_messages where invitation_id in (?, ?)`, [pro.id, premium.id])).toEqual(
      [],
    );
  });
});
