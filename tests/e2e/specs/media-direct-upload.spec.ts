import { expect, test, type Request } from '@playwright/test';
import { bucketURL } from '../playwright.config';
import { apiRegister, newPerson, signIn } from '../support/session';

/** A 6 MB MP4 as a phone records it: an ftyp box with MP4 brands, then data. */
function mp4(name: string) {
  const buffer = Buffer.alloc(6 * 1024 * 1024, 1);
  buffer.writeUInt32BE(24, 0);
  buffer.write('ftypisom', 4, 'latin1');
  buffer.write('isomiso2mp41', 12, 'latin1');
  return { name, mimeType: 'video/mp4', buffer };
}

test('a host uploads a background video straight to the bucket, watches it reach 100 % and sees it in the editor and the library', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const slug = `video-langsung-${Date.now().toString(36)}`;
  const { id } = await (
    await page.request.post('/api/dashboard/invitations', { headers, data: { slug, category: 'wedding' } })
  ).json();

  // Every percentage the page shows, as it shows it.
  await page.addInitScript({
    content: `window.uploadTexts = [];
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          const text = status.textContent ?? '';
          if (text.startsWith('Mengunggah') && window.uploadTexts.at(-1) !== text) window.uploadTexts.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });`,
  });
  const toBucket: Request[] = [];
  page.on('request', (request) => request.url().startsWith(bucketURL) && toBucket.push(request));
  await page.goto(`/app/edit-card/${id}`);
  await page.getByLabel('Nama pasangan / judul acara').fill('Rina & Dimas');
  await page.getByLabel('Waktu (WIB)').fill('19:00');
  await page.getByLabel('Lokasi').fill('Balai Kartini, Jakarta');

  // A phone's connection: 6 MB takes seconds, long enough to watch the bar move.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  await page.getByLabel('Upload video latar').setInputFiles(mp4('video-prewedding.mp4'));
  await expect(page.getByRole('status').filter({ hasText: /^Mengunggah video… ([1-9]|[1-9]\d)%$/ })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Mengunggah video' })).toBeVisible();
  const video = page.getByLabel('Video latar', { exact: true });
  await expect(video).toHaveAttribute('src', new RegExp(`^${bucketURL}/[0-9a-f-]{36}/[0-9a-f-]{36}\\.mp4$`));
  await expect(page.getByRole('status').filter({ hasText: 'Mengunggah' })).toHaveCount(0);
  const texts = await page.evaluate<string[]>('window.uploadTexts');
  const percents = texts.map((text) => Number(/(\d+)%$/.exec(text)?.[1]));
  expect(percents.at(-1)).toBe(100);
  expect(percents).toEqual([...percents].sort((a, b) => a - b));

  // The file went to the bucket, not through the service, and no bearer token went with it.
  const put = toBucket.find((request) => request.method() === 'PUT');
  expect(put).toBeDefined();
  expect(put!.headers()['authorization']).toBeUndefined();
  expect(put!.headers()['content-type']).toBe('video/mp4');
  const stored = await page.request.get((await video.getAttribute('src'))!);
  expect(stored.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await stored.body()).length).toBe(6 * 1024 * 1024);

  await page.getByRole('button', { name: 'Simpan' }).first().click();
  await expect(page.getByText('Undangan berhasil diperbarui!')).toBeVisible();
  await page.goto('/app/media');
  const file = page.getByLabel('File saya').getByRole('listitem').filter({ hasText: 'video-prewedding.mp4' });
  await expect(file.getByRole('link', { name: 'Rina & Dimas' })).toBeVisible();
  // What the upload takes of the free plan's storage.
  await expect(page.getByRole('region', { name: 'Penyimpanan' })).toContainText(
    'Penyimpanan: 6 MB dari 100 MB · Paket Gratis',
  );
});

test('a host cancels a video upload half-way and is told so; nothing is added to the library', async ({ page }) => {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const { id } = await (
    await page.request.post('/api/dashboard/invitations', {
      headers,
      data: { slug: `batal-${Date.now().toString(36)}`, category: 'wedding' },
    })
  ).json();
  await page.goto(`/app/edit-card/${id}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 512 * 1024,
  });
  await page.getByLabel('Upload video latar').setInputFiles(mp4('batal.mp4'));
  await expect(page.getByRole('status').filter({ hasText: /^Mengunggah video… \d+%$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.getByText('Upload dibatalkan.')).toBeVisible();
  await expect(page.getByLabel('Video latar', { exact: true })).toHaveCount(0);
  const library = await (await page.request.get('/api/dashboard/media', { headers })).json();
  expect(library).toEqual([]);
});
