import { expect, test, type Locator, type Page } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, newPerson, signIn } from '../support/session';

// The three journeys people most often make with a keyboard alone (or a switch, or a screen reader's keys): creating
// an invitation, answering one, signing its guest book. Every step is Tab, typing, arrows, Enter or Space: no clicks.

// Indonesian phones show times in 24 hours, so the time field takes "19" "00" as typed.
test.use({ locale: 'id-ID' });

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
  }
  throw new Error(`${target} is not reachable with Tab within ${limit} presses`);
}

test('a host creates an invitation and fills it in with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  const host = newPerson();
  await apiRegister(page.request, host);
  await signIn(page, host);
  const slug = `keyboard-${Date.now().toString(36)}`;

  await page.goto('/themes');
  const firstTheme = page.getByLabel('Daftar tema').getByRole('article').first();
  await tabTo(page, firstTheme.getByRole('button', { name: 'Gunakan', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/create-card\?themeId=/);

  await tabTo(page, page.getByLabel('Link undangan'));
  await page.keyboard.type(slug);
  await expect(page.getByText('Link tersedia!')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Buat Undangan' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/edit-card\/[0-9a-f-]{36}$/);

  const coupleName = page.getByLabel('Nama pasangan / judul acara');
  await tabTo(page, coupleName);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Laras & Bima');
  await tabTo(page, page.getByLabel('Lokasi'));
  await page.keyboard.type('Pendopo Agung, Yogyakarta');
  await tabTo(page, page.getByRole('button', { name: 'Simpan' }).first());
  await page.keyboard.press('Enter');
  // What is missing is announced (an alert), and the field that needs it is one Tab stop like any other.
  await expect(page.getByRole('alert').first()).toHaveText('Waktu acara wajib diisi.');
  await tabTo(page, page.getByLabel('Waktu (WIB)'));
  await page.keyboard.type('1900');
  await tabTo(page, page.getByRole('button', { name: 'Simpan' }).first());
  await page.keyboard.press('Enter');
  // A success is a toast: announced politely, and still there on the dashboard the editor goes back to.
  const saved = page.getByRole('status').filter({ hasText: 'Undangan berhasil diperbarui!' });
  await expect(saved).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(saved).toBeVisible();

  const rows = await sql(`select couple_name, location, event_time from invitations where slug = $1`, [slug]);
  expect(rows).toEqual([{ couple_name: 'Laras & Bima', location: 'Pendopo Agung, Yogyakarta', event_time: '19:00' }]);
});

test('a guest opens the invitation and answers the RSVP with the keyboard alone', async ({ page }) => {
  const name = `Tamu Keyboard ${Date.now().toString(36)}`;
  await page.goto(`/budi-dan-ani?to=${encodeURIComponent(name)}`);

  await tabTo(page, page.getByRole('button', { name: 'Buka Undangan' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Pembukaan' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Konfirmasi Kehadiran' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Nama', { exact: true })).toHaveValue(name);
  await tabTo(page, page.getByLabel('Jumlah tamu'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Jumlah tamu')).toHaveValue('2');
  await tabTo(page, page.getByRole('button', { name: 'Akan Hadir' }));
  await page.keyboard.press('Space');
  await expect(
    page.getByText('Konfirmasi kehadiran Anda telah diterima. Kami sangat menantikan kehadiran Anda!'),
  ).toBeVisible();

  const rows = await sql(
    `select status, guest_count from guests g join invitations i on i.id = g.invitation_id where i.slug = 'budi-dan-ani' and g.name = $1`,
    [name],
  );
  expect(rows).toEqual([{ status: 'confirmed', guest_count: 2 }]);
});

test('a guest signs the guest book with the keyboard alone, and hears what is missing first', async ({ page }) => {
  const wish = `Barakallah, semoga sakinah! ${Date.now()}`;
  await page.goto('/budi-dan-ani');

  await tabTo(page, page.getByRole('button', { name: 'Tulis Ucapan' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Kirim Ucapan' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Mohon lengkapi nama dan pesan Anda');

  await tabTo(page, page.getByLabel('Nama', { exact: true }));
  await page.keyboard.type('Wulan');
  await tabTo(page, page.getByLabel('Ucapan & doa'));
  await page.keyboard.type(wish);
  await tabTo(page, page.getByRole('button', { name: 'Kirim Ucapan' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Terima kasih! Pesan Anda telah tersimpan di buku tamu digital.')).toBeVisible();
  await expect(page.getByLabel('Ucapan tamu').getByRole('listitem').first()).toContainText(wish);
});
