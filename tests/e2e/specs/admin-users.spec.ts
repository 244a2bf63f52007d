import { expect, test, type Page } from '@playwright/test';
import { adminUserMessages, messages } from '@undangin/contracts';
import { apiRegister, apiSignIn, demo, newPerson, signIn } from '../support/session';

const storedSession = (page: Page) =>
  page.evaluate("JSON.parse(localStorage.getItem('undangin.session') || 'null')") as Promise<unknown>;

/** The admin list's row of an account, found through the search box. */
async function userRow(page: Page, email: string) {
  await page.getByLabel('Cari pengguna').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

async function loginAs(page: Page, person: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email atau Nomor WhatsApp').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

test('an admin disables a host: the open dashboard stops at its next request, sign-in is refused; re-enabled, the host signs in again', async ({
  page,
  browser,
}) => {
  const host = newPerson();
  await apiRegister(page.request, host);

  // The host's dashboard, open in a browser of its own.
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const hostPage = await hostContext.newPage();
  await signIn(hostPage, host);
  await hostPage.goto('/app/dashboard');
  await expect(hostPage.getByTestId('signed-in-as')).toHaveText(`Masuk sebagai ${host.email}`);

  // The admin finds the host and disables the account after confirming.
  await signIn(page, demo.admin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Pengguna', level: 1 })).toBeVisible();
  let row = await userRow(page, host.email);
  await expect(row.getByText('Aktif', { exact: true })).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(host.email);
    void dialog.accept();
  });
  await row.getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(page.getByRole('status').filter({ hasText: adminUserMessages.disabled })).toBeVisible();
  await expect(row.getByText('Nonaktif', { exact: true })).toBeVisible();

  // The host's next request is refused (the session is gone within seconds) and the dashboard signs them out.
  await hostPage.waitForTimeout(1500);
  // Analytics asks the dashboard service for data the open page has not loaded yet: a request, not a cached answer.
  await hostPage
    .getByRole('complementary', { name: 'Menu dashboard' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(hostPage).toHaveURL(/\/login/, { timeout: 10_000 });
  expect(await storedSession(hostPage)).toBeNull();

  // Nor can the host sign in again.
  await loginAs(hostPage, host);
  await expect(hostPage.getByText(messages.login.accountDisabled)).toBeVisible();
  await expect(hostPage).toHaveURL(/\/login/);

  // Re-enabled, they can.
  row = await userRow(page, host.email);
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Aktifkan' }).click();
  await expect(row.getByText('Aktif', { exact: true })).toBeVisible();
  await loginAs(hostPage, host);
  await expect(hostPage).toHaveURL(/\/app\//);
  await hostContext.close();
});

test("an admin's own row offers no way to disable or demote themself", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/users');
  const row = await userRow(page, demo.admin.email);
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Nonaktifkan' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Cabut Admin' })).toHaveCount(0);
  // The service refuses it too, in Indonesian.
  const session = await apiSignIn(page.request, demo.admin.email, demo.admin.password);
  const response = await page.request.post(`/api/admin/users/${session.user.id}/disable`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(response.status()).toBe(409);
  expect((await response.json()).message).toBe(adminUserMessages.selfDisable);
});
