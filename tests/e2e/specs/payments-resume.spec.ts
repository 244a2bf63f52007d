import { expect, test, type Page } from '@playwright/test';
import { apiRegister, newPerson, signIn } from '../support/session';

// No dead ends in paying: a closed popup's order can be paid later or cancelled, the pending page says how, the
// pricing page knows the host's plan, and a signed-in host's 'Mulai Gratis' is their dashboard.

async function freeHost(page: Page) {
  const host = newPerson();
  await apiRegister(page.request, host);
  await signIn(page, host);
  return host;
}

/** Every dialog the page opens, answered as `answer` says (alerts are only acknowledged). */
function dialogs(page: Page, answer: (message: string) => boolean = () => true): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void (dialog.type() === 'confirm' && !answer(dialog.message()) ? dialog.dismiss() : dialog.accept());
  });
  return seen;
}

const popupButton = (page: Page, name: 'Bayar' | 'Bayar Nanti (Pending)' | 'Tutup') =>
  page.getByRole('button', { name, exact: true });

/** Chooses a plan on /pricing/website and closes the popup: the order is left waiting. */
async function leaveOrder(page: Page, plan: 'Pro' | 'Premium') {
  await page.goto('/pricing/website');
  await page.getByRole('button', { name: `Pilih ${plan}` }).click();
  await popupButton(page, 'Tutup').click();
  await expect(page.getByTestId('left-pending')).toContainText('Pesanan Anda tersimpan dan menunggu pembayaran');
}

// The payment history, newest first.
const orderRows = (page: Page) => page.getByRole('list', { name: 'Riwayat pembayaran' }).locator(':scope > li');

test('a closed popup leaves an order the host resumes from Langganan Saya and pays; another they cancel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await freeHost(page);
  const seen = dialogs(page);
  await leaveOrder(page, 'Pro');
  expect(seen).toEqual(['Anda menutup popup tanpa menyelesaikan pembayaran']);
  await page.getByRole('link', { name: 'Buka Langganan Saya' }).click();
  await expect(page).toHaveURL(/\/app\/subscription$/);
  const pro = orderRows(page).first();
  await expect(pro.getByTestId('order-status')).toHaveText('Menunggu Pembayaran');
  await expect(pro.getByTestId('pay-before')).toHaveText(/^Bayar sebelum \d{1,2} \w{3} \d{4}, \d{2}\.\d{2} WIB$/);

  // Resumed: the order's own payment page, then paid.
  await pro.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
  await popupButton(page, 'Bayar').click();
  await expect(page).toHaveURL(/\/payment-success\?/);
  await page.goto('/app/subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Pro');
  await expect(orderRows(page).first().getByTestId('order-status')).toHaveText('Berhasil');

  // Another one, cancelled after a confirmation; it can no longer be paid.
  await leaveOrder(page, 'Premium');
  await page.goto('/app/subscription');
  const premium = orderRows(page).first();
  await expect(premium).toContainText('Premium');
  await premium.getByRole('button', { name: 'Batalkan Pesanan' }).click();
  await expect(premium.getByTestId('order-status')).toHaveText('Dibatalkan');
  await expect(premium.getByRole('button', { name: 'Lanjutkan Pembayaran' })).toHaveCount(0);
  expect(seen).toContain('Batalkan pesanan ini? Tautan pembayarannya tidak dapat dipakai lagi.');
  await expect(page.getByTestId('current-plan')).toHaveText('Pro');
});

test('the pending page says how to finish paying and leads to Langganan Saya', async ({ page }) => {
  await freeHost(page);
  dialogs(page);
  await page.goto('/pricing/website');
  await page.getByRole('button', { name: 'Pilih Pro' }).click();
  await popupButton(page, 'Bayar Nanti (Pending)').click();
  await expect(page).toHaveURL(/\/payment-pending\?/);
  await expect(page.getByTestId('pending-how-to')).toContainText('Lanjutkan Pembayaran');
  await page.getByRole('link', { name: 'Ke Langganan Saya' }).click();
  await expect(page).toHaveURL(/\/app\/subscription$/);
  await expect(orderRows(page).first().getByTestId('order-status')).toHaveText('Menunggu Pembayaran');
});

test('the pricing page marks the host’s plan, says what renewing early does, and sends the free plan to the dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await freeHost(page);
  const seen = dialogs(page, (message) => !message.includes('menambah satu masa aktif'));
  await page.goto('/pricing/website');
  const free = page.getByRole('article', { name: 'Paket Gratis' });
  await expect(free.getByTestId('current-plan-note')).toHaveText('Paket Anda saat ini');
  await page.getByRole('button', { name: 'Pilih Pro' }).click();
  await popupButton(page, 'Bayar').click();
  await expect(page).toHaveURL(/\/payment-success\?/);

  await page.goto('/pricing/website');
  const pro = page.getByRole('article', { name: 'Paket Pro' });
  await expect(pro.getByTestId('current-plan-note')).toContainText('Paket Anda saat ini');
  await expect(pro.getByTestId('current-plan-note')).toContainText(
    /Paket Pro Anda aktif sampai .+ WIB\. Membayar sekarang menambah satu masa aktif setelah tanggal itu/,
  );
  // Renewing asks first; said no to, nothing opens.
  await pro.getByRole('button', { name: 'Perpanjang Pro' }).click();
  expect(seen.at(-1)).toMatch(/menambah satu masa aktif setelah tanggal itu, tidak menggantinya\. Lanjutkan\?$/);
  await expect(popupButton(page, 'Bayar')).toHaveCount(0);

  await page.getByRole('article', { name: 'Paket Gratis' }).getByRole('button', { name: 'Ke Dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/');
  const start = page.getByRole('link', { name: 'Mulai Gratis' }).first();
  await expect(start).toHaveAttribute('href', '/app/dashboard');
  await start.click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
