import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, newPerson, signIn } from '../support/session';

// The editor keeps the host's work and says why: a refusal goes once its field changes, leaving asks first, a refused
// photo names its reason; the Media Library takes uploads of its own.

const demoAssets = path.resolve(__dirname, '../../../services/invitation/assets/demo');

async function hostWithInvitations(page: Page, count: number) {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  await sql(`insert into subscriptions (user_id, plan_id, status) values ($1, 'premium', 'active')`, [session.user.id]);
  const invitations: Array<{ id: string; slug: string }> = [];
  for (let i = 0; i < count; i += 1) {
    const created = await page.request.post('/api/dashboard/invitations', {
      headers: { authorization: `Bearer ${session.access_token}` },
      data: { slug: `rawat-${i}-${Date.now().toString(36)}`, category: 'wedding' },
    });
    invitations.push(await created.json());
  }
  return invitations;
}

test('a taken link is refused at its field, and the refusal goes once the link changes', async ({ page }) => {
  const [first, second] = await hostWithInvitations(page, 2);
  await page.goto(`/app/edit-card/${second!.id}`);
  await page.getByLabel('Nama pasangan / judul acara').fill('Rani & Yoga');
  await page.getByLabel('Tanggal').fill('2027-06-12');
  await page.getByLabel('Waktu (WIB)').fill('19:00');
  await page.getByLabel('Lokasi').fill('Gedung Serbaguna, Bandung');
  await page.getByLabel('URL undangan').fill(first!.slug);
  await page.getByRole('button', { name: 'Simpan' }).first().click();
  const refusal = page.getByText('URL undangan sudah digunakan. Silakan gunakan nama yang berbeda.');
  await expect(refusal.first()).toBeVisible();
  await page.getByLabel('URL undangan').fill(`${first!.slug}-baru`);
  await expect(refusal).toHaveCount(0);
});

test('Batal with unsaved edits asks first; saying no keeps them', async ({ page }) => {
  const [invitation] = await hostWithInvitations(page, 1);
  await page.goto(`/app/edit-card/${invitation!.id}`);
  // Untouched: Batal leaves at once.
  await page.getByRole('button', { name: 'Batal', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.goto(`/app/edit-card/${invitation!.id}`);
  await page.getByLabel('Nama pasangan / judul acara').fill('Sari & Bagus');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Batal', exact: true }).click();
  await expect
    .poll(() => asked)
    .toEqual(['Ada perubahan yang belum disimpan. Tinggalkan halaman ini tanpa menyimpan?']);
  await expect(page).toHaveURL(/\/app\/edit-card\//);
  await expect(page.getByLabel('Nama pasangan / judul acara')).toHaveValue('Sari & Bagus');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Batal', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('a refused gallery photo says why, beside the ones added', async ({ page }) => {
  const [invitation] = await hostWithInvitations(page, 1);
  await page.goto(`/app/edit-card/${invitation!.id}`);
  await page.getByLabel('Upload foto galeri').setInputFiles([
    { name: 'foto-1.webp', mimeType: 'image/webp', buffer: readFileSync(path.join(demoAssets, 'foto-1.webp')) },
    { name: 'catatan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('ini teks, bukan foto') },
  ]);
  const refused = page.getByRole('list', { name: 'Foto yang tidak ditambahkan' });
  await expect(refused).toHaveText('catatan.jpg: Hanya file gambar yang diperbolehkan (JPG, PNG, WebP)');
  await expect(page.getByRole('list', { name: 'Foto galeri' }).getByRole('img')).toHaveCount(1);
});

test('the Media Library uploads on its own and lists the file', async ({ page }) => {
  await hostWithInvitations(page, 0);
  await page.goto('/app/media');
  await expect(page.getByText('Belum ada file')).toBeVisible();
  await page.getByLabel('Upload file ke Media Library').setInputFiles(path.join(demoAssets, 'foto-2.webp'));
  await expect(page.getByText('1 file berhasil diupload.')).toBeVisible();
  const files = page.getByRole('list', { name: 'File saya' }).getByRole('listitem');
  await expect(files).toHaveCount(1);
  await expect(files.first()).toContainText('foto-2.webp');
  await expect(files.first()).toContainText('Belum dipakai');
});
