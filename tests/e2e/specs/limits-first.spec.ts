import { expect, test, type Page } from '@playwright/test';
import { apiRegister, newPerson, signIn } from '../support/session';

// A plan's limit is told before the host does the work, with the way up: not after the form or the import.

async function freeHostWithInvitation(page: Page) {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const created = await page.request.post('/api/dashboard/invitations', {
    headers,
    data: { slug: `batas-${Date.now().toString(36)}`, category: 'wedding' },
  });
  expect(created.status()).toBe(201);
  return { headers, invitation: (await created.json()) as { id: string } };
}

test('a host whose plan has no invitation left is told so on Buat Undangan, with the upgrade, before any form', async ({
  page,
}) => {
  await freeHostWithInvitation(page);
  await page.goto('/app/create-card');
  const notice = page.getByTestId('invitation-limit');
  await expect(notice).toContainText('Paket Gratis Anda maksimal 1 undangan, dan semuanya sudah terpakai.');
  await expect(page.getByLabel('Link undangan')).toHaveCount(0);
  await notice.getByRole('link', { name: 'Upgrade Paket' }).click();
  await expect(page).toHaveURL(/\/app\/subscription$/);
});

test('an import larger than the plan’s room says so in its preview and imports what fits', async ({ page }) => {
  const { headers, invitation } = await freeHostWithInvitation(page);
  for (const name of ['Satu', 'Dua', 'Tiga', 'Empat', 'Lima'])
    expect(
      (
        await page.request.post(`/api/dashboard/invitations/${invitation.id}/guests`, {
          headers,
          data: { name, phone: '081300001111' },
        })
      ).status(),
    ).toBe(201);
  const rows = ['Nama,WhatsApp', ...Array.from({ length: 55 }, (_, i) => `Impor ${i + 1},0813${20000000 + i}`)];
  await page.goto(`/app/dashboard/guests/${invitation.id}`);
  await expect(page.getByTestId('tile-Total tamu')).toHaveText('5 / 50');
  await page.getByRole('button', { name: 'Impor' }).click();
  await page
    .getByLabel('File tamu')
    .setInputFiles({ name: 'tamu.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
  await expect(page.getByText('55 tamu siap diimpor')).toBeVisible();
  await expect(page.getByTestId('import-over-plan')).toHaveText(
    'Paket Anda hanya menyisakan 45 tempat di daftar tamu: 10 tamu tidak muat.',
  );
  await expect(page.getByRole('button', { name: 'Impor 55 Tamu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Impor 45 Tamu Pertama' }).click();
  await expect(page.getByText('45 tamu berhasil diimpor.')).toBeVisible();
  await expect(page.getByTestId('tile-Total tamu')).toHaveText('50 / 50');
});
