import { expect, type Page } from '@playwright/test';

// The page service paints the invitation before its script runs, and a tap on the painted page before the script
// takes over is lost (a known product gap, in the issue notes): these tap until the form they open is there.

/** Opens the RSVP form ('Konfirmasi Kehadiran' until its 'Batal' shows). */
export async function openRsvp(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Konfirmasi Kehadiran' }).click();
    await expect(page.getByRole('button', { name: 'Batal' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Opens the guest-book form ('Tulis Ucapan' until 'Kirim Ucapan' shows). */
export async function openGuestbook(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Tulis Ucapan' }).click();
    await expect(page.getByRole('button', { name: 'Kirim Ucapan' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
