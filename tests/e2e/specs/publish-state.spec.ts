import { expect, test } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, newPerson, signIn } from '../support/session';

// A new invitation is the host's draft until they publish it; a disabled account's invitations are no one's to see.

test('a new invitation is a draft guests cannot open until the host publishes it; a disabled account hides it again', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  const slug = `draf-${Date.now().toString(36)}`;
  await page.goto('/app/create-card');
  await page.getByLabel('Link undangan').fill(slug);
  await expect(page.getByText('Link tersedia!')).toBeVisible();
  await page.getByRole('button', { name: 'Buat Undangan' }).click();
  await expect(page).toHaveURL(/\/app\/edit-card\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('draft-notice')).toContainText('Undangan ini masih draf: tamu belum dapat membukanya.');

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const notFound = guest.getByRole('heading', { name: 'Undangan Tidak Ditemukan' });
  await guest.goto(`/${slug}`);
  await expect(notFound).toBeVisible();
  await expect(guest).not.toHaveTitle(/Undangan Baru/);

  // Published from the editor, its edits saved with it.
  await page.getByLabel('Nama pasangan / judul acara').fill('Laras & Wira');
  await page.getByLabel('Tanggal').fill('2027-08-17');
  await page.getByLabel('Waktu (WIB)').fill('10:00');
  await page.getByLabel('Lokasi').fill('Pendopo Agung, Yogyakarta');
  await page.getByTestId('draft-notice').getByRole('button', { name: 'Terbitkan' }).click();
  await expect(page.getByText('Undangan "Laras & Wira" diterbitkan: tamu kini dapat membukanya.')).toBeVisible();
  await expect(page.getByTestId('draft-notice')).toHaveCount(0);
  await guest.goto(`/${slug}`);
  await expect(guest.getByText('Laras & Wira').first()).toBeVisible();

  // An admin disables the account: its invitation leaves the web at once, behind the same neutral page.
  await sql(`update auth_users set disabled_at = now() where id = $1`, [session.user.id]);
  await expect(async () => {
    await guest.goto(`/${slug}`);
    await expect(notFound).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 5_000 });
  await expect(guest.getByText('Laras & Wira')).toHaveCount(0);
  await sql(`update auth_users set disabled_at = null where id = $1`, [session.user.id]);
  await guestContext.close();
});
