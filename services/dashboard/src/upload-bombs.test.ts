import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { sql } from './test-sql';

const MB = 1024 * 1024;

/** A PNG whose header claims `width` × `height` pixels, with a few bytes of image data behind it. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * width))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart body sent as a stream: `fields` form fields of `fieldBytes` each, then one file. */
function streamedForm(fields: number, fieldBytes: number, file: { name: string; content: () => Iterable<Buffer> }) {
  const boundary = `----undangin${randomUUID()}`;
  const field = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="catatan"\r\n\r\n${'y'.repeat(fieldBytes)}\r\n`,
  );
  function* parts() {
    for (let i = 0; i < fields; i += 1) yield field;
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    yield* file.content();
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { payload: Readable.from(parts()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** How much the process's peak memory grew while `run` ran, in MB. */
async function peakGrowth<T>(run: () => Promise<T>) {
  const before = process.resourceUsage().maxRSS;
  const answer = await run();
  return { answer, peakGrowthMb: Math.round((process.resourceUsage().maxRSS - before) / 1024) };
}

describe('uploads built to exhaust the dashboard service', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('keeps none of 300 MB of form fields sent before a guest file, and still reads the file', async () => {
    const host = await ctx.host();
    const slug = `isian-${Date.now().toString(36)}`;
    const invitation = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/invitations',
        headers: host.headers,
        payload: { slug, category: 'wedding' },
      })
    ).json();
    const form = streamedForm(300, MB - 100, {
      name: 'tamu.csv',
      content: () => [Buffer.from('Nama,WhatsApp\nRina,081211112222\n')],
    });
    const url = `/api/dashboard/invitations/${invitation.id}/guests/import?dry_run=true`;
    const { answer, peakGrowthMb } = await peakGrowth(() =>
      ctx.app.inject({ method: 'POST', url, headers: { ...host.headers, ...form.headers }, payload: form.payload }),
    );
    console.info(`isian formulir: ${answer.statusCode}, puncak +${peakGrowthMb} MB`);
    expect(answer.json()).toMatchObject({ valid: 1, invalid: 0, rows: [{ name: 'Rina' }] });
    expect(peakGrowthMb).toBeLessThan(60);
  }, 60_000);

  it('stops reading a photo at 10 MB, not at the 50 MB a video may have', async () => {
    const { headers } = await ctx.host();
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const zeros = Buffer.alloc(MB);
    const form = streamedForm(0, 0, {
      name: 'foto.jpg',
      content: () => [jpegHead, ...Array.from({ length: 45 }, () => zeros)],
    });
    const { answer, peakGrowthMb } = await peakGrowth(() =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/media?purpose=image',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      }),
    );
    console.info(`foto 45 MB: ${answer.statusCode}, puncak +${peakGrowthMb} MB`);
    expect(answer.json()).toEqual({ status: 413, code: 'payload_too_large', message: 'Ukuran file maksimal 10MB' });
    expect(peakGrowthMb).toBeLessThan(40);
  }, 60_000);

  it('refuses a small PNG claiming a 20,000 × 20,000 canvas by its header, saying why, and keeps nothing', async () => {
    const { headers, id } = await ctx.host();
    const png = pngClaiming(20_000, 20_000);
    expect(png.length).toBeLessThan(10 * 1024);
    const form = streamedForm(0, 0, { name: 'foto.png', content: () => [png] });
    const { answer, peakGrowthMb } = await peakGrowth(() =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/media?purpose=image',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      }),
    );
    expect(answer.json()).toEqual({
      status: 413,
      code: 'payload_too_large',
      message: 'Resolusi gambar terlalu besar (maksimal 40 megapiksel, misalnya 8000 × 5000 piksel).',
    });
    expect(peakGrowthMb).toBeLessThan(40);
    expect(await sql(`select count(*)::int as n from media_files where user_id = ?`, [id])).toEqual([{ n: 0 }]);
  });
});
