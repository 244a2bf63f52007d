import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp, multipartBody } from '../../services/dashboard/src/test-support';
import { sql } from '../../services/dashboard/src/test-sql';
import { sheetRow, xlsxOf } from '../../services/dashboard/src/test-xlsx';

const MB = 1024 * 1024;
const tooComplex =
  'Isi file terlalu rumit untuk daftar tamu (terlalu banyak elemen, tingkatan, kolom, atau atribut). Simpan ulang hanya daftar tamunya sebagai Excel (.xlsx) atau CSV, lalu coba lagi.';

/** A sheet whose second row nests `depth` elements: millions of open tags in a few hundred KB once deflated. */
function* nested(depth: number) {
  yield sheetRow(1, ['Nama', 'WhatsApp']);
  yield '<row r="2"><c r="A2" t="inlineStr"><is>';
  for (let sent = 0; sent < depth; sent += 10_000) yield '<r>'.repeat(10_000);
}

/** A row carrying `count` attributes, then one attribute of `chars` characters. */
const attributeBomb = (count: number) => [sheetRow(1, ['Nama']), `<row r="2" ${'x="1" '.repeat(count)}>`];
const longAttribute = (chars: number) => [sheetRow(1, ['Nama']), `<row r="2" spans="${'9'.repeat(chars)}">`];

/** Flat elements past the file's budget: each is small, together they are millions. */
function* flood(count: number) {
  yield sheetRow(1, ['Nama', 'WhatsApp']);
  for (let sent = 0; sent < count; sent += 10_000) yield '<x/>'.repeat(10_000);
}

/** The zip declares each sheet as small, so only what the parser meets can refuse it. */
const lying = (part: { name: string; size: number }) => (part.name.includes('sheet') ? 4_000 : part.size);

describe('guest import of a file built to make the parser keep millions of things', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);
  let headers: Record<string, string>;
  let invitationId: string;
  beforeAll(async () => {
    const host = await ctx.host();
    headers = host.headers;
    invitationId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/invitations',
        headers,
        payload: { slug: `struktur-${Date.now().toString(36)}`, category: 'wedding' },
      })
    ).json().id;
  });

  const upload = (filename: string, file: Buffer) => {
    const body = multipartBody(filename, file);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${invitationId}/guests/import`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const imported = async () =>
    (await sql<{ n: number }>(`select count(*)::int as n from guests where invitation_id = ?`, [invitationId]))[0]!.n;
  /** How far the process's resident memory (the reader's thread included) rose above where it was. */
  const peakGrowthMb = (before: number) => Math.round((process.resourceUsage().maxRSS - before) / 1024);

  it.each([
    ['nests 5 million elements', () => xlsxOf(nested(5_000_000), lying)],
    ['carries 2 million attributes on one element', () => xlsxOf(attributeBomb(2_000_000), lying)],
    ['carries a 10 MB attribute', () => xlsxOf(longAttribute(10 * MB), lying)],
    ['holds 4 million empty elements', () => xlsxOf(flood(4_000_000), lying)],
  ])(
    'refuses a spreadsheet that %s with a 413 in Indonesian, importing nothing',
    async (_, make) => {
      const file = await make();
      expect(file.length).toBeLessThan(MB);
      const before = process.resourceUsage().maxRSS;
      const answer = await upload('tamu.xlsx', file);
      const growth = peakGrowthMb(before);
      console.info(`${_}: ${file.length} B, ${answer.statusCode}, puncak +${growth} MB`);
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toEqual({ status: 413, code: 'payload_too_large', message: tooComplex });
      expect(growth).toBeLessThan(250);
      expect(await imported()).toBe(0);
    },
    60_000,
  );

  it('refuses a 5 MB CSV of commas before the parser builds its fields', async () => {
    const before = process.resourceUsage().maxRSS;
    const started = Date.now();
    const answer = await upload('tamu.csv', Buffer.from(`Nama,WhatsApp\n${','.repeat(5 * MB - 100)}\n`));
    const growth = peakGrowthMb(before);
    console.info(`CSV koma: ${answer.statusCode}, ${Date.now() - started} ms, puncak +${growth} MB`);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe(tooComplex);
    expect(growth).toBeLessThan(100);
  });

  it('keeps answering other requests while three bombs are read at once, and refuses all three', async () => {
    const bomb = await xlsxOf(nested(5_000_000), lying);
    const before = process.resourceUsage().maxRSS;
    const bombs = Promise.all([upload('a.xlsx', bomb), upload('b.xlsx', bomb), upload('c.xlsx', bomb)]);
    const list = await ctx.app.inject({ url: `/api/dashboard/invitations/${invitationId}/guests`, headers });
    expect(list.statusCode).toBe(200);
    const answers = await bombs;
    const growth = peakGrowthMb(before);
    console.info(`tiga bom sekaligus: ${answers.map((a) => a.statusCode).join(', ')}, puncak +${growth} MB`);
    expect(answers.map((a) => a.json().message)).toEqual([tooComplex, tooComplex, tooComplex]);
    expect(growth).toBeLessThan(500);
  }, 60_000);

  it('still reads an ordinary sheet', async () => {
    const sheet = await xlsxOf([sheetRow(1, ['Nama', 'WhatsApp']), sheetRow(2, ['Rina', '081211112222'])]);
    const answer = await upload('tamu.xlsx', sheet);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ valid: 1, imported: 1 });
  });
});
