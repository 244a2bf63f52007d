import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp, multipartBody } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

describe('the guest list', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('adds guests with normalised numbers, pages and searches them, and counts the tiles', async () => {
    const { headers, invitation } = await hostWithInvitation(ctx);
    const base = `/api/dashboard/invitations/${invitation.id}/guests`;
    const added = await ctx.app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: { name: 'Siti Rahma', phone: '0812-1111-2222', group_name: 'VIP', seats: 2 },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Siti Rahma',
      phone: '6281211112222',
      group_name: 'VIP',
      seats: 2,
      status: 'pending',
    });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: base,
          headers,
          payload: { name: 'siti rahma', phone: '081211113333' },
        })
      ).json().message,
    ).toBe('Tamu dengan nama ini sudah ada di daftar.');
    expect(
      (await ctx.app.inject({ method: 'POST', url: base, headers, payload: { name: 'Tanpa Nomor', phone: '' } })).json()
        .message,
    ).toBe('Nomor WhatsApp wajib diisi.');
    for (let i = 0; i < 5; i += 1)
      await ctx.app.inject({
        method: 'POST',
        url: base,
        headers,
        payload: { name: `Tamu ${i}`, phone: `08130000000${i}` },
      });
    const page = (await ctx.app.inject({ url: `${base}?per_page=4&page=2`, headers })).json();
    expect(page).toMatchObject({
      total: 6,
      page: 2,
      per_page: 4,
      stats: { total: 6, pending: 6, seats: 7, limit: 500 },
    });
    expect(page.items).toHaveLength(2);
    expect(
      (await ctx.app.inject({ url: `${base}?q=RAHMA`, headers })).json().items.map((g: { name: string }) => g.name),
    ).toEqual(['Siti Rahma']);
    const sent = await ctx.app.inject({ method: 'POST', url: `${base}/${added.json().id}/sent`, headers });
    expect(sent.json().sent_at).toBeTruthy();
    expect((await ctx.app.inject({ url: `${base}?filter=unsent`, headers })).json().total).toBe(5);
  });

  it("enforces the plan's guest limit (free plan: 50)", async () => {
    const { headers, invitation, id } = await hostWithInvitation(ctx, null);
    await sql(`insert into guests (invitation_id, name) select ?, 'Tamu ' || n from generate_series(1, 50) n`, [
      invitation.id,
    ]);
    const over = await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${invitation.id}/guests`,
      headers,
      payload: { name: 'Ke-51', phone: '081300000099' },
    });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('Paket Anda maksimal 50 tamu per undangan. Upgrade paket untuk menambah tamu.');
    expect(id).toBeTruthy();
  });

  it("keeps the plan's places for the host: answers from names not on the list wait apart, to be approved or removed in bulk", async () => {
    const { headers, invitation } = await hostWithInvitation(ctx, null);
    const base = `/api/dashboard/invitations/${invitation.id}/guests`;
    for (const name of ['Pak RT', 'Bu RT'])
      expect(
        (await ctx.app.inject({ method: 'POST', url: base, headers, payload: { name, phone: '081300001111' } }))
          .statusCode,
      ).toBe(201);
    // 48 invented names answered the public page, as the invitation service records them.
    await sql(
      `insert into guests (invitation_id, name, source, status, guest_count, rsvp_date)
       select ?, 'Nama Karangan ' || n, 'rsvp', 'confirmed', 1, now() from generate_series(1, 48) n`,
      [invitation.id],
    );
    const own = await ctx.app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: { name: 'Tamu Sendiri', phone: '081300002222' },
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ name: 'Tamu Sendiri', unlisted: false });
    const waiting = (await ctx.app.inject({ url: `${base}?filter=unlisted&per_page=100`, headers })).json();
    expect(waiting).toMatchObject({
      total: 48,
      // Their answers wait apart with them: Hadir counts the guests on the list.
      stats: { total: 51, listed: 3, unlisted: 48, confirmed: 0, pending: 3, limit: 50 },
    });
    expect(waiting.items.every((g: { unlisted: boolean; source: string }) => g.unlisted && g.source === 'rsvp')).toBe(
      true,
    );
    const ids: string[] = waiting.items.map((g: { id: string }) => g.id);

    // Approving is all or nothing within the plan: 3 listed + 48 would be 51 of 50.
    const tooMany = await ctx.app.inject({ method: 'POST', url: `${base}/approve`, headers, payload: { ids } });
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.json()).toMatchObject({
      code: 'plan_limit',
      message:
        'Paket Anda maksimal 50 tamu per undangan; menyetujui 48 tamu ini akan membuat 51 tamu. Hapus sebagian atau upgrade paket.',
    });
    expect((await ctx.app.inject({ url: base, headers })).json().stats).toMatchObject({ listed: 3, unlisted: 48 });
    const removed = await ctx.app.inject({
      method: 'POST',
      url: `${base}/delete`,
      headers,
      payload: { ids: ids.slice(0, 2) },
    });
    expect(removed.json()).toEqual({ deleted: 2 });
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `${base}/approve`,
      headers,
      payload: { ids: ids.slice(2) },
    });
    expect(approved.json()).toEqual({ approved: 46 });
    expect((await ctx.app.inject({ url: base, headers })).json().stats).toMatchObject({
      total: 49,
      listed: 49,
      unlisted: 0,
    });
    expect((await ctx.app.inject({ url: `${base}?filter=unlisted`, headers })).json().total).toBe(0);
    // Approved answers are the host's guests now: the plan has one place left.
    expect(
      (await ctx.app.inject({ method: 'POST', url: base, headers, payload: { name: 'Ke-50', phone: '081300003333' } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await ctx.app.inject({ method: 'POST', url: base, headers, payload: { name: 'Ke-51', phone: '081300004444' } }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps answers from names not on the list apart in the tiles and analytics until the host approves them', async () => {
    const { headers, invitation } = await hostWithInvitation(ctx, null);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${invitation.id}/guests`,
      headers,
      payload: { name: 'Pak RT', phone: '081300001111' },
    });
    await sql(
      `insert into guests (invitation_id, name, source, status, guest_count, rsvp_date) values (?, 'Datang Sendiri', 'rsvp', 'confirmed', 2, now())`,
      [invitation.id],
    );
    const figures = async () => ({
      tiles: (await ctx.app.inject({ url: '/api/dashboard/summary', headers })).json(),
      analytics: (await ctx.app.inject({ url: '/api/dashboard/analytics', headers })).json().totals,
      list: (await ctx.app.inject({ url: `/api/dashboard/invitations/${invitation.id}/guests`, headers })).json().stats,
    });
    expect(await figures()).toMatchObject({
      tiles: { guests: 1, response_rate: 0 },
      analytics: { guests: 1, confirmed: 0, pending: 1 },
      list: { total: 2, listed: 1, unlisted: 1, confirmed: 0, pending: 1 },
    });
    const [waiting] = (
      await ctx.app.inject({ url: `/api/dashboard/invitations/${invitation.id}/guests?filter=unlisted`, headers })
    ).json().items;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${invitation.id}/guests/approve`,
      headers,
      payload: { ids: [waiting.id] },
    });
    expect(await figures()).toMatchObject({
      tiles: { guests: 2, response_rate: 50 },
      analytics: { guests: 2, confirmed: 1, pending: 1 },
      list: { total: 2, listed: 2, unlisted: 0, confirmed: 1, pending: 1 },
    });
  });

  it('reads look-alike names (no-break, zero-width or full-width characters, decomposed accents) as the same guest when adding, renaming and importing', async () => {
    const { headers, invitation } = await hostWithInvitation(ctx);
    const base = `/api/dashboard/invitations/${invitation.id}/guests`;
    const add = (name: string) =>
      ctx.app.inject({ method: 'POST', url: base, headers, payload: { name, phone: '081300005555' } });
    const siti = await add('  Siti\u00a0\u00a0Rahma\t');
    expect(siti.json()).toMatchObject({ name: 'Siti Rahma' });
    expect((await add('Andre\u0301 Wijaya')).json()).toMatchObject({ name: 'Andr\u00e9 Wijaya' });
    for (const twin of [
      'Siti\u2007Rahma',
      'siti\u202frahma',
      'Siti \u200bRahma',
      'Ｓｉｔｉ Ｒａｈｍａ',
      'Andr\u00e9\u00a0Wijaya',
    ]) {
      const answer = await add(twin);
      expect([twin, answer.statusCode, answer.json().message]).toEqual([
        twin,
        409,
        'Tamu dengan nama ini sudah ada di daftar.',
      ]);
    }
    const dewi = (await add('Dewi')).json();
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/${dewi.id}`,
      headers,
      payload: { name: 'SITI\u3000RAHMA', phone: '' },
    });
    expect(renamed.statusCode).toBe(409);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `${base}/${dewi.id}`,
          headers,
          payload: { name: 'Dewi\u00a0Lestari ', phone: '' },
        })
      ).json(),
    ).toMatchObject({ name: 'Dewi Lestari' });

    const csv = [
      'Nama,WhatsApp',
      'Siti\u00a0Rahma,081311110001',
      'Ｂｕｄｉ,081311110002',
      'budi\u200b,081311110003',
      ' Rudi  Hartono ,081311110004',
    ].join('\n');
    const body = multipartBody('tamu.csv', Buffer.from(csv), 'text/csv');
    const imported = (
      await ctx.app.inject({
        method: 'POST',
        url: `${base}/import`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      })
    ).json();
    expect(imported.rows.map((r: { name: string; error?: string }) => [r.name, r.error ?? null])).toEqual([
      ['Siti\u00a0Rahma', 'Sudah ada di daftar tamu.'],
      ['Budi', null],
      ['budi\u200b', 'Nama ganda: sama dengan baris 3.'],
      ['Rudi Hartono', null],
    ]);
    const names = (await ctx.app.inject({ url: `${base}?per_page=20`, headers }))
      .json()
      .items.map((g: { name: string }) => g.name)
      .sort();
    expect(names).toEqual(['Andr\u00e9 Wijaya', 'Budi', 'Dewi Lestari', 'Rudi Hartono', 'Siti Rahma']);
  });

  it("answers 404 to another host on every guest and check-in route, and changes nothing of the owner's", async () => {
    const { invitation, headers } = await hostWithInvitation(ctx);
    const guest = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/guests`,
        headers,
        payload: { name: 'Milik Pemilik', phone: '081366667777' },
      })
    ).json();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${invitation.id}/checkin`,
      headers,
      payload: { guest_id: guest.id },
    });
    const link = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/checkin-links`,
        headers,
        payload: {},
      })
    ).json();
    const stranger = await ctx.host();
    const base = `/api/dashboard/invitations/${invitation.id}`;
    const csv = multipartBody('tamu.csv', Buffer.from('Penyusup,081399990000'));
    const attempts: Array<{
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: unknown;
      headers?: Record<string, string>;
    }> = [
      { method: 'GET', url: `${base}/guests` },
      { method: 'GET', url: `${base}/guests/export.csv` },
      { method: 'POST', url: `${base}/guests`, payload: { name: 'Penyusup', phone: '081399990000' } },
      { method: 'PUT', url: `${base}/guests/${guest.id}`, payload: { name: 'Diubah', phone: '081399990000' } },
      { method: 'DELETE', url: `${base}/guests/${guest.id}` },
      { method: 'POST', url: `${base}/guests/approve`, payload: { ids: [guest.id] } },
      { method: 'POST', url: `${base}/guests/delete`, payload: { ids: [guest.id] } },
      { method: 'POST', url: `${base}/guests/${guest.id}/sent` },
      { method: 'PUT', url: `${base}/wa-template`, payload: { template: 'Spam {link}' } },
      { method: 'POST', url: `${base}/guests/import`, payload: csv.payload, headers: csv.headers },
      { method: 'POST', url: `${base}/checkin`, payload: { guest_id: guest.id } },
      { method: 'PUT', url: `${base}/checkin/${guest.id}`, payload: { people: 9 } },
      { method: 'GET', url: `${base}/checkin/summary` },
      { method: 'GET', url: `${base}/checkin-links` },
      { method: 'POST', url: `${base}/checkin-links`, payload: {} },
      { method: 'DELETE', url: `${base}/checkin-links/${link.id}` },
    ];
    for (const attempt of attempts) {
      const answer = await ctx.app.inject({
        method: attempt.method,
        url: attempt.url,
        payload: attempt.payload as never,
        headers: { ...stranger.headers, ...attempt.headers },
      });
      expect([attempt.method, attempt.url, answer.statusCode]).toEqual([attempt.method, attempt.url, 404]);
    }
    expect(
      await sql(`select name, checked_in_count, sent_at from guests where invitation_id = ?`, [invitation.id]),
    ).toEqual([{ name: 'Milik Pemilik', checked_in_count: 1, sent_at: null }]);
    expect(
      await sql(
        `select revoked_at, (select wa_template from invitations where id = ?) as template from checkin_links where id = ?`,
        [invitation.id, link.id],
      ),
    ).toEqual([{ revoked_at: null, template: null }]);
  });
});
