import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test('a signed-in user reaches the dashboard, whose service knows them by their token', async ({ page }) => {
  await signIn(page, { role: 'user', name: 'Budi', email: 'budi@contoh.id' });
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toHaveText('Masuk sebagai budi@contoh.id');
});

test('a signed-in user sees their initial in the top bar instead of Log In', async ({ page }) => {
  await signIn(page, { role: 'user', name: 'budi', email: 'budi@contoh.id' });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveText('B');
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
});

test('a non-admin on an admin route sees Akses Ditolak and a way back to the dashboard', async ({ page }) => {
  const adminRemote: string[] = [];
  page.on('request', (request) => request.url().includes('/remotes/admin/') && adminRemote.push(request.url()));
  await signIn(page, { role: 'user', name: 'Budi', email: 'budi@contoh.id' });
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Akses Ditolak' })).toBeVisible();
  await expect(page.getByText('Anda tidak memiliki izin untuk mengakses halaman admin.')).toBeVisible();
  expect(adminRemote).toEqual([]);
  await page.getByRole('link', { name: 'Kembali ke Dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('an admin reaches the admin area', async ({ page }) => {
  await signIn(page, { role: 'admin', name: 'Admin', email: 'admin@undangin.id' });
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Pengguna' })).toBeVisible();
});
