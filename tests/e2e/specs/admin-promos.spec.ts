import { expect, test } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, apiSignIn, demo, newPerson, signIn } from '../support/session';

// Admins manage promos as they manage plans; /promo shows a promo's real uses left under its cap.

test('an admin creates a capped promo, /promo counts down its real uses, and a used promo is ended, not deleted', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const id = `uji-${Date.now().toString(36)}`;
  const title = `Promo Uji ${id}`;
  await signIn(page, demo.admin);
  await page.goto('/admin/promos');
  await page.getByRole('button', { name: 'Promo Baru' }).click();
  const form = page.getByRole('form', { name: 'Promo baru' });
  await form.getByLabel('Kode promo').fill(id);
  await form.getByLabel('Judul', { exact: true }).fill(title);
  await form.getByLabel('Paket').selectOption('pro');
  await form.getByLabel('Harga promo (Rp)').fill('80000');
  await form.getByRole('button', { name: 'Simpan Promo' }).click();
  // Checked before it is sent, in Indonesian.
  await expect(form.getByRole('alert')).toHaveText('Harga promo harus angka di bawah harga paket (Rp 75.000).');
  await form.getByLabel('Harga promo (Rp)').fill('50000');
  await form.getByLabel('Batas pemakaian').fill('2');
  await form.getByRole('button', { name: 'Simpan Promo' }).click();
  await expect(page.getByText('Promo disimpan.')).toBeVisible();
  const row = page.locator(`[data-promo="${id}"]`);
  await expect(row.getByTestId('promo-uses')).toHaveText('Dipakai 0 dari 2 · sisa 2');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/promo');
  const card = visitor.getByRole('article', { name: title });
  await expect(card.getByTestId('promo-remaining')).toHaveText('Tersisa 2 kuota');

  // A host pays through it: one use left, on both screens.
  const host = newPerson();
  await apiRegister(page.request, host);
  const { user } = await apiSignIn(page.request, host.email, host.password);
  await sql(
    `insert into orders (id, user_id, plan_id, promo_id, amount, status, paid_at) values ($1, $2, 'pro', $3, 50000, 'paid', now())`,
    [`UJI-${Date.now()}`, user.id, id],
  );
  await visitor.reload();
  await expect(card.getByTestId('promo-remaining')).toHaveText('Tersisa 1 kuota');
  await page.reload();
  await expect(row.getByTestId('promo-uses')).toHaveText('Dipakai 1 dari 2 · sisa 1');

  // Used: it stays (orders keep it); the admin ends it by its date instead.
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Hapus' }).click();
  await expect(
    page.getByText(
      'Promo ini sudah dipakai pesanan dan tidak dapat dihapus. Akhiri saja dengan mengubah tanggal berakhirnya.',
    ),
  ).toBeVisible();
  await sql(`update promos set valid_until = now() - interval '1 second' where id = $1`, [id]);
  await visitor.reload();
  await expect(visitor.getByRole('article', { name: title })).toHaveCount(0);
  await visitor.context().close();
});
