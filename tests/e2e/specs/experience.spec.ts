import { expect, test, type Locator } from '@playwright/test';
import { apiRegister, demo, newPerson, signIn } from '../support/session';

// Layout seen broken on a phone (390 × 844): each is held here by what a person would see.
test.use({ viewport: { width: 390, height: 844 } });

/** The element's box lies within the other's, to the pixel. */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x - 0.5);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
}

test('on a phone, Buat Baru stays on one line and the editor keeps the event time inside its card', async ({
  page,
}) => {
  await signIn(page, demo.host);
  await page.goto('/app/card-list');
  const create = page.getByRole('link', { name: 'Buat Baru' });
  await expect(create).toBeVisible();
  // One line of text in a 44 px button: a wrapped label would make it two lines tall.
  expect((await create.boundingBox())!.height).toBeLessThanOrEqual(48);

  await page.getByRole('list', { name: 'Daftar undangan' }).getByRole('link', { name: 'Edit' }).first().click();
  const basics = page.getByRole('region', { name: 'Informasi Dasar' });
  await expect(basics.getByLabel('Waktu (WIB)')).toBeVisible();
  await expectInside(basics.getByLabel('Waktu (WIB)'), basics);
  await expectInside(basics.getByLabel('Tanggal'), basics);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});

test('public pages leave the console clean: no warning or error from our code or the router', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`${page.url()}: ${error.message}`));
  for (const path of ['/', '/budi-dan-ani', '/login', '/register', '/pricing/website', '/themes', '/blog', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(messages).toEqual([]);
});

test('while a save runs its button is busy and cannot be pressed twice; the success then arrives as a toast', async ({
  page,
}) => {
  const person = newPerson();
  await apiRegister(page.request, person);
  await signIn(page, person);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/v1/user', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await page.goto('/app/dashboard/account');
  await page.getByLabel('Nama Lengkap').fill('Sari Wulandari');
  const save = page.getByRole('button', { name: /^(Simpan Perubahan|Menyimpan\.\.\.)$/ });
  await save.click();
  await expect(save).toHaveText('Menyimpan...');
  await expect(save).toBeDisabled();
  await expect(save).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Profil berhasil disimpan.' })).toBeVisible();
  await expect(save).toBeEnabled();
  await expect(save).not.toHaveAttribute('aria-busy');
});
