import { expect, test } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, newPerson, signIn } from '../support/session';

// What a plan sells, delivered: a free host meets the lock on a premium theme, pays for Pro in the sandbox, and the
// same invitation publishes on that theme without the watermark; when the period ends guests still see it as it was.

test('a free host on a premium theme: the lock, Pro bought in the sandbox, published without the watermark; a lapsed Pro keeps it for guests', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  const slug = `premium-${Date.now().toString(36)}`;

  // Any theme can be tried: the draft is created on Jawa Klasik (premium).
  await page.goto('/app/create-card?themeId=jawa-klasik');
  await page.getByLabel('Link undangan').fill(slug);
  await expect(page.getByText('Link tersedia!')).toBeVisible();
  await page.getByRole('button', { name: 'Buat Undangan' }).click();
  await expect(page).toHaveURL(/\/app\/edit-card\/[0-9a-f-]{36}$/);
  const editor = page.url();

  // The editor shows the lock and the plan that unlocks it; publishing is refused by the service with the same plan.
  const lock = page.getByTestId('lock-premium_themes');
  await expect(lock).toContainText('baru dapat diterbitkan dengan paket Pro');
  await expect(lock.getByRole('link', { name: 'Upgrade ke Pro' })).toHaveAttribute('href', '/pricing/website?plan=pro');
  await page.getByTestId('draft-notice').getByRole('button', { name: 'Terbitkan' }).click();
  await expect(page.getByText('Tema premium tersedia mulai paket Pro. Upgrade paket untuk memakainya.')).toBeVisible();

  // The picker marks every premium theme with the plan it needs; choosing one says so before anything is saved.
  const picker = page.getByRole('radiogroup', { name: 'Tema undangan' });
  await expect(picker.locator('label').filter({ hasText: 'Golden Elegance' })).toContainText('Premium · Pro');
  await expect(picker.locator('label').filter({ hasText: 'Ocean Breeze' })).not.toContainText('Premium');
  await page.getByLabel('Ocean Breeze').check();
  await expect(page.getByTestId('lock-theme-choice')).toHaveCount(0);
  await page.getByLabel('Golden Elegance').check();
  await expect(page.getByTestId('lock-theme-choice')).toContainText(
    'Tema ini bisa dicoba dan disimpan sebagai draf; untuk menerbitkannya perlu paket Pro.',
  );
  await page.getByLabel('Jawa Klasik').check();
  await expect(page.getByTestId('lock-theme-choice')).toHaveCount(0);

  // 'Upgrade ke Pro' opens Pro's payment directly; the sandbox pays it.
  await lock.getByRole('link', { name: 'Upgrade ke Pro' }).click();
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=[^&]+&status=success$/);
  await expect(async () => {
    await page.goto(editor);
    await expect(page.getByRole('heading', { name: 'Edit Undangan' })).toBeVisible({ timeout: 3_000 });
    await expect(page.getByTestId('lock-premium_themes')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // Premium themes are the host's now: the badge no longer names a plan to buy.
  await expect(picker.locator('label').filter({ hasText: 'Golden Elegance' })).toContainText('Premium');
  await expect(picker.locator('label').filter({ hasText: 'Golden Elegance' })).not.toContainText('· Pro');

  // The subscription page says, in plain words, what the plan in force includes.
  await page.goto('/app/subscription');
  const proCard = page.getByRole('article', { name: 'Paket Pro' });
  await proCard.getByText('Yang termasuk').click();
  await expect(proCard.getByText('Terbitkan undangan dengan tema premium')).toBeVisible();
  await expect(proCard.getByText("Tanpa tanda 'Dibuat dengan Undangin' di undangan")).toBeVisible();
  await expect(proCard.getByText('Segera hadir')).toHaveCount(0);
  const premiumCard = page.getByRole('article', { name: 'Paket Premium' });
  await expect(premiumCard.getByRole('listitem').filter({ hasText: 'Custom domain' })).not.toContainText(
    'Segera hadir',
  );
  // The FAQ sells custom domains on Pro too.
  await expect(proCard.getByText('Undangan di domain Anda sendiri')).toBeVisible();

  // Analytics shows the advanced cards now.
  await page.goto('/app/dashboard/analytics');
  await expect(page.getByTestId('funnel-sent')).toHaveText('0');
  await expect(page.getByTestId('analytics-conversion')).toHaveText('0%');
  await expect(page.getByTestId('lock-analytics_advanced')).toHaveCount(0);
  await page.goto(editor);

  // The same invitation publishes on its theme, and the guest page has no watermark.
  await page.getByTestId('draft-notice').getByRole('button', { name: 'Terbitkan' }).click();
  await expect(page.getByText(/diterbitkan: tamu kini dapat membukanya/)).toBeVisible();
  const guests = await browser.newContext();
  const guest = await guests.newPage();
  await guest.goto(`/${slug}`);
  await expect(guest.locator('[data-theme="golden-elegance"]')).toBeVisible();
  await expect(guest.getByText('Terima kasih', { exact: true })).toBeAttached();
  await expect(guest.getByTestId('watermark')).toHaveCount(0);

  // The period ends: nothing breaks for guests, the invitation keeps its theme; the host sees why it is over the plan.
  await sql(`update subscriptions set current_period_end = now() - interval '1 minute' where user_id = $1`, [
    session.user.id,
  ]);
  await expect(async () => {
    await guest.goto(`/${slug}`);
    await expect(guest.locator('[data-theme="golden-elegance"]')).toBeVisible({ timeout: 3_000 });
    await expect(guest.getByTestId('watermark')).toHaveText('Dibuat dengan Undangin', { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await guests.close();
  await page.goto(editor);
  await expect(page.getByTestId('lock-premium_themes')).toContainText('Undangan tetap tampil untuk tamu');
});
