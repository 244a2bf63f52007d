import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/session';

// The plan editor shows what each line stands for and refuses a plan that would sell what it does not carry.

test('an admin sees each line with the entitlement it stands for, and cannot untick one a line still sells', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Paket' })).toBeVisible();
  const premium = page.getByTestId('plan-premium');
  const exportLine = premium.getByRole('listitem').filter({ hasText: 'Ekspor ke PDF/video' });
  await expect(exportLine).toContainText('→ Ekspor PDF');
  await expect(exportLine).not.toContainText('Segera hadir');
  const branding = page.getByTestId('plan-reseller').getByRole('listitem').filter({ hasText: 'Branding sendiri' });
  await expect(branding).toContainText('→ Branding sendiri');
  await expect(branding).not.toContainText('Segera hadir');
  await expect(premium.getByRole('listitem').filter({ hasText: 'Custom domain' })).not.toContainText('Segera hadir');
  const pro = page.getByTestId('plan-pro');
  await expect(pro.getByRole('listitem').filter({ hasText: 'Tanpa watermark' })).toContainText(
    '→ Undangan tanpa watermark',
  );

  await pro.getByRole('button', { name: 'Ubah Pro' }).click();
  const form = page.getByRole('form', { name: 'Ubah paket Pro' });
  await expect(form.getByLabel('Harga (Rp)')).toHaveValue('75000');
  await form.getByLabel('Undangan tanpa watermark', { exact: true }).uncheck();
  await form.getByRole('button', { name: 'Simpan Paket' }).click();
  await expect(
    page.getByText(
      'Baris "Tanpa watermark" mewakili fitur yang tidak termasuk paket ini. Centang fiturnya di Hak Paket, atau kosongkan pilihannya.',
    ),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Batal' }).click();
  await expect(pro.getByRole('listitem').filter({ hasText: 'Tanpa watermark' })).toBeVisible();
});
