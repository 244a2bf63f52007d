import { expect, test, type Page } from '@playwright/test';
import { DnsZone } from '@undangin/service-kit/testing/dns';
import { sql } from '../support/db';
import { apiRegister, newPerson, signIn } from '../support/session';

// A host connects their own domain (issue 37): the page shows the records to create, each 'Periksa' asks real DNS
// (this spec's zone: the stack's DNS_SERVERS, playwright.config.ts) and says what is still wrong, until the domain is
// verified and the guests' personal links point at it. A plan without custom domains sees the lock instead.

const domain = 'undangan.contoh.test';
const txtName = `_undangin.${domain}`;
let zone: DnsZone;

test.beforeAll(async () => {
  zone = new DnsZone();
  await zone.listen(53535);
  // A name is verified by one account at a time: a run that stopped halfway must not hold it for this one.
  await sql(`delete from custom_domains where domain = $1`, [domain]);
});

test.afterAll(async () => {
  await zone?.close();
  await sql(`delete from custom_domains where domain = $1`, [domain]);
});

async function hostWithInvitation(page: Page, plan: 'premium' | null) {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  if (plan)
    await sql(`insert into subscriptions (user_id, plan_id, status) values ($1, $2, 'active')`, [
      session.user.id,
      plan,
    ]);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const created = await page.request.post('/api/dashboard/invitations', {
    headers,
    data: { slug: `domain-${Date.now().toString(36)}`, category: 'wedding' },
  });
  expect(created.status()).toBe(201);
  const invitation = (await created.json()) as { id: string; slug: string };
  return { headers, invitation };
}

const check = (page: Page) => page.getByRole('button', { name: 'Periksa' }).click();

test('a Premium host connects undangan.contoh.test: the records, what each check finds, verified, the guests’ links on it, then removed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { headers, invitation } = await hostWithInvitation(page, 'premium');
  const added = await page.request.post(`/api/dashboard/invitations/${invitation.id}/guests`, {
    headers,
    data: { name: 'Bu Ratna', phone: `0813${Date.now() % 100000000}`.slice(0, 12) },
  });
  const guest = (await added.json()) as { code: string };

  // 'Custom Domain' beside the invitation's other pages in 'Undangan Saya'.
  await page.goto('/app/card-list');
  await page.getByRole('link', { name: 'Custom Domain' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/edit-card/${invitation.id}/domain$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Domain' })).toBeVisible();

  // The name is checked before it is sent, with the service's own rule and words.
  const field = page.getByLabel('Nama domain');
  await field.fill('undangan budiani');
  await page.getByRole('button', { name: 'Hubungkan domain' }).click();
  await expect(page.getByText('Nama domain tidak valid. Contoh: budiani.com atau undangan.budiani.id.')).toBeVisible();

  await field.fill(domain);
  await page.getByRole('button', { name: 'Hubungkan domain' }).click();
  const status = page.getByTestId('domain-status');
  await expect(status).toHaveText('Menunggu');
  const cname = page.getByRole('row').filter({ hasText: 'CNAME' });
  await expect(cname).toContainText(domain);
  await expect(cname).toContainText('domains.undangin.test');
  const txt = page.getByRole('row').filter({ hasText: txtName });
  await expect(txt).toContainText(/undangin-verify=[0-9a-f]{32}/);
  const proof = (await txt.textContent())!.match(/undangin-verify=[0-9a-f]{32}/)![0];

  // Nothing in the zone yet: both records are missing.
  await check(page);
  await expect(status).toHaveText('Gagal');
  const problems = page.getByTestId('domain-problems');
  await expect(problems).toContainText(`Record CNAME atau A untuk ${domain} belum ditemukan.`);
  await expect(problems).toContainText(`Record TXT ${txtName} belum ditemukan.`);

  // The CNAME is right, the TXT another account's token.
  zone.set(domain, [{ type: 'CNAME', value: 'domains.undangin.test' }]);
  zone.set(txtName, [{ type: 'TXT', value: 'undangin-verify=0123456789abcdef0123456789abcdef' }]);
  await check(page);
  await expect(problems).toContainText('tokennya tidak cocok');
  await expect(problems).not.toContainText('Record CNAME atau A');
  await expect(status).toHaveText('Gagal');

  // The token shown on the page: verified, and the invitation is at the domain.
  zone.set(txtName, [{ type: 'TXT', value: proof }]);
  await check(page);
  await expect(status).toHaveText('Terverifikasi');
  await expect(problems).toHaveCount(0);
  // A draft is served nowhere: the page says why; published, the invitation is at the domain.
  await expect(page.getByText('undangan belum diterbitkan atau sedang nonaktif')).toBeVisible();
  await sql(`update invitations set is_active = true where id = $1`, [invitation.id]);
  await page.reload();
  await expect(page.getByText('Undangan Anda kini tampil di')).toBeVisible();
  await expect(page.getByRole('link', { name: `https://${domain}/` })).toHaveAttribute('href', `https://${domain}/`);

  // The guest's personal link, to copy or send, is on the domain now.
  await page.goto(`/app/dashboard/guests/${invitation.id}`);
  await page.getByTestId('guest-row').filter({ hasText: 'Bu Ratna' }).getByRole('button', { name: 'QR' }).click();
  await expect(page.getByTestId('personal-link')).toHaveText(`https://${domain}/?to=Bu%20Ratna&g=${guest.code}`);

  // Removed after one more question: the page is the empty form again.
  await page.goto(`/app/edit-card/${invitation.id}/domain`);
  await expect(status).toHaveText('Terverifikasi');
  await page.getByRole('button', { name: 'Hapus domain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus custom domain?' });
  await expect(dialog).toContainText(`Undangan tidak lagi tampil di ${domain}.`);
  await dialog.getByRole('button', { name: 'Hapus domain' }).click();
  await expect(page.getByText('Custom domain dihapus.')).toBeVisible();
  await expect(page.getByLabel('Nama domain')).toHaveValue('');
  await expect(status).toHaveCount(0);
  const answer = await page.request.get(`/api/dashboard/invitations/${invitation.id}/domain`, { headers });
  expect(await answer.json()).toEqual({ domain: null, locked: null });
});

test('a free host sees the lock with the plan that has custom domains; the service refuses the same', async ({
  page,
}) => {
  const { headers, invitation } = await hostWithInvitation(page, null);
  await page.goto(`/app/edit-card/${invitation.id}/domain`);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Domain' })).toBeVisible();
  const lock = page.getByTestId('lock-custom_domain');
  await expect(lock).toContainText('Custom domain tersedia mulai paket Pro. Upgrade paket untuk memakainya.');
  await expect(lock.getByRole('link', { name: 'Upgrade ke Pro' })).toHaveAttribute('href', '/pricing/website?plan=pro');
  await expect(page.getByLabel('Nama domain')).toHaveCount(0);

  const refused = await page.request.post(`/api/dashboard/invitations/${invitation.id}/domain`, {
    headers,
    data: { domain: 'undangan.gratis.test' },
  });
  expect(refused.status()).toBe(403);
  const body = (await refused.json()) as { code: string; required_plan?: { plan_id: string | null } };
  expect(body.code).toBe('plan_required');
  expect(body.required_plan?.plan_id).toBe('pro');
});
