import { expect, test } from '@playwright/test';
import { sql } from '../support/db';

const pages: [string, string][] = [
  ['/', 'Undangan Digital untuk Momen Spesial Anda'],
  ['/about', 'Merayakan momen, tanpa repot'],
  ['/contact', 'Hubungi Kami'],
  ['/blog', 'Blog Undangin'],
  ['/pricing/website', 'Paket Undangan Website'],
  ['/pricing/print', 'Harga Undangan Cetak'],
  ['/pricing/video', 'Harga Undangan Video'],
  ['/cetak-undangan-custom', 'Cetak Undangan Custom'],
  ['/product-video', 'Undangan Video 3D'],
  ['/video-catalog', 'Katalog Video Ucapan 3D'],
  ['/custom-domain', 'Custom Domain'],
  ['/checkin', 'Sistem Check-in Tamu'],
  ['/tutorial', 'Pusat Tutorial'],
  ['/portfolio', 'Portofolio'],
  ['/partners/reseller', 'Program Reseller'],
  ['/partners/affiliate', 'Program Afiliasi'],
  ['/partners/content-creator', 'Program Content Creator'],
  ['/partners/freelance', 'Program Freelance Desainer'],
  ['/promo', 'Promo Spesial Undangin'],
  ['/themes', 'Pilih Tema Undangan'],
  ['/privacy', 'Kebijakan Privasi'],
  ['/terms', 'Syarat & Ketentuan'],
  ['/payment-success?order_id=UND-1&status=success', 'Pembayaran Berhasil!'],
  ['/payment-error', 'Pembayaran Gagal'],
  ['/payment-pending', 'Pembayaran Tertunda'],
];

test('every public page shows its heading, sets its title, and logs no console error', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`));
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(/Undangin/);
  }
  expect(errors).toEqual([]);
});

test('the payment result pages read order_id and status', async ({ page }) => {
  await page.goto('/payment-success?order_id=UND-123&status=success');
  await expect(page.getByText('UND-123')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Berhasil');
  await page.goto('/payment-success?order_id=UND-124&status=pending');
  await expect(page.getByTestId('payment-status')).toHaveText('Diproses');
  await page.goto('/payment-pending');
  await expect(page.getByTestId('payment-status')).toHaveText('Menunggu Konfirmasi');
});

test('a price an admin changes in the database shows on /pricing/website after a reload', async ({ page }) => {
  await page.goto('/pricing/website');
  await expect(page.getByTestId('price-pro')).toContainText('Rp 75.000');
  await expect(page.getByText('PALING POPULER')).toHaveCount(1);
  await sql(`update plans set price = 85000 where id = 'pro'`);
  try {
    await page.reload();
    await expect(page.getByTestId('price-pro')).toContainText('Rp 85.000');
  } finally {
    await sql(`update plans set price = 75000 where id = 'pro'`);
  }
  await expect(page.getByTestId('price-gratis')).toContainText('Gratis');
});

test('blog: search, category chips with counts, empty state and reset', async ({ page }) => {
  await page.goto('/blog');
  const list = page.getByLabel('Daftar artikel');
  await expect(list.getByRole('article')).toHaveCount(6);
  await page.getByRole('button', { name: /^Inspirasi/ }).click();
  await expect(page.getByRole('button', { name: /^Inspirasi/ })).toHaveText('Inspirasi2');
  await expect(list.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Cari artikel').fill('aqiqah');
  await expect(list.getByRole('article')).toHaveCount(1);
  await page.getByLabel('Cari artikel').fill('tidak-ada-artikel-ini');
  await expect(page.getByText('Tidak ada artikel ditemukan')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filter' }).click();
  await expect(list.getByRole('article')).toHaveCount(6);
  await expect(page.getByLabel('Artikel populer').getByRole('listitem').first()).toContainText('25 Inspirasi Kata-Kata');
});

test('tutorials: quick start, search on title or description, chips and the empty state', async ({ page }) => {
  await page.goto('/tutorial');
  const list = page.getByLabel('Daftar tutorial');
  await expect(list.getByRole('article')).toHaveCount(6);
  await expect(page.getByText('+3 langkah lagi').first()).toBeVisible();
  await page.getByRole('button', { name: /^Desain/ }).click();
  await expect(list.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: /^Semua/ }).click();
  await page.getByLabel('Cari tutorial').fill('whatsapp');
  await expect(list.getByRole('article')).toHaveCount(1);
  await page.getByLabel('Cari tutorial').fill('zzz');
  await expect(page.getByText('Tidak ada tutorial ditemukan')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filter' }).click();
  await expect(list.getByRole('article')).toHaveCount(6);
});

test('print catalogue: search by tag, category chips, list view, detail modal and WhatsApp order', async ({ page }) => {
  await page.goto('/cetak-undangan-custom');
  const list = page.getByLabel('Daftar template');
  await expect(list.getByRole('article')).toHaveCount(8);
  await page.getByLabel('Cari template').fill('FOIL');
  await expect(list.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: /^Anniversary/ }).click();
  await expect(list.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'List' }).click();
  await expect(list).toHaveAttribute('data-view', 'list');
  await list.getByRole('button', { name: 'Lihat Detail', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Silver Anniversary' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('img')).toHaveCount(3);
  const order = modal.getByRole('link', { name: 'Pesan via WhatsApp' });
  const href = decodeURIComponent((await order.getAttribute('href')) ?? '');
  expect(href).toContain('https://wa.me/6281234567890?text=');
  expect(href).toContain('"Silver Anniversary" (Rp 5.500) sebanyak 100 pcs');
  await modal.getByRole('button', { name: 'Tutup', exact: true }).click();
  await expect(modal).toBeHidden();
  await page.getByLabel('Cari template').fill('tidak ada');
  await expect(page.getByText('Tidak Ada Template Ditemukan')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filter' }).click();
  await expect(list.getByRole('article')).toHaveCount(8);
});

test('themes: search, the filter modal, count, empty state, Preview and Gunakan', async ({ page }) => {
  await page.goto('/themes');
  const grid = page.getByLabel('Daftar tema');
  await expect(page.getByText('16+ Desain')).toBeVisible();
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Tema' });
  await dialog.getByRole('button', { name: 'Wedding', exact: true }).click();
  await dialog.getByRole('button', { name: 'Gold', exact: true }).click();
  await dialog.getByRole('button', { name: 'Terapkan Filter' }).click();
  await expect(grid.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('2+ Desain')).toBeVisible();
  await page.getByLabel('Cari tema').fill('sunda');
  await expect(grid.getByRole('article')).toHaveCount(1);
  await page.getByLabel('Cari tema').fill('tidak ada');
  await expect(page.getByText('Tidak Ada Template Ditemukan')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filter' }).click();
  await expect(grid.getByRole('article')).toHaveCount(16);

  const first = grid.getByRole('article').first();
  await expect(first.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/demo/romantic-blush');
  await expect(first.getByRole('link', { name: 'Preview' })).toHaveAttribute('target', '_blank');
  await first.getByRole('button', { name: 'Gunakan', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the contact form and the newsletter box store what is sent', async ({ page }) => {
  const email = `pengunjung.${Date.now()}@contoh.id`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Formulir kontak' });
  await form.getByLabel('Nama').fill('Dewi Lestari');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(form.getByRole('alert')).toHaveText('Pilih subjek pesan.');
  await form.getByLabel('Subjek').selectOption('partnership');
  await form.getByLabel('Pesan').fill('Kami ingin bekerja sama sebagai reseller.');
  await form.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(form.getByRole('status')).toHaveText('Pesan Anda telah terkirim! Tim kami akan segera menghubungi Anda.');
  await expect(form.getByLabel('Nama')).toHaveValue('');
  expect(await sql(`select name, subject from contact_messages where email = $1`, [email])).toEqual([{ name: 'Dewi Lestari', subject: 'partnership' }]);

  await page.goto('/blog');
  const box = page.getByRole('form', { name: 'Newsletter' });
  await box.getByLabel('Email untuk newsletter').fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toHaveText('Terima kasih! Anda sudah berlangganan newsletter Undangin.');
  await box.getByLabel('Email untuk newsletter').fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toHaveText('Email ini sudah berlangganan newsletter kami. Terima kasih!');
  expect(await sql(`select count(*)::int as n from newsletter_subscribers where email = $1`, [email])).toEqual([{ n: 1 }]);
});

test('chrome: the top bar restyles after scrolling, groups open their links, the mobile menu slides in', async ({ page }) => {
  await page.goto('/about');
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('heading', { name: 'Partner' })).toBeVisible();
  await menu.getByRole('link', { name: 'Reseller' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Program Reseller' })).toBeVisible();
  await expect(page.getByText('Tersedia Sekarang')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /^Harga/ }).click();
  await page.getByRole('link', { name: 'Undangan Website' }).first().click();
  await expect(page).toHaveURL(/\/pricing\/website$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute('href', '/privacy');
});

test('the landing page and the blog are indexable, with a description; signed-in areas are kept out', async ({ page }) => {
  for (const path of ['/', '/blog']) {
    await page.goto(path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  }
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Disallow: /app/');
});
