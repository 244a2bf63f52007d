import { Readable } from 'node:stream';
import { startTestS3 } from './testing';

describe('upload storage on an S3-compatible server (s3rver, through the AWS SDK)', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());

  it('stores a photo the public reads back at its URL, with its type and a year-long immutable cache header', async () => {
    const url = await s3.storage.put('user-1/foto.webp', Buffer.from('RIFF....WEBPVP8 '), 'image/webp');
    expect(url).toBe(`${s3.endpoint}/undangin-uploads/user-1/foto.webp`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('RIFF....WEBPVP8 ');
  });

  it('streams a 20 MB video in multipart parts and removes it; removing it again is no error', async () => {
    const part = Buffer.alloc(1024 * 1024, 7);
    const video = Readable.from(
      (function* () {
        for (let i = 0; i < 20; i += 1) yield part;
      })(),
    );
    await s3.storage.put('user-1/video.mp4', video, 'video/mp4');
    const stored = await s3.storage.direct!.head('user-1/video.mp4');
    expect(stored).toMatchObject({ size: 20 * 1024 * 1024, contentType: 'video/mp4' });
    await s3.storage.remove('user-1/video.mp4');
    expect((await s3.get('user-1/video.mp4')).status).toBe(404);
    await expect(s3.storage.remove('user-1/video.mp4')).resolves.toBeUndefined();
  });

  it('signs a PUT a browser sends with no credentials of its own, then publishes the checked upload to its final key', async () => {
    const body = Buffer.concat([Buffer.from('ftypisom'), Buffer.alloc(4096, 1)]);
    const put = await s3.storage.direct!.presignPut(
      'incoming/user-1/a.mp4',
      { contentType: 'video/mp4', size: body.length, metadata: { purpose: 'video' } },
      600,
    );
    const signed = new URL(put.url);
    expect(signed.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('600');
    // No checksum of an empty body in the URL: the store would refuse the real file against it.
    expect([...signed.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
    expect(put.headers).toEqual({ 'content-type': 'video/mp4' });

    const uploaded = await fetch(put.url, { method: 'PUT', headers: put.headers, body });
    expect(uploaded.status).toBe(200);
    expect(await s3.storage.direct!.head('incoming/user-1/a.mp4')).toEqual({
      size: body.length,
      contentType: 'video/mp4',
      metadata: { purpose: 'video' },
    });
    expect(await s3.storage.direct!.readStart('incoming/user-1/a.mp4', 8)).toEqual(Buffer.from('ftypisom'));
    expect(await s3.storage.direct!.head('incoming/user-1/none.mp4')).toBeNull();

    const url = await s3.storage.direct!.publish('incoming/user-1/a.mp4', 'user-1/a.mp4', 'video/mp4');
    expect(url).toBe(`${s3.endpoint}/undangin-uploads/user-1/a.mp4`);
    const published = await fetch(url);
    expect(published.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(published.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await published.arrayBuffer())).toEqual(body);
    expect((await s3.get('incoming/user-1/a.mp4')).status).toBe(404);
  });
});
