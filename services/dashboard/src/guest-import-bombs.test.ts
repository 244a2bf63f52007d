import { randomBytes } from 'node:crypto';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp, multipartBody } from './test-support';
import { sql } from './test-sql';
import { sheetRow, xlsxOf } from './test-xlsx';

const MB = 1024 * 1024;
const tooLarge =
  'Isi file Excel terlalu besar untuk daftar tamu (maksimal 20MB setelah dibuka). Simpan ulang hanya daftar tamunya, lalu coba lagi.';
const tooManyRows = 'Maksimal 10.000 baris per impor.';
const cellTooLong = 'Isi sel terlalu panjang (maksimal 500 karakter).';

/** Rows of a guest sheet whose names are `width` characters long: hundreds of MB of XML that deflate to a few hundred KB. */
function* wideRows(count: number, width: number) {
  const filler = 'A'.repeat(width);
  yield sheetRow(1, ['Nama', 'WhatsApp']);
  for (let row = 2; row <= count + 1; row += 1)
    yield sheetRow(row, [`${filler}${row}`, `0812${String(10_000_000 + row)}`]);
}

/** The answer to an upload, and how much the process grew while answering (peak and resident, in MB). */
async function measured<T extends { rawPayload: Buffer }>(run: () => Promise<T>) {
  const peakBefore = process.resourceUsage().maxRSS;
  const rssBefore = process.memoryUsage().rss;
  const answer = await run();
  return {
    answer,
    bodyBytes: answer.rawPayload.length,
    peakGrowthMb: Math.round((process.resourceUsage().maxRSS - peakBefore) / 1024),
    rssGrowthMb: Math.round((process.memoryUsage().rss - rssBefore) / MB),
  };
}

describe('guest import of a file built to exhaust the service', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);
  let headers: Record<string, string>;
  let invitationId: string;
  beforeAll(async () => {
    const host = await ctx.host();
    await sql(`insert into subscriptions (user_id, plan_id, status) values (?, 'premium', 'active')`, [host.id]);
    headers = host.headers;
    const slug = `bom-${Date.now().toString(36)}`;
    invitationId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/invitations',
        headers,
        payload: { slug, category: 'wedding' },
      })
    ).json().id;
  });

  const upload = (filename: string, file: Buffer, dryRun = false) => {
    const body = multipartBody(filename, file);
    const url = `/api/dashboard/invitations/${invitationId}/guests/import${dryRun ? '?dry_run=true' : ''}`;
    return ctx.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const imported = async () =>
    (await sql<{ n: number }>(`select count(*)::int as n from guests where invitation_id = ?`, [invitationId]))[0]!.n;

  it('refuses a 300 KB Excel file holding 180 MB of rows before inflating it, in a short answer, importing nothing', async () => {
    const bomb = await xlsxOf(wideRows(9_000, 20_000));
    expect(bomb.length).toBeLessThan(MB);
    const { answer, bodyBytes, peakGrowthMb, rssGrowthMb } = await measured(() => upload('tamu.xlsx', bomb));
    console.info(
      `bom Excel: ${answer.statusCode}, jawaban ${bodyBytes} B, puncak +${peakGrowthMb} MB, rss +${rssGrowthMb} MB`,
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ status: 413, code: 'payload_too_large', message: tooLarge });
    expect(bodyBytes).toBeLessThan(10 * 1024);
    expect(peakGrowthMb).toBeLessThan(200);
    expect(rssGrowthMb).toBeLessThan(200);
    expect(await imported()).toBe(0);
  }, 60_000);

  it('refuses a zip that declares its 270 MB sheet as 4 KB while inflating it, once the real XML passes the limit', async () => {
    const liar = await xlsxOf(wideRows(9_000, 30_000), (part) => (part.name.includes('sheet') ? 4_000 : part.size));
    const { answer, bodyBytes, peakGrowthMb, rssGrowthMb } = await measured(() => upload('tamu.xlsx', liar));
    console.info(
      `zip berbohong: ${answer.statusCode}, jawaban ${bodyBytes} B, puncak +${peakGrowthMb} MB, rss +${rssGrowthMb} MB`,
    );
    expect(answer.json()).toEqual({ status: 413, code: 'payload_too_large', message: tooLarge });
    expect(bodyBytes).toBeLessThan(10 * 1024);
    expect(peakGrowthMb).toBeLessThan(200);
    expect(await imported()).toBe(0);
  }, 60_000);

  it('stops reading a CSV of 100,000 rows at the row cap and says so in Indonesian', async () => {
    const rows = [
      'Nama,WhatsApp',
      ...Array.from({ length: 100_000 }, (_, i) => `Tamu ${i},0813${String(10_000_000 + i)}`),
    ];
    const { answer, bodyBytes } = await measured(() => upload('tamu.csv', Buffer.from(rows.join('\n'))));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(tooManyRows);
    expect(bodyBytes).toBeLessThan(10 * 1024);
    expect(await imported()).toBe(0);
  });

  it('answers a 5 MB CSV cell with a row error and never echoes it back', async () => {
    const huge = `"${'x'.repeat(5 * MB - 200).replace(/x{1000}/g, (run) => `${run.slice(0, 998)}""`)}"`;
    const csv = Buffer.from(`Nama,WhatsApp\n${huge},081234567890\nRina,081211112222\n`);
    const started = Date.now();
    const { answer, bodyBytes } = await measured(() => upload('tamu.csv', csv, true));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer.statusCode).toBe(200);
    expect(bodyBytes).toBeLessThan(10 * 1024);
    const { rows, valid, invalid } = answer.json();
    expect({ valid, invalid }).toEqual({ valid: 1, invalid: 1 });
    expect(rows[0]).toMatchObject({ row: 2, error: cellTooLong });
    expect(rows[0].name.length).toBeLessThanOrEqual(101);
  });

  it('answers a 1 MB Excel cell with a row error and never echoes it back', async () => {
    // Random text barely deflates: a long cell, not a bomb.
    const long = randomBytes((3 * MB) / 4).toString('base64');
    const file = await xlsxOf([
      sheetRow(1, ['Nama', 'WhatsApp']),
      sheetRow(2, [long, '081234567890']),
      sheetRow(3, ['Tono', '081233334444']),
    ]);
    const { answer, bodyBytes } = await measured(() => upload('tamu.xlsx', file, true));
    expect(answer.statusCode).toBe(200);
    expect(bodyBytes).toBeLessThan(10 * 1024);
    expect(answer.json().rows.map((r: { row: number; error?: string }) => [r.row, r.error])).toEqual([
      [2, cellTooLong],
      [3, undefined],
    ]);
  });

  it('reads a genuine 10,000-guest Excel sheet, and refuses one row more', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const sheetOf = async (count: number) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Tamu');
      sheet.addRow(['Nama', 'WhatsApp', 'Grup', 'Kursi']);
      for (let i = 0; i < count; i += 1)
        sheet.addRow([
          `Tamu Undangan Nomor ${i}`,
          `0813${String(10_000_000 + i)}`,
          i % 2 ? 'Keluarga' : 'Teman Kantor',
          1 + (i % 3),
        ]);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const full = await upload('tamu.xlsx', await sheetOf(10_000), true);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ valid: 10_000, invalid: 0 });
    const over = await upload('tamu.xlsx', await sheetOf(10_001), true);
    expect(over.json()).toMatchObject({ status: 400, message: tooManyRows });
  }, 60_000);
});
