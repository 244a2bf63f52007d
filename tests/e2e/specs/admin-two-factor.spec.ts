import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { mfaMessages } from '@undangin/contracts';
import { sql } from '../support/db';
import { apiRegister, demo, newPerson, signIn } from '../support/session';

/** An authenticator app: the code for a time step after the last one it showed (a code is good once). */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  let lastStep = -1;
  return () => {
    const step = Math.max(Math.floor(Date.now() / 30_000), lastStep + 1);
    lastStep = step;
    return totp.generate({ timestamp: step * 30_000 });
  };
}

const requireSwitch = (page: Page) => page.getByLabel('Wajibkan verifikasi dua langkah untuk semua admin');

test.afterAll(async () => {
  // Whatever happened above, the other journeys' admin must not find the requirement on.
  await sql(
    `update app_settings set value = value || '{"admin_two_factor_required": false}'::jsonb where key = 'security'`,
  );
});

test('an admin links an authenticator, requires it of every admin, and signs in again with a code', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const person = newPerson();
  await apiRegister(page.request, person);
  await sql(`update auth_users set role = 'admin' where email = $1`, [person.email]);
  await signIn(page, person);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Settings: link the app by its secret (a phone would scan the QR code), confirmed with a first code.
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Verifikasi Dua Langkah' });
  await expect(card.getByTestId('own-two-factor')).toHaveText('Belum aktif untuk akun Anda.');
  await expect(requireSwitch(page)).toBeDisabled();
  await card.getByRole('button', { name: 'Hubungkan Aplikasi Autentikator' }).click();
  await expect(card.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
  const code = authenticator((await card.getByTestId('totp-secret').textContent())!.trim());
  await card.getByLabel('Kode verifikasi').fill(code());
  await card.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(card.getByTestId('own-two-factor')).toContainText('Aktif untuk akun Anda');

  await requireSwitch(page).check();
  await expect(requireSwitch(page)).toBeChecked();
  await expect(card.getByText('Aktif: admin tanpa aplikasi autentikator harus menghubungkannya')).toBeVisible();

  // Another admin without an authenticator is sent to link one before any admin page opens.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const otherPage = await other.newPage();
  await signIn(otherPage, demo.admin);
  await otherPage.goto('/admin/dashboard');
  await expect(otherPage.getByRole('heading', { name: 'Verifikasi Dua Langkah', level: 1 })).toBeVisible();
  await expect(otherPage.getByText(mfaMessages.enrollmentRequired)).toBeVisible();
  await expect(otherPage.getByRole('heading', { name: 'Dashboard Admin', level: 1 })).toHaveCount(0);

  // Signed in again with the password alone, this admin is asked for a code: a wrong one is refused in Indonesian.
  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await fresh.newPage();
  await phone.goto('/login');
  await phone.getByLabel('Email atau Nomor WhatsApp').fill(person.email);
  await phone.getByLabel('Password', { exact: true }).fill(person.password);
  await phone.getByRole('button', { name: 'Masuk' }).click();
  await phone.waitForURL(/\/(app|admin)\//);
  await phone.goto('/admin/dashboard');
  await expect(phone.getByText(mfaMessages.verificationRequired)).toBeVisible();
  await phone.getByLabel('Kode verifikasi').fill('000000');
  await phone.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(phone.getByText(mfaMessages.verificationFailed)).toBeVisible();
  await phone.getByLabel('Kode verifikasi').fill(code());
  await phone.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(phone.getByRole('heading', { name: 'Dashboard Admin', level: 1 })).toBeVisible();
  // The lifted session survives a reload (stored, and kept by refreshes).
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Dashboard Admin', level: 1 })).toBeVisible();

  // Switched off again (from the phone's verified session), the other admin gets in.
  await phone.goto('/admin/settings');
  await requireSwitch(phone).uncheck();
  await expect(requireSwitch(phone)).not.toBeChecked();
  await otherPage.reload();
  await expect(otherPage.getByRole('heading', { name: 'Dashboard Admin', level: 1 })).toBeVisible();
  const audited = await sql<{ after: { admin_two_factor_required: boolean } }>(
    `select after from admin_audit_log where entity_id = 'security' and actor_id = (select id from auth_users where email = $1) order by id`,
    [person.email],
  );
  expect(audited.map((row) => row.after.admin_two_factor_required)).toEqual([true, false]);
  await other.close();
  await fresh.close();
});
