import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/session';

test('a signed-in user reaches the dashboard, whose service knows them by their token', async ({ page }) => {
  await signIn(page, demo.host);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Masuk sebagai ${demo.host.email}`);
});

test('a signed-out visitor on a protected page is sent to /login', async ({ page }) => {
  await page.goto('/app/card-list');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
});

test('a non-admin on an admin route sees Akses Ditolak, and the admin service refuses them too', async ({ page }) => {
  const adminRemote: string[] = [];
  page.on('request', (request) => request.url().includes('/remotes/admin/') && adminRemote.push(request.url()));
  const session = await signIn(page, demo.host);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Akses Ditolak' })).toBeVisible();
  await expect(page.getByText('Anda tidak memiliki izin untuk mengakses halaman admin.')).toBeVisible();
  expect(adminRemote).toEqual([]);

  const api = await page.request.get('/api/admin/settings/site', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(api.status()).toBe(403);

  await page.getByRole('link', { name: 'Kembali ke Dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('an admin reaches the admin area and sees the admin entries in the dashboard sidebar', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Pengguna' })).toBeVisible();
  await page.goto('/app/dashboard');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('link', { name: 'Kelola Pengguna' })).toBeVisible();
});
