import { expect, test } from '@playwright/test';
import { routesOf, type RemoteName, type RemotesMap } from '@undangin/contracts';

const services = ['/auth/v1', '/api/marketing', '/api/invitation', '/api/dashboard', '/api/admin'];

test('every service answers its health and readiness through the gateway', async ({ request }) => {
  for (const prefix of services) {
    for (const probe of ['health', 'ready']) {
      const response = await request.get(`${prefix}/${probe}`);
      expect(response.status(), `${prefix}/${probe}`).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok' });
    }
  }
});

test('/remotes.json names the four remotes, each at a versioned build whose manifest and pages are served', async ({
  request,
}) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as RemotesMap;
  expect(Object.keys(remotes).sort()).toEqual(['admin', 'dashboard', 'invitation', 'marketing']);
  for (const [name, { version, entry, routes }] of Object.entries(remotes)) {
    expect(entry).toBe(`/remotes/${name}/${version}/mf-manifest.json`);
    const manifest = await request.get(entry);
    expect(manifest.status(), entry).toBe(200);
    expect((await manifest.json()).name).toBe(name);
    const published = await request.get(`/remotes/${name}/${version}/routes.json`);
    expect(await published.json()).toEqual(routes);
    expect(routes.pages.map((page) => page.id).sort()).toEqual(routesOf(name as RemoteName).sort());
  }
});

test('the landing page renders through the shell with content from the marketing service', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Undangan Digital untuk Momen Spesial Anda');
  await expect(page.getByTestId('site-tagline')).toHaveText(/Undangan digital yang cantik/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Daftar Gratis' })).toBeVisible();
  await expect(page).toHaveTitle(/Undangin/);
});

test('visiting / downloads neither the dashboard nor the admin remote', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByTestId('site-tagline')).toHaveText(/Undangan digital/);
  await page.waitForLoadState('networkidle');
  expect(urls.some((url) => url.startsWith('/remotes/marketing/'))).toBe(true);
  expect(urls.filter((url) => url.startsWith('/remotes/dashboard/') || url.startsWith('/remotes/admin/'))).toEqual([]);
});

test('/ paints its hero from the HTML before any script has run; the real page then takes its place', async ({
  browser,
  page,
}) => {
  // Before any script (here: none at all), the marketing build's first view, its buttons plain links.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScripts.newPage();
  await bare.goto('/');
  await expect(bare.locator('#undangin-prerender')).toContainText('Undangan Digital untuk Momen Spesial Anda');
  await expect(bare.locator('#undangin-prerender').getByText('Mulai Gratis')).toHaveAttribute('href', '/register');
  await noScripts.close();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Undangan Digital untuk Momen Spesial Anda');
  await expect(page.locator('#undangin-prerender')).toHaveCount(0);
  // When the marketing remote cannot load, the first view makes way for the area's fallback.
  await page.route('**/remotes/marketing/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText('Bagian ini sedang tidak dapat dimuat.')).toBeVisible();
  await expect(page.locator('#undangin-prerender')).toHaveCount(0);
});

test('/login renders', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
  await expect(page).toHaveTitle('Masuk | Undangin');
});

test('a guarded /app route sends a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/app/card-list');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
});

test('an unknown path lands on /', async ({ page }) => {
  await page.goto('/tidak/ada/halaman-ini');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Undangan Digital untuk Momen Spesial Anda');
});

test('a single segment is an invitation slug, served by the invitation remote', async ({ page }) => {
  await page.goto('/budi-dan-ani-belum-ada');
  await expect(page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeVisible();
});

test('when a remote cannot be loaded only its area falls back, and Coba Lagi recovers it', async ({ page }) => {
  await page.route('**/remotes/marketing/**', (route) => route.abort('connectionrefused'));
  await page.goto('/about');
  await expect(page.getByText('Bagian ini sedang tidak dapat dimuat.')).toBeVisible();
  // The shell's chrome still works around the failed area.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Daftar Gratis' })).toBeVisible();

  // Other remotes keep working while marketing is down.
  await page.goto('/demo/romantic-blush');
  await expect(page.getByRole('heading', { level: 1, name: 'Budi & Ani' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByText('Bagian ini sedang tidak dapat dimuat.')).toBeVisible();

  await page.unroute('**/remotes/marketing/**');
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merayakan momen, tanpa repot' })).toBeVisible();
  await expect(page.getByText('Bagian ini sedang tidak dapat dimuat.')).toHaveCount(0);
});
