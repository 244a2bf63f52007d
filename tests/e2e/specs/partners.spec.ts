import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, demo, newPerson, signIn } from '../support/session';

// The partner programme (issue 39): an affiliate's link brings a sign-up who pays in the sandbox; the commission waits
// out the money-back window, is approved, paid by the admin with a reference; a refunded order's commission is void.
// A reseller keeps three clients and their invitations end with the reseller's brand.

const demoAssets = path.resolve(__dirname, '../../../services/invitation/assets/demo');
const rupiah = (digits: string) => new RegExp(`Rp\\s?${digits.replace('.', '\\.')}`);

/** A signed-in new account in a context of its own (its own cookies), and its bearer for API checks. */
async function person(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const who = newPerson();
  await apiRegister(page.request, who);
  const session = await signIn(page, who);
  return { page, who, id: session.user.id, headers: { authorization: `Bearer ${session.access_token}` } };
}

/** Pays `plan` on the pricing page through the sandbox's popup (its alert accepted), and waits for the success page. */
async function buy(page: Page, plan: 'Pro' | 'Premium') {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/pricing/website');
  await page.getByRole('button', { name: `Pilih ${plan}` }).click();
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  return new URL(page.url()).searchParams.get('order_id')!;
}

const commissionRow = (page: Page, orderId: string) => page.getByTestId('commission-row').filter({ hasText: orderId });

test('a referral link → sign-up → Pro paid → pending, approved after the window, paid by the admin; a refund voids', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The partner joins from the public affiliate page.
  const partner = await person(browser);
  await partner.page.goto('/partners/affiliate');
  await partner.page.getByRole('link', { name: 'Gabung Program Afiliasi' }).click();
  await expect(partner.page).toHaveURL(/\/app\/partner\?program=affiliate$/);
  await partner.page.getByRole('button', { name: 'Gabung Program Afiliasi' }).click();
  const link = partner.page.getByTestId('referral-link');
  await expect(link).toHaveValue(/\/\?ref=[a-z0-9]{8}$/);
  const code = new URL(await link.inputValue()).searchParams.get('ref')!;

  // A visitor follows the link: the code leaves the address bar and stays in a first-party cookie.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/?ref=${code}`);
  await expect(visitor).toHaveURL(/\/$/);
  await expect
    .poll(async () => (await visitorContext.cookies()).find((cookie) => cookie.name === 'undangin_ref'))
    .toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // They register in the site's own form, sign in, and pay Pro in the sandbox.
  const buyer = newPerson();
  await visitor.goto('/register');
  await visitor.getByLabel('Nama Lengkap').fill(buyer.name);
  await visitor.getByLabel('Nomor WhatsApp').fill(buyer.whatsapp);
  await visitor.getByLabel('Email').fill(buyer.email);
  await visitor.getByLabel('Password', { exact: true }).fill(buyer.password);
  await visitor.getByRole('button', { name: 'Daftar Sekarang' }).click();
  await expect(visitor).toHaveURL(/\/login$/, { timeout: 10_000 });
  await visitor.getByLabel('Email atau Nomor WhatsApp').fill(buyer.email);
  await visitor.getByLabel('Password', { exact: true }).fill(buyer.password);
  await visitor.getByRole('button', { name: 'Masuk' }).click();
  await expect(visitor).toHaveURL(/\/app\/dashboard$/);
  const first = await buy(visitor, 'Pro');

  // The partner sees the click, the sign-up and a pending 30 % of Rp75.000.
  await expect(async () => {
    await partner.page.goto('/app/partner');
    await expect(commissionRow(partner.page, first)).toContainText('Menunggu', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(commissionRow(partner.page, first)).toContainText(rupiah('22.500'));
  await expect(partner.page.getByTestId('partner-clicks')).toHaveText('1');
  await expect(partner.page.getByTestId('partner-signups')).toHaveText('1');
  await expect(partner.page.getByTestId('partner-pending')).toHaveText(rupiah('22.500'));

  // Thirty days pass without a refund (the window moved into the past): the commission is approved.
  await sql(`update commissions set available_at = now() - interval '1 minute' where order_ref = $1`, [first]);
  await partner.page.reload();
  await expect(commissionRow(partner.page, first)).toContainText('Disetujui');
  await expect(partner.page.getByTestId('partner-approved')).toHaveText(rupiah('22.500'));

  // The admin approves the payout and marks it paid with the transfer's reference.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  await admin.goto('/admin/partners');
  await admin.getByLabel('Cari partner').fill(partner.who.email);
  await admin.getByRole('button', { name: 'Cari' }).click();
  await expect(admin.getByTestId('admin-partner-row')).toHaveCount(1);
  await admin.getByRole('button', { name: `Setujui pembayaran ${partner.who.email}` }).click();
  const payout = admin.getByTestId('admin-payout-row').filter({ hasText: partner.who.email });
  await expect(payout).toContainText(rupiah('22.500'));
  await payout.getByLabel('Referensi transfer').fill('TRF-BCA-E2E-01');
  await payout.getByRole('button', { name: `Tandai dibayar ${partner.who.email}` }).click();
  await expect(payout).toContainText('Dibayar');
  await expect(payout).toContainText('TRF-BCA-E2E-01');
  // The commissions as CSV: the paid entry of the order, in rupiah.
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Unduh CSV' }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  expect(csv.split('\r\n').find((line) => line.includes(first))).toMatch(/,Komisi,75000,3000,22500,Dibayar,/);
  await partner.page.reload();
  await expect(commissionRow(partner.page, first)).toContainText('Dibayar');
  await expect(partner.page.getByTestId('partner-paid')).toHaveText(rupiah('22.500'));

  // A second order, Premium, is refunded (the sandbox's merchant refund): its commission is void.
  const second = await buy(visitor, 'Premium');
  await expect(async () => {
    await partner.page.goto('/app/partner');
    await expect(commissionRow(partner.page, second)).toContainText(rupiah('44.700'), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const [order] = await sql<{ snap_token: string }>(`select snap_token from orders where id = $1`, [second]);
  const refund = await visitor.request.post(`/api/billing/sandbox/pay/${order!.snap_token}/refund`, { data: {} });
  expect(((await refund.json()) as { transaction_status: string }).transaction_status).toBe('refund');
  await partner.page.reload();
  await expect(commissionRow(partner.page, second)).toContainText('Batal');
  await expect(partner.page.getByTestId('partner-pending')).toHaveText(rupiah('0'));
  // The audit log holds the admin's steps.
  const audited = await sql<{ action: string }>(
    `select action from admin_audit_log where entity = 'partner_payout' and after->>'partner_email' = $1 order by id`,
    [partner.who.email],
  );
  expect(audited.map((row) => row.action)).toEqual(['partner_payout.approve', 'partner_payout.paid']);
  await Promise.all([visitorContext.close(), adminContext.close(), partner.page.context().close()]);
});

test('a reseller with three clients: their invitations end with the reseller’s brand, not the watermark', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const reseller = await person(browser);
  const { page, headers } = reseller;
  await sql(`insert into subscriptions (user_id, plan_id, status) values ($1, 'reseller', 'active')`, [reseller.id]);
  const logo = await page.request.post('/api/dashboard/media?purpose=image', {
    headers,
    multipart: {
      file: {
        name: 'logo-sekar.webp',
        mimeType: 'image/webp',
        buffer: readFileSync(path.join(demoAssets, 'foto-1.webp')),
      },
    },
  });
  expect(logo.status()).toBe(201);
  const logoUrl = ((await logo.json()) as { url: string }).url;

  const stamp = Date.now().toString(36);
  const couples = ['Rina & Dimas', 'Laras & Bima', 'Sari & Yoga'];
  const invitations: Array<{ id: string; slug: string }> = [];
  for (const [i, couple] of couples.entries()) {
    const created = await page.request.post('/api/dashboard/invitations', {
      headers,
      data: { slug: `klien-${i}-${stamp}`, category: 'wedding' },
    });
    expect(created.status()).toBe(201);
    const invitation = (await created.json()) as { id: string; slug: string };
    await sql(`update invitations set couple_name = $2, event_date = '2027-06-12', is_active = true where id = $1`, [
      invitation.id,
      couple,
    ]);
    invitations.push(invitation);
  }

  await page.goto('/app/klien');
  await expect(page.getByRole('heading', { level: 1, name: 'Klien & Branding' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Tambah klien' });
  for (const [i, couple] of couples.entries()) {
    await form.getByLabel('Nama klien').fill(couple);
    await form.getByLabel('Nomor WhatsApp').fill(`0812555000${i}`);
    await form.getByLabel('E-mail').fill(`klien${i}.${stamp}@contoh.id`);
    await form.getByRole('button', { name: 'Simpan Klien' }).click();
    await expect(page.getByTestId('client-card')).toHaveCount(i + 1);
  }
  for (const [i, couple] of couples.entries()) {
    const card = page.getByRole('article', { name: couple });
    await card.getByLabel('Undangan untuk klien ini').selectOption(invitations[i]!.id);
    await card.getByRole('button', { name: 'Hubungkan' }).click();
    await expect(card.getByRole('link', { name: couple }).first()).toBeVisible();
  }
  // The first client may edit their own invitation: a co-host invitation goes to their e-mail.
  const first = page.getByRole('article', { name: couples[0]! });
  await first.getByLabel('Akses klien').selectOption('editor');
  await first.getByRole('button', { name: 'Beri Akses' }).click();
  await expect(first.getByText(`Undangan akses dikirim ke klien0.${stamp}@contoh.id`)).toBeVisible();

  const brand = page.getByRole('form', { name: 'Branding' });
  await brand.getByLabel('Nama merek').fill('Sekar Wedding Organizer');
  await brand.getByLabel('Logo').selectOption(logoUrl);
  await brand.getByLabel('Tautan situs').fill('https://sekarwedding.id');
  await brand.getByRole('button', { name: 'Simpan Branding' }).click();
  await expect(page.getByTestId('brand-preview')).toContainText('Dibuat oleh Sekar Wedding Organizer');
  // Saved: the brand exists now, so it can be removed.
  await expect(brand.getByRole('button', { name: 'Hapus Branding' })).toBeVisible();

  // Each client's invitation, as a guest opens it, ends with the reseller's brand.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  for (const invitation of invitations) {
    await guest.goto(`/${invitation.slug}`);
    const mark = guest.getByTestId('brand');
    await expect(mark).toContainText('Dibuat oleh Sekar Wedding Organizer');
    await expect(mark.getByRole('link')).toHaveAttribute('href', 'https://sekarwedding.id/');
    await expect(mark.locator('img')).toHaveAttribute('src', logoUrl);
    await expect(guest.getByTestId('watermark')).toHaveCount(0);
  }
  await Promise.all([guestContext.close(), page.context().close()]);
});
