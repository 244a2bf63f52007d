import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp, multipartBody } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

const tooManyRows = 'Maksimal 10.000 baris per impor.';
const quoteNotPaired = (line: number) =>
  `Baris ${line} pada file CSV tidak dapat dibaca: tanda kutip (") tidak berpasangan. Apit isi sel dengan tanda kutip, dan tulis tanda kutip di dalam sel dua kali ("").`;

interface Row {
  row: number;
  name: string;
  phone: string | null;
  group_name: string | null;
  seats: number;
  error?: string;
}

describe('importing guests from CSV files as spreadsheets write them', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);
  let headers: Record<string, string>;
  let invitationId: string;
  beforeAll(async () => {
    const host = await hostWithInvitation(ctx);
    headers = host.headers;
    invitationId = host.invitation.id;
  });

  const upload = (csv: string | Buffer, dryRun = true) => {
    const body = multipartBody('tamu.csv', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), 'text/csv');
    const url = `/api/dashboard/invitations/${invitationId}/guests/import${dryRun ? '?dry_run=true' : ''}`;
    return ctx.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const rowsOf = async (csv: string | Buffer) => {
    const answer = await upload(csv);
    expect(answer.statusCode).toBe(200);
    return (answer.json().rows as Row[]).map(({ row, name, phone, group_name, seats, error }) => ({
      row,
      name,
      phone,
      group_name,
      seats,
      ...(error ? { error } : {}),
    }));
  };
  const imported = async () =>
    (await sql<{ n: number }>(`select count(*)::int as n from guests where invitation_id = ?`, [invitationId]))[0]!.n;

  it('reads quoted cells holding commas, semicolons, line breaks and doubled quotes, naming rows by the line they start on', async () => {
    const csv = [
      'Nama,WhatsApp,Grup,Kursi',
      '"Dewi, S.Pd",081211112222,"Teman; Kantor",2',
      '"Budi ""Bud"" Santoso",081233334444,"Keluarga',
      'Besar",1',
      'Rina,081255556666,,',
    ].join('\n');
    expect(await rowsOf(csv)).toEqual([
      { row: 2, name: 'Dewi, S.Pd', phone: '6281211112222', group_name: 'Teman; Kantor', seats: 2 },
      { row: 3, name: 'Budi "Bud" Santoso', phone: '6281233334444', group_name: 'Keluarga\nBesar', seats: 1 },
      { row: 5, name: 'Rina', phone: '6281255556666', group_name: null, seats: 1 },
    ]);
  });

  it('reads a semicolon file with a BOM and Windows line breaks as Indonesian Excel saves it', async () => {
    const csv = `\ufeff${['Nama;No HP;Kelompok;Kursi', 'Andi;0812-7777-1111;VIP;3', '"Sari; Adik";081277772222;"A, B";1'].join('\r\n')}\r\n`;
    expect(await rowsOf(csv)).toEqual([
      { row: 2, name: 'Andi', phone: '6281277771111', group_name: 'VIP', seats: 3 },
      { row: 3, name: 'Sari; Adik', phone: '6281277772222', group_name: 'A, B', seats: 1 },
    ]);
  });

  it('skips blank lines, whitespace and empty-cell lines, yet counts them in the line numbers', async () => {
    const lines = [
      'Nama;WhatsApp',
      '',
      ' \t ',
      'Andi;081288881111',
      ';',
      '',
      '"Cici',
      'Dua";081288882222',
      'Eko;081288883333',
    ];
    expect(await rowsOf(lines.join('\r\n'))).toEqual([
      { row: 4, name: 'Andi', phone: '6281288881111', group_name: null, seats: 1 },
      { row: 7, name: 'Cici Dua', phone: '6281288882222', group_name: null, seats: 1 },
      { row: 9, name: 'Eko', phone: '6281288883333', group_name: null, seats: 1 },
    ]);
  });

  it('refuses a quote that is never closed with a 400 naming the line it opens on, importing nothing', async () => {
    const csv = ['Nama,WhatsApp', 'Andi,081299991111', '', '"Budi,081299992222', 'Cici,081299993333'].join('\n');
    const answer = await upload(csv, false);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 400, message: quoteNotPaired(4) });
    expect(await imported()).toBe(0);
  });

  it('refuses text after a closing quote, or a quote inside an unquoted cell, naming the line', async () => {
    const afterClosing = await upload(
      ['Nama,WhatsApp', 'Andi,081299991111', '"Budi" Santoso,081299992222'].join('\r\n'),
    );
    expect(afterClosing.statusCode).toBe(400);
    expect(afterClosing.json().message).toBe(quoteNotPaired(3));
    const inside = await upload(['Nama;WhatsApp', '', 'Budi "Bud";081299992222'].join('\n'));
    expect(inside.statusCode).toBe(400);
    expect(inside.json().message).toBe(quoteNotPaired(3));
  });

  it('reads exactly 10,000 rows of CSV and refuses 10,001 with the row cap message', async () => {
    const csvOf = (count: number) =>
      ['Nama,WhatsApp', ...Array.from({ length: count }, (_, i) => `Tamu ${i},0813${String(10_000_000 + i)}`)].join(
        '\n',
      );
    const full = await upload(csvOf(10_000));
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ valid: 10_000, invalid: 0 });
    const over = await upload(csvOf(10_001));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(tooManyRows);
  }, 30_000);
});
