import { expect, test } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, apiSignIn, newPerson } from '../support/session';

// A password-protected invitation (issue 35): the page and its API say nothing but the host's title until the
// password is typed; a guest's personal link opens it without one.

test('a password-protected invitation opens with its password or a personal link, and shows nothing else before', async ({
  page,
  browser,
}) => {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await apiSignIn(page.request, host.email, host.password);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const slug = `rahasia-${Date.now().toString(36)}`;
  await sql(
    `insert into invitations (user_id, slug, couple_name, category, event_date, event_time, location, theme_id, is_active, published_at)
     values ($1, $2, 'Laras & Bima', 'wedding', '2027-06-12', '10:00', 'Gedung Sate, Bandung', 'ocean-breeze', true, now())`,
    [session.user.id, slug],
  );
  const [{ id }] = (await sql<{ id: string }>(`select id from invitations where slug = $1`, [slug])) as [
    { id: string },
  ];
  const [{ code }] = (await sql<{ code: string }>(
    `insert into guests (invitation_id, name) values ($1, 'Paman Joko') returning code`,
    [id],
  )) as [{ code: string }];
  const privacy = await page.request.put(`/api/dashboard/invitations/${id}/privacy`, {
    headers,
    data: { privacy: 'password', title: 'Hari Bahagia Kami', password: 'melati123' },
  });
  expect(privacy.ok()).toBe(true);

  // The link preview a chat app reads, and the API: the title alone.
  const html = await (await page.request.get(`/${slug}`)).text();
  expect(html).toContain('<meta property="og:title" content="Hari Bahagia Kami" />');
  expect(html).toContain('noindex');
  for (const secret of ['Laras', 'Bima', 'Gedung Sate', '2027']) expect(html).not.toContain(secret);
  const api = await page.request.get(`/api/invitation/public/${slug}`);
  expect(api.status()).toBe(403);
  expect(JSON.stringify(await api.json())).not.toContain('Laras');

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Hari Bahagia Kami' })).toBeVisible();
  await expect(visitor.getByText('Laras')).toHaveCount(0);
  const password = visitor.getByLabel('Kata sandi undangan');
  await password.fill('bukan-ini');
  await password.press('Enter');
  await expect(visitor.getByRole('alert')).toHaveText('Kata sandi salah. Periksa kembali pesan dari pengundang.');
  await password.fill('melati123');
  await visitor.getByRole('button', { name: 'Buka Undangan' }).click();
  await expect(visitor.getByText('Laras & Bima').first()).toBeVisible();
  // The cookie opens the API too, and a reload.
  expect((await visitor.request.get(`/api/invitation/public/${slug}`)).status()).toBe(200);
  await visitor.reload();
  await expect(visitor.getByText('Laras & Bima').first()).toBeVisible();
  await guest.close();

  // A guest's personal link never asks for the password.
  const invited = await browser.newContext();
  const uncle = await invited.newPage();
  await uncle.goto(`/${slug}?to=Paman+Joko&g=${code}`);
  await expect(uncle.getByText('Laras & Bima').first()).toBeVisible();
  await expect(uncle.getByLabel('Kata sandi undangan')).toHaveCount(0);
  await invited.close();
});
