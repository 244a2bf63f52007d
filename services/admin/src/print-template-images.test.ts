import { existsSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@undangin/contracts';
import type { App, SigningKey } from '@undangin/service-kit';
import { bearer, buildTestService, multipartBody, publishedTestKey } from '@undangin/service-kit/testing';
import { adminRoutes } from './app';
import { auditOf } from './test/seed';

// An 8 × 8 PNG in the brand rose.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPY55WDFTEMLQkAa2RdAQAehD4AAAAASUVORK5CYII=',
  'base64',
);
const url = '/api/admin/print-templates/images';

describe('admin print-template image uploads', () => {
  let app: App;
  let key: SigningKey;
  let uploads: string;
  let headers: { authorization: string };
  const stored = async () =>
    existsSync(path.join(uploads, 'print-templates')) ? readdir(path.join(uploads, 'print-templates')) : [];

  beforeAll(async () => {
    // The service's storage from its environment, as `npm start` gives it the dashboard's upload folder.
    uploads = await mkdtemp(path.join(os.tmpdir(), 'admin-uploads-'));
    process.env.UPLOADS_DIR = uploads;
    key = await publishedTestKey();
    app = await buildTestService('admin', adminRoutes);
    headers = await bearer(key, 'admin');
  });
  afterAll(async () => {
    await app.close();
    delete process.env.UPLOADS_DIR;
  });

  it('stores an uploaded PNG as WebP under print-templates/, answers its public URL and audits the upload', async () => {
    const body = multipartBody('depan.png', png, 'image/png');
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const { url: imageUrl } = response.json<{ url: string }>();
    expect(imageUrl).toMatch(/^\/uploads\/print-templates\/[0-9a-f-]{36}\.webp$/);
    const file = path.join(uploads, imageUrl.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    const id = path.basename(file, '.webp');
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'print_template.image_uploaded', after: { url: imageUrl, name: 'depan.png' } }),
    ]);
  });

  it('refuses a file that is not a JPG, PNG or WebP image, whatever its name says, in Indonesian, storing nothing', async () => {
    const before = await stored();
    for (const [name, content] of [
      ['foto.png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['animasi.gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000')],
      // A PNG signature over a broken body: the content is decoded, not only its first bytes.
      ['rusak.png', Buffer.concat([png.subarray(0, 16), Buffer.alloc(64, 1)])],
    ] as const) {
      const body = multipartBody(name, content, 'image/png');
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'unsupported_media_type', message: messages.uploads.imageOnly });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses an image over 10 MB with 413 in Indonesian, storing nothing', async () => {
    const before = await stored();
    const body = multipartBody('besar.png', Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]), 'image/png');
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(messages.uploads.tooLarge10);
    expect(await stored()).toEqual(before);
  });

  it('refuses hosts with 403 and anonymous callers with 401, storing nothing', async () => {
    const before = await stored();
    const body = multipartBody('depan.png', png, 'image/png');
    const asHost = await app.inject({
      method: 'POST',
      url,
      headers: { ...(await bearer(key, 'user')), ...body.headers },
      payload: body.payload,
    });
    expect(asHost.statusCode).toBe(403);
    expect(asHost.json().message).toBe('Anda tidak memiliki izin untuk melakukan tindakan ini.');
    expect((await app.inject({ method: 'POST', url, headers: body.headers, payload: body.payload })).statusCode).toBe(
      401,
    );
    expect(await stored()).toEqual(before);
  });
});
