import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { startTestS3 } from '@undangin/service-kit/storage/testing';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';

/** An MP4 as a phone records it: an ftyp box with an MP4 brand, then data. */
const mp4 = (size: number) => {
  const file = Buffer.alloc(size, 1);
  file.writeUInt32BE(24, 0);
  file.write('ftypisom', 4, 'latin1');
  file.write('isomiso2mp41', 12, 'latin1');
  return file;
};

/** What the browser does with a presigned upload: a plain HTTP PUT to the bucket, no bearer, only the given headers. */
function put(url: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<number>((resolve, reject) => {
    const req = request(url, { method: 'PUT', headers: { ...headers, 'content-length': body.length } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('a video uploaded from the browser straight to the bucket (s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  const ctx = serviceTestContext(async () => {
    s3 = await startTestS3();
    return buildDashboardTestApp(s3.storage);
  });
  afterAll(() => s3?.close());

  const create = (headers: Record<string, string>, body: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/dashboard/media/uploads', headers, payload: body });
  const complete = (headers: Record<string, string>, id: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/dashboard/media/uploads/${id}/complete`, headers });
  const library = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ url: '/api/dashboard/media', headers })).json();

  it('signs a PUT, takes the uploaded video into the library at its public URL with a year-long cache header', async () => {
    const { id: userId, headers } = await ctx.host();
    const video = mp4(3 * 1024 * 1024);
    const created = await create(headers, {
      purpose: 'video',
      name: 'Video Prewedding ✨.mp4',
      size: video.length,
      type: 'video/mp4',
    });
    expect(created.statusCode).toBe(201);
    const upload = created.json();
    expect(upload).toMatchObject({ mode: 'direct', method: 'PUT', headers: { 'content-type': 'video/mp4' } });
    expect(upload.url.startsWith(`${s3.endpoint}/undangin-uploads/incoming/${userId}/${upload.id}?`)).toBe(true);

    expect(await put(upload.url, upload.headers, video)).toBe(200);
    const done = await complete(headers, upload.id);
    expect(done.statusCode).toBe(201);
    const media = done.json();
    expect(media).toMatchObject({
      id: upload.id,
      kind: 'video',
      mime: 'video/mp4',
      size: video.length,
      url: `${s3.endpoint}/undangin-uploads/${userId}/${upload.id}.mp4`,
      original_name: 'Video Prewedding ✨.mp4',
    });
    const served = await fetch(media.url);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
    expect((await s3.get(`incoming/${userId}/${upload.id}`)).status).toBe(404);
    expect(await library(headers)).toEqual([expect.objectContaining({ id: upload.id, url: media.url })]);
    // A retry after a lost answer gets the same file, not a second one.
    const again = await complete(headers, upload.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().url).toBe(media.url);
  });

  it('refuses a declared video over 50 MB before anything is sent, with the spec text', async () => {
    const { headers } = await ctx.host();
    const created = await create(headers, {
      purpose: 'video',
      name: 'besar.mp4',
      size: 51 * 1024 * 1024,
      type: 'video/mp4',
    });
    expect(created.statusCode).toBe(413);
    expect(created.json().message).toBe('Ukuran file maksimal 50MB');
  });

  it('refuses what arrived when it is not what was declared, and deletes it from the bucket', async () => {
    const { id: userId, headers } = await ctx.host();
    // Not a video at all, sent as one.
    const text = Buffer.from('ini bukan video, hanya teks biasa'.repeat(40));
    const fake = (
      await create(headers, { purpose: 'video', name: 'video.mp4', size: text.length, type: 'video/mp4' })
    ).json();
    expect(await put(fake.url, fake.headers, text)).toBe(200);
    const refused = await complete(headers, fake.id);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('Hanya file video yang diperbolehkan (MP4, WebM)');
    expect((await s3.get(`incoming/${userId}/${fake.id}`)).status).toBe(404);

    // More bytes than were signed for (a store that does not check the signed length).
    const declared = mp4(1024 * 1024);
    const longer = (
      await create(headers, { purpose: 'video', name: 'video.mp4', size: declared.length, type: 'video/mp4' })
    ).json();
    expect(await put(longer.url, longer.headers, mp4(2 * 1024 * 1024))).toBe(200);
    const mismatch = await complete(headers, longer.id);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('File yang sampai tidak sama dengan file yang dipilih. Silakan coba lagi.');
    expect((await s3.get(`incoming/${userId}/${longer.id}`)).status).toBe(404);

    // A WebM sent under the MP4 type it was signed for: stored it would lie about its type.
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2048)]);
    const lying = (
      await create(headers, { purpose: 'video', name: 'video.mp4', size: webm.length, type: 'video/mp4' })
    ).json();
    expect(await put(lying.url, lying.headers, webm)).toBe(200);
    expect((await complete(headers, lying.id)).statusCode).toBe(415);
    expect(await library(headers)).toEqual([]);
  });

  it("answers 404 for another account's upload and for one never sent; the owner can still complete it", async () => {
    const owner = await ctx.host();
    const other = await ctx.host();
    const video = mp4(64 * 1024);
    const upload = (
      await create(owner.headers, { purpose: 'video', name: 'v.mp4', size: video.length, type: 'video/mp4' })
    ).json();
    expect((await complete(owner.headers, upload.id)).statusCode).toBe(404);
    expect(await put(upload.url, upload.headers, video)).toBe(200);
    const stolen = await complete(other.headers, upload.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Data tidak ditemukan.');
    expect(await library(other.headers)).toEqual([]);
    expect((await complete(owner.headers, upload.id)).statusCode).toBe(201);
  });

  it('sends photos, and files of a type it cannot sign, through the service instead', async () => {
    const { headers } = await ctx.host();
    const photo = await create(headers, { purpose: 'image', name: 'foto.jpg', size: 1000, type: 'image/jpeg' });
    expect(photo.json()).toEqual({ mode: 'service' });
    const unnamed = await create(headers, { purpose: 'video', name: 'video', size: 1000, type: '' });
    expect(unnamed.json()).toEqual({ mode: 'service' });
    const song = await create(headers, { purpose: 'audio', name: 'lagu.m4a', size: 1000, type: 'audio/x-m4a' });
    expect(song.json()).toMatchObject({ mode: 'direct', headers: { 'content-type': 'audio/mp4' } });
  });

  it('needs a signed-in host', async () => {
    const answer = await create({}, { purpose: 'video', name: 'v.mp4', size: 10, type: 'video/mp4' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('direct uploads with the local disk (npm start)', () => {
  const ctx = serviceTestContext(() => buildDashboardTestApp());

  it('answers that a video goes through the service, and knows no upload to complete', async () => {
    const { headers } = await ctx.host();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/media/uploads',
      headers,
      payload: { purpose: 'video', name: 'v.mp4', size: 1000, type: 'video/mp4' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ mode: 'service' });
    const completed = await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/media/uploads/${randomUUID()}/complete`,
      headers,
    });
    expect(completed.statusCode).toBe(404);
  });
});
