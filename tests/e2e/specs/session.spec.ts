import { expect, test, type Page } from '@playwright/test';
import { toSession } from '@undangin/platform/session';
import { apiSignIn, demo } from '../support/session';

const storedSession = (page: Page) =>
  page.evaluate("JSON.parse(localStorage.getItem('undangin.session') || 'null')") as Promise<{
    refresh_token: string;
    expires_at: number;
  } | null>;

test('an expired access token is refreshed on start, and the stored refresh token is rotated', async ({ page }) => {
  const session = toSession(await apiSignIn(page.request, demo.host.email, demo.host.password));
  const expired = { ...session, expires_at: Math.floor(Date.now() / 1000) - 10 };
  await page.addInitScript({
    content: `if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('undangin.session', ${JSON.stringify(JSON.stringify(expired))}); }`,
  });
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Masuk sebagai ${demo.host.email}`);
  const stored = await storedSession(page);
  expect(stored?.refresh_token).not.toBe(session.refresh_token);
  expect(stored!.expires_at).toBeGreaterThan(Date.now() / 1000);
});

test('a refused access token is refreshed once and the page goes on', async ({ page }) => {
  const session = toSession(await apiSignIn(page.request, demo.host.email, demo.host.password));
  const forged = { ...session, access_token: `${session.access_token.slice(0, -4)}AAAA` };
  await page.addInitScript({
    content: `if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('undangin.session', ${JSON.stringify(JSON.stringify(forged))}); }`,
  });
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Masuk sebagai ${demo.host.email}`);
  expect((await storedSession(page))?.refresh_token).not.toBe(session.refresh_token);
});

test('a session ended on the server (logged out elsewhere) signs this browser out on its next start', async ({
  page,
}) => {
  const gotrue = await apiSignIn(page.request, demo.host.email, demo.host.password);
  await page.addInitScript({
    content: `if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('undangin.session', ${JSON.stringify(JSON.stringify(toSession(gotrue)))}); }`,
  });
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  const logout = await page.request.post('/auth/v1/logout?scope=local', {
    headers: { authorization: `Bearer ${gotrue.access_token}` },
  });
  expect(logout.status()).toBe(204);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
});

test("the guard says 'Memverifikasi akses...' while the session is being checked, then lets the user in", async ({
  page,
}) => {
  const session = toSession(await apiSignIn(page.request, demo.host.email, demo.host.password));
  const expired = { ...session, expires_at: Math.floor(Date.now() / 1000) - 10 };
  await page.addInitScript({
    content: `if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('undangin.session', ${JSON.stringify(JSON.stringify(expired))}); }`,
  });
  // A slow network: the refresh answers after a second, the time the guard has to show that it is checking.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/v1/token?grant_type=refresh_token', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Memverifikasi akses...' })).toBeVisible();
  release();
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Masuk sebagai ${demo.host.email}`);
});

test("the dashboard sidebar's Logout ends the session on the server and reloads the site at /", async ({ page }) => {
  const gotrue = await apiSignIn(page.request, demo.host.email, demo.host.password);
  await page.addInitScript({
    content: `if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('undangin.session', ${JSON.stringify(JSON.stringify(toSession(gotrue)))}); }`,
  });
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  // On a phone the sidebar slides in from the Menu button.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const sidebar = page.getByRole('complementary', { name: 'Menu dashboard' });
  await Promise.all([page.waitForEvent('load'), sidebar.getByRole('button', { name: 'Logout' }).click()]);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  const refresh = await page.request.post('/auth/v1/token?grant_type=refresh_token', {
    data: { refresh_token: gotrue.refresh_token },
  });
  expect(refresh.status()).toBe(400);
});
