import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp, multipartBody } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

describe('importing guests', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('previews a CSV import with per-row errors and duplicates, then imports every valid row at once, or nothing', async () => {
    const { headers, invitation } = await hostWithInvitation(ctx);
    const base = `/api/dashboard/invitations/${invitation.id}/guests`;
    await ctx.app.inject({ method: 'POST', url: base, headers, payload: { name: 'Sudah Ada', phone: '081311112222' } });
    // A blank separator line stays counted: errors name the line the host sees in their editor.
    const csv = [
      'Nama;WhatsApp;Grup;Kursi',
      'Andi;0812-3333-4444;VIP;2',
      '',
      '"Dewi, S.Pd";+62 812 5555 6666;Reguler;1',
      ';081200000000;;',
      'Bambang;12345;;',
      'andi;081277778888;;',
      'Sudah Ada;081299990000;;',
      'Cici;081211110000;;x',
    ].join('\r\n');
    const upload = (dry: boolean) => {
      const body = multipartBody('tamu.csv', Buffer.from(csv), 'text/csv');
      return ctx.app.inject({
        method: 'POST',
        url: `${base}/import${dry ? '?dry_run=true' : ''}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const preview = (await upload(true)).json();
    expect(preview).toMatchObject({ dry_run: true, valid: 2, invalid: 5, imported: 0 });
    expect(
      preview.rows
        .filter((r: { error?: string }) => r.error)
        .map((r: { row: number; error: string }) => [r.row, r.error]),
    ).toEqual([
      [5, 'Nama tamu wajib diisi.'],
      [6, 'Nomor WhatsApp tidak valid. Contoh: 6281234567890.'],
      [7, 'Nama ganda: sama dengan baris 2.'],
      [8, 'Sudah ada di daftar tamu.'],
      [9, 'Jumlah kursi harus angka 1 sampai 50.'],
    ]);
    expect((await ctx.app.inject({ url: base, headers })).json().total).toBe(1);
    const done = (await upload(false)).json();
    expect(done.imported).toBe(2);
    const names = (await ctx.app.inject({ url: `${base}?per_page=10`, headers }))
      .json()
      .items.map((g: { name: string }) => g.name)
      .sort();
    expect(names).toEqual(['Andi', 'Dewi, S.Pd', 'Sudah Ada']);
    const exported = await ctx.app.inject({ url: `${base}/export.csv`, headers });
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body).toContain('"Dewi, S.Pd",6281255556666,Reguler,1,pending');
    // Each row carries the guest's personal link, with the code that identifies them at the door and on RSVP.
    expect(exported.body).toMatch(/\/[a-z0-9-]+\?to=Andi&g=[a-f0-9]{32},[a-f0-9]{32}/);
    // A name typed on the public page cannot become a formula in the host's Excel.
    await sql(
      `insert into guests (invitation_id, name, source) values (?, '=HYPERLINK("http://contoh.id","klik")', 'rsvp')`,
      [invitation.id],
    );
    const again = await ctx.app.inject({ url: `${base}/export.csv`, headers });
    expect(again.body).toContain(`"'=HYPERLINK(""http://contoh.id"",""klik"")"`);
  });

  it('reads an Excel file the same way', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const { headers, invitation } = await hostWithInvitation(ctx);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tamu');
    sheet.addRow(['Nama', 'No HP', 'Kelompok', 'Kursi']);
    sheet.addRow(['Rina', '081211112222', 'VVIP', 2]);
    sheet.addRow(['Tono', 81233334444, 'Reguler', 1]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const body = multipartBody('tamu.xlsx', file);
    const answer = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/guests/import`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      })
    ).json();
    expect(answer).toMatchObject({ valid: 2, invalid: 0, imported: 2 });
    expect(answer.rows.map((r: { phone: string; group_name: string }) => [r.phone, r.group_name])).toEqual([
      ['6281211112222', 'VVIP'],
      ['6281233334444', 'Reguler'],
    ]);
  });

  it('refuses an import that would pass the plan limit, leaving nothing half-imported', async () => {
    const { headers, invitation } = await hostWithInvitation(ctx, null);
    const rows = Array.from({ length: 60 }, (_, i) => `Tamu ${i},0813${String(10000000 + i)}`);
    const body = multipartBody('tamu.csv', Buffer.from(rows.join('\n')));
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${invitation.id}/guests/import`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(403);
    expect(await sql(`select count(*)::int as n from guests where invitation_id = ?`, [invitation.id])).toEqual([
      { n: 0 },
    ]);
  });

  it('tells the plan’s room in the preview and, asked to, imports the first rows that fit', async () => {
    const { headers, invitation } = await hostWithInvitation(ctx, null);
    const base = `/api/dashboard/invitations/${invitation.id}/guests`;
    for (const name of ['Satu', 'Dua', 'Tiga', 'Empat', 'Lima'])
      await ctx.app.inject({ method: 'POST', url: base, headers, payload: { name, phone: '081300001111' } });
    const csv = Array.from({ length: 55 }, (_, i) => `Impor ${i + 1},0813${String(20000000 + i)}`).join('\n');
    const upload = (query: string) => {
      const body = multipartBody('tamu.csv', Buffer.from(csv), 'text/csv');
      return ctx.app.inject({
        method: 'POST',
        url: `${base}/import${query}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    // The free plan's 50 places, 5 taken: the preview says 45 fit before anything is imported.
    expect((await upload('?dry_run=true')).json()).toMatchObject({ valid: 55, imported: 0, room: 45 });
    expect((await upload('')).json()).toMatchObject({
      status: 403,
      code: 'plan_limit',
      message: 'Paket Anda maksimal 50 tamu per undangan; impor ini akan membuat 60 tamu.',
    });
    expect((await upload('?fit=true')).json()).toMatchObject({ valid: 55, imported: 45, room: 0 });
    const names = await sql<{ name: string }>(
      `select name from guests where invitation_id = ? and name like 'Impor %' order by name`,
      [invitation.id],
    );
    expect(names).toHaveLength(45);
    expect(names.map((r) => r.name)).not.toContain('Impor 46');
    expect((await upload('?fit=true')).json()).toMatchObject({
      status: 403,
      message: 'Daftar tamu sudah penuh: paket Anda maksimal 50 tamu per undangan. Upgrade paket untuk menambah tamu.',
    });
  });
});
