import { expect, test, type Page } from '@playwright/test';
import { adminMessages, messages } from '@undangin/contracts';
import { bucketURL } from '../playwright.config';
import { demo, signIn } from '../support/session';

const text = adminMessages.printTemplates;

/** The admin list's card of a template. */
const adminCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Daftar template cetak' }).getByRole('listitem').filter({ hasText: name });

// An 8 × 8 PNG in the brand rose, as an admin's file.
const png = {
  name: 'depan.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPY55WDFTEMLQkAa2RdAQAehD4AAAAASUVORK5CYII=',
    'base64',
  ),
};
// The journeys' uploads live in a bucket (playwright.config.ts), as in production.
const uploaded = new RegExp(`^${bucketURL.replace(/[.]/g, '\\.')}/print-templates/[0-9a-f-]{36}\\.webp$`);

test('an admin creates a print template with an uploaded thumbnail and gallery image and three features, hides it from the catalogue, deletes it, and the audit log shows all three', async ({
  page,
}) => {
  const name = `Template Uji ${Date.now()}`;
  await signIn(page, demo.admin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/print-templates');
  await expect(page.getByRole('heading', { name: 'Template Cetak', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke Dashboard' })).toBeVisible();

  // Create, with three features added one by one (one of them edited, one removed on the way).
  await page.getByRole('button', { name: 'Tambah Template' }).click();
  const form = page.getByRole('form', { name: 'Template Baru' });
  await expect(form.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  await form.getByLabel('Nama Template *').fill(name);
  await form.getByLabel('Kategori *').selectOption('wedding');
  await form.getByLabel('Deskripsi *').fill('Undangan cetak uji dengan foil emas.');
  await form.getByLabel('Harga (Rp) *').fill('12500');
  // Images are uploaded through the admin service: a file that is no image is refused in Indonesian.
  await form.getByLabel('Unggah Thumbnail').setInputFiles({
    name: 'bukan-gambar.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>bukan gambar</html>'),
  });
  await expect(form.getByText(messages.uploads.imageOnly)).toBeVisible();
  await expect(form.getByLabel('URL Thumbnail *')).toHaveValue('');
  await form.getByLabel('Unggah Thumbnail').setInputFiles(png);
  await expect(form.getByLabel('URL Thumbnail *')).toHaveValue(uploaded);
  const thumbnail = await form.getByLabel('URL Thumbnail *').inputValue();
  await expect(form.getByRole('img', { name: 'Pratinjau Thumbnail' })).toHaveAttribute('src', thumbnail);
  await form.getByRole('button', { name: 'Tambah Gambar Galeri' }).click();
  await form.getByLabel('Unggah Gambar Galeri 1').setInputFiles({ ...png, name: 'galeri.png' });
  await expect(form.getByLabel('URL Gambar Galeri 1')).toHaveValue(uploaded);
  const galleryImage = await form.getByLabel('URL Gambar Galeri 1').inputValue();
  for (const feature of ['Kertas premium', 'Foil emas', 'Salah ketik', 'Amplop eksklusif']) {
    await form.getByLabel('Fitur baru').fill(feature);
    await form.getByRole('button', { name: 'Tambah Fitur' }).click();
  }
  await form.getByRole('button', { name: 'Hapus fitur 3' }).click();
  await form.getByLabel('Fitur 2', { exact: true }).fill('Foil emas 24K');
  await form.getByLabel('Kertas', { exact: true }).fill('Art Carton 260gsm');
  await form.getByLabel('Ukuran', { exact: true }).fill('15 x 21 cm');
  await form.getByLabel('Sisi Cetak', { exact: true }).fill('2 sisi');
  await form.getByLabel('Finishing', { exact: true }).fill('Foil');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(text.created)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(adminCard(page, name)).toContainText('3 fitur');
  await expect(adminCard(page, name)).toContainText('Aktif');

  // The public catalogue shows it at once, with the uploaded images served from the bucket.
  await page.goto('/cetak-undangan-custom');
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, level: 3 }) });
  const cardImage = card.getByRole('button', { name: `Lihat detail ${name}` }).locator('img');
  await expect(cardImage).toHaveAttribute('src', thumbnail);
  await cardImage.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      cardImage.evaluate((element) => {
        const img = element as unknown as { complete: boolean; naturalWidth: number };
        return img.complete ? img.naturalWidth : 0;
      }),
    )
    .toBe(8);
  await card.getByRole('button', { name: `Lihat detail ${name}` }).click();
  await expect(page.getByRole('img', { name: `Foto ${name}` })).toHaveAttribute('src', galleryImage);

  // Deactivate: gone from the catalogue, still in the admin list.
  await page.goto('/admin/print-templates');
  await page.getByLabel('Cari template').fill(name);
  await adminCard(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const editForm = page.getByRole('form', { name: 'Edit Template' });
  await expect(editForm.getByLabel('Fitur 3', { exact: true })).toHaveValue('Amplop eksklusif');
  await editForm.getByLabel('Aktif', { exact: true }).uncheck();
  await editForm.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(text.updated)).toBeVisible();
  await expect(adminCard(page, name)).toContainText('Nonaktif');

  await page.goto('/cetak-undangan-custom');
  await expect(page.getByLabel('Daftar template').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 3 })).toHaveCount(0);

  await page.goto('/admin/print-templates');
  await page.getByLabel('Kategori', { exact: true }).selectOption('wedding');
  await page.getByLabel('Cari template').fill(name);
  await expect(adminCard(page, name)).toBeVisible();

  // Delete, after the spec's confirmation.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(text.confirmDelete(name));
    void dialog.accept();
  });
  await adminCard(page, name)
    .getByRole('button', { name: `Hapus ${name}` })
    .click();
  await expect(page.getByText(text.deleted)).toBeVisible();
  await expect(adminCard(page, name)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: text.emptyTitle })).toBeVisible();

  // The audit log names the three writes, newest first.
  await page.getByRole('link', { name: 'Audit', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await page.getByLabel('Data', { exact: true }).selectOption('print_template');
  const entries = page.getByRole('list', { name: 'Catatan audit' }).getByRole('listitem').filter({ hasText: name });
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Template dihapus');
  await expect(entries.nth(1)).toContainText('Template diubah');
  await expect(entries.nth(2)).toContainText('Template dibuat');
  await expect(entries.nth(0)).toContainText(demo.admin.email);
});
