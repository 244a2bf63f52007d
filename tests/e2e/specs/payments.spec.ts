import { expect, test, type Page } from '@playwright/test';
import { apiRegister, newPerson, signIn } from '../support/session';

// Paying for a plan on the local sandbox: its Snap.js stand-in shows a dialog with 'Bayar', 'Bayar Nanti (Pending)',
// 'Gagal' and 'Tutup', calls back as Midtrans's popup does, and notifies billing signed as Midtrans signs.

const day = 86_400_000;

/** A new host on the free plan, signed in in the browser, and their bearer for checks through the API. */
async function freeHost(page: Page) {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  return { host, headers: { authorization: `Bearer ${session.access_token}` } };
}

/** The alerts the page shows, each accepted as a person presses OK. */
function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

const popupButton = (page: Page, name: 'Bayar' | 'Bayar Nanti (Pending)' | 'Gagal' | 'Tutup') =>
  page.getByRole('button', { name, exact: true });
// By CSS, not by role: a modal popup may hide the page beneath it from the accessibility tree.
const planButtons = (page: Page) => page.locator('article[aria-label^="Paket "] button');
const orderIdIn = (page: Page) => new URL(page.url()).searchParams.get('order_id')!;

/** Picks a paid plan on /pricing/website: every plan button waits, and the sandbox's payment popup opens. */
async function choosePlan(page: Page, plan: 'Pro' | 'Premium') {
  await page.goto('/pricing/website');
  await page.getByRole('button', { name: `Pilih ${plan}` }).click();
  await expect(popupButton(page, 'Bayar')).toBeVisible();
  await expect(planButtons(page)).toHaveCount(4);
  for (const button of await planButtons(page).all()) {
    await expect(button).toHaveText('Memproses...');
    await expect(button).toBeDisabled();
  }
}

test('a free host buys Pro: popup, Bayar, the success page with the order, Pro active with the order paid, a receipt, and the second invitation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { host, headers } = await freeHost(page);
  const seen = alerts(page);
  // The free plan allows one invitation: a second one is refused.
  const stamp = Date.now().toString(36);
  const createInvitation = (slug: string) =>
    page.request.post('/api/dashboard/invitations', { headers, data: { slug, category: 'wedding' } });
  expect((await createInvitation(`bayar-satu-${stamp}`)).status()).toBe(201);
  const refused = await createInvitation(`bayar-dua-${stamp}`);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('plan_limit');

  await choosePlan(page, 'Pro');
  await popupButton(page, 'Bayar').click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=[^&]+&status=success$/);
  const orderId = orderIdIn(page);
  expect(seen).toEqual(['Pembayaran berhasil! Terima kasih telah berlangganan.']);
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran Berhasil!' })).toBeVisible();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Berhasil');
  await expect(page.getByRole('link', { name: 'Ke Dashboard' })).toHaveAttribute('href', '/app/dashboard');

  // The gateway's notification activates Pro: the screen shows it once billing has it.
  await expect(async () => {
    await page.goto('/app/subscription');
    await expect(page.getByTestId('current-plan')).toHaveText('Pro', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('subscription-status')).toHaveText('Aktif');
  await expect(page.getByTestId('period-end')).toHaveText(/^Berlaku sampai \d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB$/);
  const pro = page.getByRole('article', { name: 'Paket Pro' });
  await expect(pro.getByText('PAKET AKTIF', { exact: true })).toBeVisible();
  await expect(pro.getByRole('button', { name: 'Paket Aktif' })).toBeDisabled();
  await expect(
    page.getByRole('article', { name: 'Paket Gratis' }).getByText('PAKET AKTIF', { exact: true }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('article', { name: 'Paket Premium' }).getByRole('button', { name: 'Pilih Paket' }),
  ).toBeEnabled();
  const order = page.getByTestId(`order-${orderId}`);
  await expect(order.getByTestId('order-status')).toHaveText('Berhasil');
  await expect(order).toContainText('Pro');
  await expect(order).toContainText('Rp 75.000');
  await expect(order).toContainText(/\d{2}\.\d{2} WIB/);
  await expect(page.getByTestId('history-empty')).toHaveCount(0);

  // Pro runs 14 days (its billing interval) from the payment.
  const answer = await page.request.get('/api/billing/subscription', { headers });
  const subscription = (await answer.json()) as { plan_id: string; status: string; current_period_end: string };
  expect(subscription).toMatchObject({ plan_id: 'pro', status: 'active' });
  const runs = Date.parse(subscription.current_period_end) - Date.now();
  expect(runs).toBeGreaterThan(13 * day);
  expect(runs).toBeLessThan(15 * day);

  // A receipt in the outbox: the order, the plan, the amount.
  const receipt = async () => {
    const mails = (await (
      await page.request.get(`/dev/mail/messages?to=${encodeURIComponent(host.email)}`)
    ).json()) as { subject: string; text: string }[];
    return mails.find((mail) => mail.text.includes(orderId)) ?? null;
  };
  await expect.poll(receipt, { timeout: 20_000 }).not.toBeNull();
  const mail = (await receipt())!;
  expect(mail.text).toContain('Pro');
  expect(mail.text).toMatch(/75\.000/);

  // The invitation refused before is allowed now, and the dashboard counts it against Pro.
  expect((await createInvitation(`bayar-dua-${stamp}`)).status()).toBe(201);
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('plan-name')).toHaveText('Pro');
  await expect(page.getByTestId('plan-invitations')).toHaveText('2/5');
});

test('Bayar Nanti lands on /payment-pending with the order; Cek Status asks billing, which still awaits the payment', async ({
  page,
}) => {
  await freeHost(page);
  const seen = alerts(page);
  await choosePlan(page, 'Premium');
  await popupButton(page, 'Bayar Nanti (Pending)').click();
  await expect(page).toHaveURL(/\/payment-pending\?order_id=[^&]+&status=pending$/);
  const orderId = orderIdIn(page);
  expect(seen).toEqual(['Pembayaran sedang diproses. Kami akan mengonfirmasi setelah pembayaran selesai.']);
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran Tertunda' })).toBeVisible();
  await expect(
    page.getByText('Pembayaran sedang diproses. Kami akan mengonfirmasi setelah pembayaran selesai.'),
  ).toBeVisible();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Menunggu Konfirmasi');
  await expect(page.getByText('Konfirmasi biasanya 1-24 jam')).toBeVisible();
  await expect(page.getByText('Hubungi dukungan bila pembayaran belum terkonfirmasi dalam 24 jam.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hubungi Dukungan' })).toHaveAttribute('href', '/contact');

  await page.getByRole('button', { name: 'Cek Status' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Status pesanan: Menunggu Pembayaran');

  // Nothing is active yet; the order waits in the history.
  await page.goto('/app/subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Gratis');
  await expect(page.getByTestId(`order-${orderId}`).getByTestId('order-status')).toHaveText('Menunggu Pembayaran');
  await expect(page.getByTestId(`order-${orderId}`)).toContainText('Rp 149.000');
});

test('Gagal lands on /payment-error with the order, its possible causes and a way to try again', async ({ page }) => {
  await freeHost(page);
  const seen = alerts(page);
  await choosePlan(page, 'Pro');
  await popupButton(page, 'Gagal').click();
  await expect(page).toHaveURL(/\/payment-error\?order_id=[^&]+&status=error$/);
  expect(seen).toEqual(['Pembayaran gagal. Silakan coba lagi.']);
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran Gagal' })).toBeVisible();
  await expect(page.getByText(orderIdIn(page), { exact: true })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Gagal');
  await expect(page.getByText('Kartu ditolak oleh bank penerbit')).toBeVisible();
  await page.getByRole('link', { name: 'Coba Lagi' }).click();
  await expect(page).toHaveURL(/\/pricing\/website$/);
  await expect(page.getByRole('button', { name: 'Pilih Pro' })).toBeEnabled();
});

test('Pilih Paket on /app/subscription opens that plan’s payment on /pricing/website; closing the popup only says so', async ({
  page,
}) => {
  await freeHost(page);
  const seen = alerts(page);
  await page.goto('/app/subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Gratis');
  const free = page.getByRole('article', { name: 'Paket Gratis' });
  await expect(free.getByText('PAKET AKTIF', { exact: true })).toBeVisible();
  await expect(free.getByRole('button', { name: 'Paket Aktif' })).toBeDisabled();
  const history = page.getByTestId('history-empty');
  await expect(history.getByRole('heading', { name: 'Riwayat Pembayaran Kosong' })).toBeVisible();
  await expect(history).toContainText('Belum ada riwayat pembayaran untuk ditampilkan');
  await expect(page.getByTestId('subscription-help-chat')).toHaveAttribute('href', /^https:\/\/wa\.me\/62\d+\?text=/);
  await expect(page.getByRole('link', { name: 'Bandingkan semua paket' })).toHaveAttribute('href', '/pricing/website');

  await page.getByRole('article', { name: 'Paket Premium' }).getByRole('button', { name: 'Pilih Paket' }).click();
  // The checkout starts by itself, once: ?plan= is dropped, so a reload would not open it again.
  await expect(popupButton(page, 'Tutup')).toBeVisible();
  await expect(page).toHaveURL(/\/pricing\/website$/);
  await expect(page.getByRole('article', { name: 'Paket Premium' })).toContainText('Paket pilihan Anda');
  await popupButton(page, 'Tutup').click();
  await expect.poll(() => seen).toEqual(['Anda menutup popup tanpa menyelesaikan pembayaran']);
  await expect(page).toHaveURL(/\/pricing\/website$/);
  await expect(page.getByRole('button', { name: 'Pilih Premium' })).toBeEnabled();
  await expect(popupButton(page, 'Bayar')).toHaveCount(0);
});

test('a visitor is asked to log in before paying and comes back to the payment of the plan they chose; the free plan leads to /register', async ({
  page,
}) => {
  const visitor = newPerson();
  await apiRegister(page.request, visitor);
  const seen = alerts(page);
  await page.goto('/pricing/website');
  await page.getByRole('button', { name: 'Mulai Gratis' }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect(seen).toEqual([]);

  await page.goto('/pricing/website');
  await page.getByRole('button', { name: 'Pilih Pro' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(seen).toEqual(['Anda harus login untuk melanjutkan pembayaran.']);
  await page.getByLabel('Email atau Nomor WhatsApp').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(popupButton(page, 'Tutup')).toBeVisible();
  await expect(page).toHaveURL(/\/pricing\/website$/);
  await popupButton(page, 'Tutup').click();
  await expect
    .poll(() => seen)
    .toEqual(['Anda harus login untuk melanjutkan pembayaran.', 'Anda menutup popup tanpa menyelesaikan pembayaran']);
});
