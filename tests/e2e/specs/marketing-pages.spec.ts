import { expect, test, type Route } from '@playwright/test';
import { sql } from '../support/db';
import { demo, signIn } from '../support/session';

test('FAQ accordion: one answer open at a time, and clicking the open question closes it', async ({ page }) => {
  await page.goto('/pricing/website');
  const faq = page.getByRole('region', { name: 'Pertanyaan yang Sering Diajukan' });
  const first = faq.getByRole('button', { name: 'Apakah ada garansi uang kembali?' });
  const second = faq.getByRole('button', { name: 'Paket mana yang mendukung custom domain?' });
  const firstAnswer = faq.getByText('Ya, garansi 30 hari uang kembali 100% jika Anda tidak puas.');
  const secondAnswer = faq.getByText('Custom domain tersedia di paket Pro dan Premium.');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();
  await first.click();
  await expect(firstAnswer).toBeVisible();
  await second.click();
  await expect(secondAnswer).toBeVisible();
  await expect(firstAnswer).toBeHidden();
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
  await second.click();
  await expect(secondAnswer).toBeHidden();
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
});

test('check-in product page: each tab shows its own steps', async ({ page }) => {
  await page.goto('/checkin');
  const tabs = page.getByRole('tablist', { name: 'Metode check-in' });
  const panel = page.getByRole('tabpanel');
  await expect(tabs.getByRole('tab', { name: 'Scan QR' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('Arahkan kamera ke QR code tamu');
  await tabs.getByRole('tab', { name: 'Cari Nama' }).click();
  await expect(tabs.getByRole('tab', { name: 'Cari Nama' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Scan QR' })).toHaveAttribute('aria-selected', 'false');
  await expect(panel).toHaveAccessibleName('Cari Nama');
  await expect(panel).toContainText('Ketik nama tamu');
  await expect(panel).not.toContainText('Arahkan kamera');
  await tabs.getByRole('tab', { name: 'Input Manual' }).click();
  await expect(panel).toContainText('Tamu tercatat sebagai walk-in');
  await tabs.getByRole('tab', { name: 'Scan QR' }).click();
  await expect(panel).toContainText('Arahkan kamera ke QR code tamu');
  // The keyboard as WAI-ARIA tabs have it: arrows move the selection and the focus, one tab stop.
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Cari Nama' })).toBeFocused();
  await expect(panel).toContainText('Ketik nama tamu');
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Input Manual' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Scan QR' })).toHaveAttribute('tabindex', '-1');
});

test('promo: three promo cards to take, the urgent one marked, the affiliate teaser and a five-question FAQ', async ({
  page,
}) => {
  await page.goto('/promo');
  const promos = page.getByLabel('Daftar promo').getByRole('article');
  await expect(promos).toHaveCount(3);
  // Each promo names the plan it sells: taking it starts that plan's checkout at the promo's price.
  for (const card of await promos.all())
    await expect(card.getByRole('button', { name: 'Ambil Promo Ini' })).toBeEnabled();
  await expect(promos.first()).toHaveAccessibleName('Flash Sale Akhir Tahun');
  await expect(promos.first()).toContainText('Segera berakhir');
  await expect(page.getByText('Segera berakhir')).toHaveCount(1);
  await expect(page.getByRole('timer', { name: 'Sisa waktu Flash Sale Akhir Tahun' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dapatkan komisi 30% dari setiap pembelian' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gabung Program Afiliasi' })).toHaveAttribute(
    'href',
    '/partners/affiliate',
  );
  await expect(page.getByRole('region', { name: 'Pertanyaan yang Sering Diajukan' }).getByRole('button')).toHaveCount(
    5,
  );
});

test('promo: when no promo is valid any more, the page says so and offers a way on', async ({ page }) => {
  const saved = await sql<{ id: string; valid_until: Date }>(`select id, valid_until from promos`);
  await sql(`update promos set valid_until = now() - interval '1 minute'`);
  try {
    await page.goto('/promo');
    await expect(page.getByText('Belum ada promo yang berlaku saat ini.')).toBeVisible();
    await expect(page.getByLabel('Daftar promo')).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Gabung Program Afiliasi' })).toBeVisible();
    await page.getByRole('link', { name: 'Lihat Paket Harga' }).click();
    await expect(page).toHaveURL(/\/pricing\/website$/);
  } finally {
    for (const row of saved) await sql(`update promos set valid_until = $1 where id = $2`, [row.valid_until, row.id]);
  }
});

test('the contact details an admin saved show on /contact, in the footer and on /payment-success', async ({ page }) => {
  const value = (await sql<{ value: Record<string, string> }>(`select value from app_settings where key = 'site'`))[0]!
    .value;
  const saved = {
    ...value,
    email: 'bantuan@contoh.id',
    whatsapp: '6289876543210',
    address: 'Jl. Braga No. 10, Bandung',
    officeHours: 'Senin - Sabtu, 08:00 - 17:00 WIB',
  };
  await sql(`update app_settings set value = $1 where key = 'site'`, [saved]);
  try {
    await page.goto('/contact');
    const cards = page.getByRole('list', { name: 'Kontak Undangin' });
    await expect(cards.getByRole('link', { name: /bantuan@contoh\.id/ })).toHaveAttribute(
      'href',
      'mailto:bantuan@contoh.id',
    );
    await expect(cards.getByRole('link', { name: /0898-7654-3210/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/6289876543210\?text=/,
    );
    await expect(cards).toContainText('Jl. Braga No. 10, Bandung');
    await expect(cards).toContainText('Senin - Sabtu, 08:00 - 17:00 WIB');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'bantuan@contoh.id' })).toHaveAttribute(
      'href',
      'mailto:bantuan@contoh.id',
    );
    await expect(footer.getByRole('link', { name: 'WhatsApp 0898-7654-3210' })).toHaveAttribute(
      'href',
      'https://wa.me/6289876543210',
    );
    await expect(footer).toContainText('Jl. Braga No. 10, Bandung');
    await expect(footer).not.toContainText('halo@undangin.id');
    await page.goto('/payment-success?order_id=UND-9&status=success');
    await expect(page.getByRole('link', { name: 'Email dukungan' })).toHaveAttribute(
      'href',
      'mailto:bantuan@contoh.id',
    );
  } finally {
    await sql(`update app_settings set value = $1 where key = 'site'`, [value]);
  }
});

test('info and legal pages name themselves in the title and description while their content loads', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Merayakan momen, tanpa repot' })).toBeVisible();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route('**/api/marketing/info-pages/**', hold);
  await page.route('**/api/marketing/pages/**', hold);
  const description = page.locator('meta[name="description"]');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Portofolio' }).click();
  await expect(page).toHaveTitle('Portofolio | Undangin');
  await expect(description).toHaveAttribute('content', /Portofolio/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kebijakan Privasi' }).click();
  await expect(page).toHaveTitle('Kebijakan Privasi | Undangin');
  await expect(description).toHaveAttribute('content', /Kebijakan Privasi/);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
});

test('signed in, the mobile menu offers Dashboard, Undangan Saya and the same Logout as the account menu', async ({
  page,
}) => {
  await signIn(page, demo.host);
  await page.goto('/about');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard');
  await expect(menu.getByRole('link', { name: 'Undangan Saya' })).toHaveAttribute('href', '/app/card-list');
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Daftar Gratis' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

// Before the fix a section title's own margin beat the pale section's centring: on a desktop wider than the
// 1100 px column, every pale section's heading and grid sat against its left edge.
test('every pale section of the public pages centres its heading and its grid at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const pages = [
    '/',
    '/about',
    '/pricing/website',
    '/tutorial',
    '/promo',
    '/checkin',
    '/partners/reseller',
    '/cetak-undangan-custom',
    '/themes',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Each heading and grid of a section that spans the page: its middle against the page's middle. Measured once the
    // page's sections are there (some fill in from the catalogue after the heading shows).
    const measure = async () =>
      (await page.evaluate(`(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('section')]
        .filter((section) => section.getBoundingClientRect().width >= width - 1)
        .flatMap((section) => [...section.querySelectorAll('h2, [data-columns]')])
        .filter((element) => element.getBoundingClientRect().width > 0)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return { what: element.tagName + ' ' + (element.textContent || '').slice(0, 30), off: Math.round(box.x + box.width / 2 - width / 2) };
        });
    })()`)) as Array<{ what: string; off: number }>;
    await expect.poll(async () => (await measure()).length, { message: path }).toBeGreaterThan(0);
    const offsets = await measure();
    expect(
      offsets.filter((item) => Math.abs(item.off) > 2),
      path,
    ).toEqual([]);
  }
});
