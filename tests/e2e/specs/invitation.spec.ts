import { expect, test } from '@playwright/test';
import { sql } from '../support/db';
import { openGuestbook, openRsvp } from '../support/invitation-page';

test('a guest opens their link, sees their name, confirms with 3 people and sees the thank-you view after a reload', async ({
  page,
}) => {
  await sql(
    `delete from guests where invitation_id = (select id from invitations where slug = 'budi-dan-ani') and name = 'Budi'`,
  );
  await page.goto('/budi-dan-ani?to=Budi');
  await expect(page.getByRole('heading', { level: 1, name: 'Budi & Ani' })).toBeVisible();
  await expect(page.getByTestId('guest-name')).toHaveText('Budi');
  await expect(page.getByText(/Pukul 10:00 WIB/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lihat Lokasi' })).toHaveAttribute('href', /maps\.google/);

  await openRsvp(page);
  await expect(page.getByLabel('Nama', { exact: true })).toHaveValue('Budi');
  await page.getByLabel('Jumlah tamu').selectOption('3');
  await page.getByRole('button', { name: 'Akan Hadir' }).click();
  await expect(
    page.getByText('Konfirmasi kehadiran Anda telah diterima. Kami sangat menantikan kehadiran Anda!'),
  ).toBeVisible();

  await page.reload();
  await expect(
    page.getByText('Konfirmasi kehadiran Anda telah diterima. Kami sangat menantikan kehadiran Anda!'),
  ).toBeVisible();
  await expect(page.getByText('3 orang')).toBeVisible();
  const rows = await sql(
    `select status, guest_count from guests g join invitations i on i.id = g.invitation_id where i.slug = 'budi-dan-ani' and g.name = 'Budi'`,
  );
  expect(rows).toEqual([{ status: 'confirmed', guest_count: 3 }]);
});

test("someone else typing a guest's name neither sees nor overwrites the answer", async ({ page, browser }) => {
  await sql(
    `delete from guests where invitation_id = (select id from invitations where slug = 'budi-dan-ani') and name = 'Wati Lestari'`,
  );
  await page.goto('/budi-dan-ani?to=Wati%20Lestari');
  await openRsvp(page);
  await page.getByRole('button', { name: 'Akan Hadir' }).click();
  await expect(
    page.getByText('Konfirmasi kehadiran Anda telah diterima. Kami sangat menantikan kehadiran Anda!'),
  ).toBeVisible();

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto('/budi-dan-ani?to=Wati%20Lestari');
  await expect(stranger.getByTestId('guest-name')).toHaveText('Wati Lestari');
  await expect(stranger.getByText('Konfirmasi kehadiran Anda telah diterima.')).toHaveCount(0);
  await openRsvp(stranger);
  await stranger.getByRole('button', { name: 'Tidak Dapat Hadir' }).click();
  await expect(
    stranger.getByText(
      'Tamu dengan nama ini sudah mengirim konfirmasi. Untuk mengubahnya, buka link undangan pribadi Anda.',
    ),
  ).toBeVisible();
  await other.close();
  const rows = await sql(
    `select status from guests g join invitations i on i.id = g.invitation_id where i.slug = 'budi-dan-ani' and g.name = 'Wati Lestari'`,
  );
  expect(rows).toEqual([{ status: 'confirmed' }]);
});

test('RSVP needs a name, and Batal closes the form', async ({ page }) => {
  await page.goto('/budi-dan-ani');
  await openRsvp(page);
  await expect(page.getByRole('button', { name: 'Akan Hadir' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Tidak Dapat Hadir' })).toBeDisabled();
  await page.getByRole('button', { name: 'Batal' }).click();
  await expect(page.getByRole('button', { name: 'Akan Hadir' })).toHaveCount(0);
});

test('the guest book keeps wishes on the server, newest first', async ({ page }) => {
  const wish = `Selamat menempuh hidup baru! ${Date.now()}`;
  await page.goto('/budi-dan-ani');
  await openGuestbook(page);
  await page.getByRole('button', { name: 'Kirim Ucapan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Mohon lengkapi nama dan pesan Anda');
  await page.getByLabel('Nama', { exact: true }).fill('Rina');
  await page.getByLabel('Ucapan & doa').fill(wish);
  await page.getByRole('button', { name: 'Kirim Ucapan' }).click();
  await expect(page.getByText('Terima kasih! Pesan Anda telah tersimpan di buku tamu digital.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Ucapan tamu').getByRole('listitem').first()).toContainText(wish);
});

test('the gallery opens a photo in a lightbox; the gift numbers and the calendar links are there', async ({ page }) => {
  await page.goto('/budi-dan-ani');
  const thumbs = page.getByRole('button', { name: /Perbesar foto/ });
  await expect(thumbs).toHaveCount(8);
  await expect(page.getByRole('img', { name: 'Budi & Ani, foto 2' })).toHaveAttribute('loading', 'lazy');
  await thumbs.nth(1).click();
  const lightbox = page.getByRole('dialog', { name: 'Foto' });
  await expect(lightbox.getByRole('img')).toHaveAttribute('src', /foto-2\.webp$/);
  await lightbox.getByRole('button', { name: 'Tutup foto' }).click();
  await expect(lightbox).toBeHidden();
  await expect(page.getByText('1234567890', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salin nomor GoPay' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Simpan ke Kalender' })).toHaveAttribute(
    'href',
    '/api/invitation/public/budi-dan-ani/calendar.ics',
  );
  await expect(page.getByRole('button', { name: 'Putar musik' })).toBeVisible();
});

test('the HTML for /{slug} carries the link preview; unknown slugs show the not-found screen', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/budi-dan-ani')).text();
  expect(html).toContain('<meta property="og:title" content="Budi &amp; Ani" />');
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/invitation\/assets\/demo\/pratinjau\.jpg" \/>/,
  );
  await page.goto('/undangan-yang-tidak-ada');
  await expect(page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeVisible();
  await expect(
    page.getByText('Maaf, halaman yang Anda cari tidak dapat ditemukan atau mungkin sudah tidak tersedia.'),
  ).toBeVisible();
});

test('a blog post opens at /{slug} with its facts; a catalogue theme renders on /demo/{id}', async ({ page }) => {
  await page.goto('/blog');
  await page
    .getByRole('link', { name: /Tips Mengelola RSVP/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Tips Mengelola RSVP/ })).toBeVisible();
  await expect(page.getByText(/Insight · .* kali dibaca/)).toBeVisible();
  await page.goto('/demo/jawa-klasik');
  await expect(page.getByRole('heading', { level: 1, name: 'Budi & Ani' })).toBeVisible();
  await expect(page.locator('[data-theme="golden-elegance"]')).toBeVisible();
});

test('a first visit to /{slug} downloads nothing of the marketing, dashboard or admin remotes', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  await page.goto('/budi-dan-ani');
  await expect(page.getByRole('heading', { level: 1, name: 'Budi & Ani' })).toBeVisible();
  expect(urls.filter((u) => /^\/remotes\/(marketing|dashboard|admin)\//.test(u))).toEqual([]);
  // The data came with the HTML: no request for the invitation itself.
  expect(urls.filter((u) => u === '/api/invitation/public/budi-dan-ani')).toEqual([]);
});

test('the cover greets the guest by name; Buka Undangan starts the music and brings the guest to the opening', async ({
  page,
}) => {
  await page.goto('/budi-dan-ani?to=Siti%20Rahma');
  const cover = page.getByTestId('cover');
  await expect(cover.getByRole('heading', { level: 1, name: 'Budi & Ani' })).toBeVisible();
  await expect(cover.getByText('Undangan Pernikahan')).toBeVisible();
  await expect(cover.getByTestId('guest-name')).toHaveText('Siti Rahma');
  await expect(page.getByRole('button', { name: 'Putar musik' })).toHaveAttribute('aria-pressed', 'false');

  await cover.getByRole('button', { name: 'Buka Undangan' }).click();
  await expect(page.getByRole('button', { name: 'Jeda musik' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate("document.querySelector('[data-testid=music]').paused")).toBe(false);
  const opening = page.getByRole('region', { name: 'Pembukaan' });
  await expect(opening).toBeFocused();
  await expect(opening).toBeInViewport();
  await expect(opening).toContainText('QS. Ar-Rum: 21');

  // The event is 90 days away at 10.00 WIB: the countdown shows the days left to it.
  await expect(page.getByRole('timer', { name: /Waktu menuju/ }).getByTestId('countdown-days')).toHaveText(/^(89|90)$/);
  await page.getByRole('button', { name: 'Jeda musik' }).click();
  await expect(page.getByRole('button', { name: 'Putar musik' })).toHaveAttribute('aria-pressed', 'false');
});
