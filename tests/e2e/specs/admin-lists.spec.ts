import { expect, test } from '@playwright/test';
import { adminUserMessages } from '@undangin/contracts';
import { sql } from '../support/db';
import { apiRegister, apiSignIn, demo, newPerson, signIn } from '../support/session';

// The back office's lists on a 360 px phone: filtered by role, status and plan, the role said in Indonesian, each row a
// card with its addresses whole and its actions on screen.

test('the users list filters by role, status and plan, names a setting’s admin in Indonesian, and fits 360 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const stamp = Date.now().toString(36);
  const domainAdmin = { ...newPerson(), email: `kepala.bagian.keuangan.${stamp}@perusahaan-panjang-sekali.co.id` };
  const disabled = newPerson();
  for (const person of [domainAdmin, disabled]) await apiRegister(page.request, person);
  const { user: admin } = await apiSignIn(page.request, domainAdmin.email, domainAdmin.password);
  await sql(`update auth_users set admin_by_setting = 'ADMIN_DOMAIN' where id = $1`, [admin.id]);
  await sql(`update auth_users set disabled_at = now() where email = $1`, [disabled.email]);

  await signIn(page, demo.admin);
  await page.goto('/admin/users');
  await page.getByLabel('Cari pengguna').fill(stamp);
  const row = page.getByRole('row').filter({ hasText: domainAdmin.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Admin (domain)', { exact: true })).toBeVisible();
  await expect(page.getByText('ADMIN_DOMAIN')).toHaveCount(0);

  // On the phone: nothing sideways, the address whole within its card, the actions on screen.
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
  const address = row.getByTestId('address').first();
  // Wrapped only where a person would (after '@', before a dot), and whole within the screen.
  expect(
    await address.evaluate((el) => {
      const view = el.ownerDocument.defaultView!;
      const style = view.getComputedStyle(el);
      return [style.overflowWrap, style.wordBreak, el.getBoundingClientRect().right <= view.innerWidth];
    }),
  ).toEqual(['normal', 'normal', true]);
  // Reached by scrolling down, never sideways.
  const action = row.getByRole('button').first();
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeInViewport();
  const box = (await action.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);

  // Filters: the role, then the status, then the plan.
  await page.getByLabel('Cari pengguna').fill('');
  await page.getByLabel('Peran').selectOption('admin');
  await page.getByLabel('Cari pengguna').fill(stamp);
  await expect(page.getByRole('row').filter({ hasText: domainAdmin.email })).toHaveCount(1);
  await page.getByLabel('Cari pengguna').fill(disabled.email);
  await expect(page.getByText(adminUserMessages.lists.users.empty)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: disabled.email })).toHaveCount(0);
  await page.getByLabel('Peran').selectOption('');
  await page.getByLabel('Status').selectOption('disabled');
  await expect(page.getByRole('row').filter({ hasText: disabled.email })).toHaveCount(1);
  await page.getByLabel('Status').selectOption('active');
  await expect(page.getByRole('row').filter({ hasText: disabled.email })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Paket').selectOption('premium');
  await expect(page.getByRole('row').filter({ hasText: disabled.email })).toHaveCount(0);
  await page.getByLabel('Paket').selectOption('gratis');
  await expect(page.getByRole('row').filter({ hasText: disabled.email })).toHaveCount(1);
});

test('the orders list finds a buyer’s orders, pages them by cursor there and back, and filters by status', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const buyer = newPerson();
  await apiRegister(page.request, buyer);
  const { user } = await apiSignIn(page.request, buyer.email, buyer.password);
  // 23 orders a minute apart, as billing writes them: the list shows 20 a page.
  await sql(
    `insert into orders (id, user_id, plan_id, amount, status, paid_at, created_at)
     select 'ORD-E2E-' || $2 || '-' || lpad(n::text, 2, '0'), $1, 'premium', 99000,
       case when n % 2 = 0 then 'paid' else 'pending' end, case when n % 2 = 0 then now() end,
       now() - ((30 - n) || ' minutes')::interval
     from generate_series(1, 23) n`,
    [user.id, Date.now().toString(36)],
  );

  await signIn(page, demo.admin);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Pesanan', level: 1 })).toBeVisible();
  await page.getByLabel('Cari pesanan').fill(buyer.email);
  const rows = page.getByRole('row').filter({ hasText: buyer.email });
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('-23');
  const pager = page.getByRole('navigation', { name: 'Halaman pesanan' });
  await expect(pager).toContainText('Halaman 1 · 23 pesanan');
  await pager.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(rows).toHaveCount(3);
  await expect(pager).toContainText('Halaman 2');
  await expect(rows.last()).toContainText('-01');
  await pager.getByRole('button', { name: 'Sebelumnya' }).click();
  await expect(rows).toHaveCount(20);
  await page.getByLabel('Status').selectOption('paid');
  await expect(rows).toHaveCount(11);
  await expect(rows.first().getByText('Berhasil')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Halaman pesanan' })).toHaveCount(0);
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
});
