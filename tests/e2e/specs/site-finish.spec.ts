import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, newPerson, signIn } from '../support/session';

// What a visitor and a host meet on a phone: a header on one line, demos of the right event, tutorials that open, the
// blog's featured article and counts, an honest portfolio, an editor without sideways scroll, a guest list's first steps,
// and a music button that never covers a form's buttons.

const phone = { width: 360, height: 740 };

async function publishedInvitation(page: Page) {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const slug = `akhir-${Date.now().toString(36)}`;
  const created = await (
    await page.request.post('/api/dashboard/invitations', { headers, data: { slug, category: 'wedding' } })
  ).json();
  await page.request.patch(`/api/dashboard/invitations/${created.id}/active`, { headers, data: { is_active: true } });
  return { id: created.id as string, slug, headers };
}

test('the public header keeps one line at 360 px; a khitan theme demos a khitan; tutorials open with every step', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/about');
  const header = page.locator('header').first();
  const tops = await header.evaluate((h) =>
    [...h.querySelectorAll('a')]
      .filter((a) => a.getBoundingClientRect().width > 0)
      .map((a) => a.getBoundingClientRect().height),
  );
  // Each of the brand, Log In and Daftar Gratis on one line of text (a 44 px control, never a wrapped 60 px one).
  for (const height of tops) expect(height).toBeLessThanOrEqual(48);

  await page.goto('/demo/khitan-ceria');
  await expect(page.getByText('Tasyakuran Khitan Muhammad Rizky').first()).toBeVisible();
  await expect(page.getByText('Undangan Pernikahan')).toHaveCount(0);

  await page.goto('/tutorial');
  const first = page.getByRole('button', { name: /^Buka tutorial / }).first();
  await first.click();
  const detail = page.getByTestId('tutorial-detail');
  await expect(detail).toBeVisible();
  expect(await detail.getByRole('list', { name: 'Langkah-langkah' }).getByRole('listitem').count()).toBeGreaterThan(3);
});

test('the blog hides its featured article when a search finds nothing, and counts a read on the next visit', async ({
  page,
}) => {
  await page.goto('/blog');
  const featured = page.locator('article').first();
  const title = (await featured.getByRole('heading').first().textContent())!.trim();
  await page.getByLabel('Cari artikel').fill('zzz-tidak-ada-artikel-ini');
  await expect(page.getByText('Tidak ada artikel ditemukan')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  await page.getByLabel('Cari artikel').fill('');
  // Another reader meanwhile; this visitor then reads it and comes back within the page (no reload).
  await sql(`update blog_posts set view_count = 321 where title = $1`, [title]);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await expect(page.locator('article').first()).toContainText(/32[12] kali dibaca/);
});

test('the portfolio is honest: empty until a host opts in, then their public invitation', async ({ page }) => {
  await sql(`update invitations set in_portfolio = false`);
  await page.goto('/portfolio');
  await expect(page.getByTestId('portfolio-empty')).toContainText('Belum ada undangan yang ditampilkan');
  const { slug } = await publishedInvitation(page);
  await page.goto('/app/card-list');
  const row = page
    .getByLabel('Daftar undangan')
    .getByRole('listitem')
    .filter({ hasText: `/${slug}` });
  await row.getByLabel('Tampilkan di Portofolio Undangin').click();
  await expect(row.getByLabel('Tampilkan di Portofolio Undangin')).toBeChecked();
  await expect(page.getByText(/tampil di Portofolio Undangin selama aktif/)).toBeVisible();
  await page.goto('/portfolio');
  const listed = page.getByRole('list', { name: 'Undangan di portofolio' });
  await expect(listed.getByRole('link', { name: 'Lihat Undangan' })).toHaveAttribute('href', `/${slug}`);
  await sql(`update invitations set in_portfolio = false where slug = $1`, [slug]);
});

test('on a phone the editor has no sideways scroll and an empty guest list shows its first steps', async ({ page }) => {
  await page.setViewportSize(phone);
  const { id } = await publishedInvitation(page);
  await page.goto(`/app/edit-card/${id}`);
  await expect(page.getByLabel('Upload foto galeri')).toBeAttached();
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.goto(`/app/dashboard/guests/${id}`);
  const empty = page.getByTestId('guests-empty');
  await expect(empty).toContainText('Belum ada tamu');
  await expect(page.getByRole('table', { name: 'Tamu' })).toBeHidden();
  await empty.getByRole('button', { name: 'Tambah Tamu Pertama' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the music button never covers a form’s buttons as the guest scrolls the invitation', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/budi-dan-ani');
  await page.getByRole('button', { name: 'Buka Undangan' }).click();
  const music = page.getByRole('button', { name: /musik$/ });
  await expect(music).toBeVisible();
  const height = await page.locator('html').evaluate((html) => html.scrollHeight);
  for (let y = 0; y < height; y += 120) {
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(40);
    const covered = await page.locator('body').evaluate((body) => {
      const button = [...body.querySelectorAll('button')].find((b) =>
        /musik$/.test(b.getAttribute('aria-label') ?? ''),
      );
      if (!button || body.ownerDocument.defaultView!.getComputedStyle(button).opacity === '0') return false;
      const own = button.getBoundingClientRect();
      return [...body.querySelectorAll('form button')].some((el) => {
        const r = el.getBoundingClientRect();
        return own.left < r.right && r.left < own.right && own.top < r.bottom && r.top < own.bottom;
      });
    });
    expect(covered, `at ${y} px`).toBe(false);
  }
});
