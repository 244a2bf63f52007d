import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, newPerson, signIn } from '../support/session';

const demoAssets = path.resolve(__dirname, '../../../services/invitation/assets/demo');

test('a host picks a theme, creates, edits every section with uploads, sees it listed, previews it and deletes it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const host = newPerson();
  await apiRegister(page.request, host);
  await signIn(page, host);
  const slug = `rina-dimas-${Date.now().toString(36)}`;

  await page.goto('/themes');
  await page
    .getByLabel('Daftar tema')
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Gunakan', exact: true })
    .click();
  await expect(page).toHaveURL(/\/app\/create-card\?themeId=romantic-blush$/);
  await page.getByLabel('Kategori acara').selectOption('wedding');
  await page.getByLabel('Link undangan').fill('ab');
  await expect(page.getByRole('button', { name: 'Buat Undangan' })).toBeDisabled();
  await page.getByLabel('Link undangan').fill(`Rina Dimas ${slug.split('-').pop()}`);
  await expect(page.getByLabel('Link undangan')).toHaveValue(`rina-dimas-${slug.split('-').pop()}`);
  await page.getByLabel('Link undangan').fill(slug);
  await expect(page.getByText('Link tersedia!')).toBeVisible();
  await page.getByRole('button', { name: 'Buat Undangan' }).click();
  await expect(page).toHaveURL(/\/app\/edit-card\/[0-9a-f-]{36}$/);

  await page.getByLabel('Nama pasangan / judul acara').fill('Rina & Dimas');
  await page.getByLabel('Tanggal').fill('2027-06-12');
  await page.getByLabel('Waktu (WIB)').fill('19:00');
  await page.getByLabel('Lokasi').fill('Balai Kartini, Jakarta');
  await page.getByLabel('Link Google Maps').fill('https://maps.google.com/?q=Balai+Kartini');
  await page.getByLabel('Kutipan').fill('Cinta tidak saling memandang, tetapi memandang ke arah yang sama.');
  await page.getByLabel('Upload gambar latar').setInputFiles(path.join(demoAssets, 'latar.webp'));
  await expect(page.getByRole('img', { name: 'Gambar latar' })).toBeVisible();
  await page.getByLabel('Ocean Breeze').check();
  await page.getByRole('button', { name: 'Kustomisasi Warna' }).click();
  await expect(page.getByRole('dialog', { name: 'Ocean Breeze (Custom)' })).toBeVisible();
  await page.getByLabel('Warna utama').fill('#123456');
  await expect(page.getByTestId('theme-preview').locator('span').first()).toHaveCSS('color', 'rgb(18, 52, 86)');
  await page.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Dipakai: Ocean Breeze (Custom)')).toBeVisible();
  await page.getByLabel('Judul SEO (opsional)').fill('Pernikahan Rina & Dimas');
  await page
    .getByLabel('Upload foto galeri')
    .setInputFiles([path.join(demoAssets, 'foto-1.webp'), path.join(demoAssets, 'foto-2.webp')]);
  await expect(page.getByText('Foto berhasil diupload!')).toBeVisible();
  await expect(page.getByLabel('Foto galeri').getByRole('img')).toHaveCount(2);
  await page.getByLabel('Upload musik').setInputFiles(path.join(demoAssets, 'musik.mp3'));
  await expect(page.getByText('Musik berhasil diupload!')).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Rekening' }).click();
  await page.getByLabel('Bank atau e-wallet 1').fill('BCA');
  await page.getByLabel('Nomor 1').fill('9876543210');
  await page.getByLabel('Atas nama 1').fill('Rina Wijaya');
  await page.getByLabel('Link siaran langsung (opsional)').fill('https://youtube.com/live/rina-dimas');
  await page.getByRole('button', { name: 'Simpan' }).first().click();
  await expect(page.getByText('Undangan berhasil diperbarui!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.goto('/app/card-list');
  const row = page.getByLabel('Daftar undangan').getByRole('listitem').filter({ hasText: 'Rina & Dimas' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/${slug}?preview`);
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    row.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1, name: 'Rina & Dimas' })).toBeVisible();
  await expect(preview.locator('[data-theme="ocean-breeze"]')).toBeVisible();
  await expect(preview.getByRole('button', { name: /Perbesar foto/ })).toHaveCount(2);
  await expect(preview.getByText('9876543210', { exact: true })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Siaran Langsung' }).getByRole('link')).toHaveAttribute(
    'href',
    'https://youtube.com/live/rina-dimas',
  );
  await preview.close();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Apakah Anda yakin ingin menghapus undangan "Rina & Dimas"?');
    void dialog.accept();
  });
  await row.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Undangan berhasil dihapus!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Belum Ada Undangan' })).toBeVisible();
});

test("another host opening someone's editor gets the spec's message and goes back to the dashboard", async ({
  page,
  browser,
}) => {
  const owner = newPerson();
  await apiRegister(page.request, owner);
  const session = await signIn(page, owner);
  const created = await page.request.post('/api/dashboard/invitations', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { slug: `milik-orang-${Date.now().toString(36)}`, category: 'wedding' },
  });
  const { id } = await created.json();

  const stranger = newPerson();
  const context = await browser.newContext();
  const other = await context.newPage();
  await apiRegister(other.request, stranger);
  await signIn(other, stranger);
  await other.goto(`/app/edit-card/${id}`);
  await expect(other.getByText('Undangan tidak ditemukan atau Anda tidak memiliki akses')).toBeVisible();
  await expect(other).toHaveURL(/\/app\/dashboard$/, { timeout: 6000 });
  await context.close();
});

test('a text file named .jpg is refused as a background with the spec text', async ({ page }) => {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  const created = await page.request.post('/api/dashboard/invitations', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { slug: `palsu-${Date.now().toString(36)}`, category: 'wedding' },
  });
  await page.goto(`/app/edit-card/${(await created.json()).id}`);
  await page
    .getByLabel('Upload gambar latar')
    .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('ini teks, bukan foto') });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Hanya file gambar yang diperbolehkan (JPG, PNG, WebP)' }),
  ).toBeVisible();
});

test('a catalogue theme is named and drawn in the editor; a switched-off invitation is hidden from guests but not from its Preview', async ({
  page,
  context,
  browser,
}) => {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  // Jawa Klasik is premium: this host has Pro (entitlements.spec walks a free host through the lock and the payment).
  await sql(
    `insert into subscriptions (user_id, plan_id, status, current_period_end) values ($1, 'pro', 'active', now() + interval '14 days')`,
    [session.user.id],
  );
  const slug = `jawa-${Date.now().toString(36)}`;

  await page.goto('/app/create-card?themeId=jawa-klasik');
  await expect(page.getByTestId('chosen-theme')).toHaveText('Jawa Klasik');
  await page.getByLabel('Link undangan').fill(slug);
  await expect(page.getByText('Link tersedia!')).toBeVisible();
  await page.getByRole('button', { name: 'Buat Undangan' }).click();
  await expect(page).toHaveURL(/\/app\/edit-card\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Dipakai: Jawa Klasik')).toBeVisible();
  await expect(page.getByLabel('Jawa Klasik')).toBeChecked();
  await page.getByRole('button', { name: 'Kustomisasi Warna' }).click();
  // Jawa Klasik is drawn with Golden Elegance: the customisation starts from its colours.
  await expect(page.getByRole('dialog', { name: 'Jawa Klasik (Custom)' })).toBeVisible();
  await expect(page.getByLabel('Warna utama')).toHaveValue('#b8860b');
  await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();

  await page.goto('/app/card-list');
  const row = page
    .getByLabel('Daftar undangan')
    .getByRole('listitem')
    .filter({ hasText: `/${slug}` });
  // A new invitation is a draft until its host publishes it.
  await expect(row.getByTestId('draft-badge')).toHaveText('Draf: belum terbit, tamu belum dapat membukanya');
  await row.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(page.getByText(/diterbitkan: tamu kini dapat membukanya/)).toBeVisible();
  await row.getByRole('checkbox', { name: 'Aktif', exact: true }).click();
  await expect(page.getByText(/dinonaktifkan: tamu tidak dapat membukanya/)).toBeVisible();
  await expect(row.getByText('Nonaktif')).toBeVisible();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/${slug}`);
  await expect(guest.getByRole('heading', { name: 'Undangan Tidak Ditemukan' })).toBeVisible();
  await guestContext.close();

  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    row.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1, name: 'Undangan Baru' })).toBeVisible();
  await expect(preview.locator('[data-theme="golden-elegance"]')).toBeVisible();
});

test('music set by link: a non-link is refused under its field, a real link saves; the Media Library refuses to delete a file in use', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const created = await page.request.post('/api/dashboard/invitations', {
    headers,
    data: { slug: `musik-link-${Date.now().toString(36)}`, category: 'wedding' },
  });
  const { id } = await created.json();

  await page.goto(`/app/edit-card/${id}`);
  await page.getByLabel('Nama pasangan / judul acara').fill('Sinta & Bayu');
  await page.getByLabel('Waktu (WIB)').fill('10:00');
  await page.getByLabel('Lokasi').fill('Gedung Sate, Bandung');
  await page.getByLabel('Upload gambar latar').setInputFiles(path.join(demoAssets, 'latar.webp'));
  await expect(page.getByRole('img', { name: 'Gambar latar' })).toBeVisible();

  const music = page.getByRole('region', { name: 'Musik', exact: true });
  await music.getByLabel('URL musik').fill('bukan link');
  await page.getByRole('button', { name: 'Simpan' }).first().click();
  await expect(music.getByRole('alert')).toHaveText(
    'URL musik harus berupa URL yang valid (diawali http:// atau https://).',
  );
  await expect(page).toHaveURL(new RegExp(`/app/edit-card/${id}$`));
  await music.getByLabel('URL musik').fill('https://contoh.id/musik/lagu.mp3');
  await expect(music.getByRole('button', { name: 'Putar' })).toBeVisible();
  await page.getByRole('button', { name: 'Simpan' }).first().click();
  await expect(page.getByText('Undangan berhasil diperbarui!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const saved = await (await page.request.get(`/api/dashboard/invitations/${id}`, { headers })).json();
  expect(saved.music_url).toBe('https://contoh.id/musik/lagu.mp3');

  await page.goto('/app/media');
  const file = page.getByLabel('File saya').getByRole('listitem').filter({ hasText: 'latar.webp' });
  await expect(file.getByRole('link', { name: 'Sinta & Bayu' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await file.getByRole('button', { name: 'Hapus' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'File ini masih dipakai oleh undangan "Sinta & Bayu". Hapus dari undangan terlebih dahulu.' }),
  ).toBeVisible();
  await expect(file).toBeVisible();
});

test('a background video chosen in the editor plays behind the hero of the public page', async ({ page, browser }) => {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const slug = `video-${Date.now().toString(36)}`;
  const created = await (
    await page.request.post('/api/dashboard/invitations', { headers, data: { slug, category: 'wedding' } })
  ).json();
  const saved = await page.request.put(`/api/dashboard/invitations/${created.id}`, {
    headers,
    data: {
      slug,
      couple_name: 'Rina & Dimas',
      category: 'wedding',
      event_date: '2027-06-12',
      event_time: '19:00',
      location: 'Balai Kartini, Jakarta',
      maps_link: '',
      quotes: '',
      gallery: [],
      music_url: '',
      background_image: '',
      background_video: '/uploads/contoh/latar.mp4',
      theme_id: 'romantic-blush',
      theme_data: null,
      seo_title: '',
      seo_description: '',
      gift_accounts: [],
      live_stream_url: '',
    },
  });
  expect(saved.status()).toBe(200);
  expect(
    (
      await page.request.patch(`/api/dashboard/invitations/${created.id}/active`, {
        headers,
        data: { is_active: true },
      })
    ).status(),
  ).toBe(200);
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/${slug}`);
  const video = guest.getByTestId('hero-video');
  await expect(video).toHaveAttribute('src', '/uploads/contoh/latar.mp4');
  expect(
    await video.evaluate((v) => {
      const media = v as unknown as { muted: boolean; loop: boolean; autoplay: boolean };
      return [media.muted, media.loop, media.autoplay];
    }),
  ).toEqual([true, true, true]);
});
