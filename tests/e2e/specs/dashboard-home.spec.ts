import { expect, test, type Page } from '@playwright/test';
import { apiRegister, newPerson, signIn } from '../support/session';

/** A calendar day in Jakarta, `days` from today. */
const jakartaDay = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A new host on the free plan, signed in, with one invitation 40 days ahead saved through the editor's API. */
async function hostWithEvent(page: Page) {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const slug = `beranda-${Date.now().toString(36)}`;
  const invitation = await (
    await page.request.post('/api/dashboard/invitations', { headers, data: { slug, category: 'wedding' } })
  ).json();
  // Published, so guests can answer it.
  expect(
    (
      await page.request.patch(`/api/dashboard/invitations/${invitation.id}/active`, {
        headers,
        data: { is_active: true },
      })
    ).status(),
  ).toBe(200);
  const saved = await page.request.put(`/api/dashboard/invitations/${invitation.id}`, {
    headers,
    data: {
      slug,
      couple_name: 'Rina & Dimas',
      category: 'wedding',
      event_date: jakartaDay(40),
      event_time: '10:00',
      location: 'Balai Kartini, Jakarta',
      maps_link: '',
      quotes: '',
      gallery: [],
      music_url: '',
      background_image: '',
      background_video: '',
      theme_id: 'romantic-blush',
      theme_data: null,
      seo_title: '',
      seo_description: '',
      gift_accounts: [],
      live_stream_url: '',
    },
  });
  expect(saved.ok()).toBe(true);
  return { host, headers, slug, invitation };
}

test('a new host sees their name, the free plan in use, a ticking countdown to their event, the response rate and the activity', async ({
  page,
}) => {
  const { host, headers, slug, invitation } = await hostWithEvent(page);
  const guests = ['Andi Wijaya', 'Bunga Lestari', 'Citra Dewi', 'Dimas Putra'];
  for (const [i, name] of guests.entries()) {
    const added = await page.request.post(`/api/dashboard/invitations/${invitation.id}/guests`, {
      headers,
      data: { name, phone: `08135551000${i}` },
    });
    expect(added.ok()).toBe(true);
  }
  // Two guests answer on the public page: one comes, one cannot. Respons is everyone who answered: 2 of 4 = 50%,
  // the same number under the same name on the dashboard and on analytics.
  const answers = [
    await page.request.post(`/api/invitation/public/${slug}/rsvp`, {
      data: { name: 'Andi Wijaya', status: 'confirmed', guest_count: 2 },
    }),
    await page.request.post(`/api/invitation/public/${slug}/rsvp`, {
      data: { name: 'Bunga Lestari', status: 'declined', guest_count: 1 },
    }),
    await page.request.post(`/api/invitation/public/${slug}/guestbook`, {
      data: { name: 'Tante Rina', message: 'Selamat berbahagia!' },
    }),
  ];
  for (const answer of answers) expect(answer.ok()).toBe(true);

  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByTestId('welcome-name')).toHaveText(host.name);
  await expect(page.getByTestId('tile-invitations')).toHaveText('1');
  await expect(page.getByTestId('tile-guests')).toHaveText('4');
  await expect(page.getByTestId('tile-response')).toHaveText('50%');
  await expect(page.getByRole('definition').filter({ hasText: 'Tamu yang sudah menjawab' })).toBeVisible();

  const plan = page.getByTestId('plan-card');
  await expect(plan.getByTestId('plan-name')).toHaveText('Gratis');
  await expect(plan.getByTestId('plan-invitations')).toHaveText('1/1');
  await expect(plan.getByTestId('plan-guests')).toHaveText('50');

  // 40 days ahead at 10:00 WIB: 40 days left before 10:00 in Jakarta today, 39 after.
  const countdown = page.getByTestId('countdown-card');
  await expect(countdown.getByRole('heading', { name: 'Rina & Dimas' })).toBeVisible();
  await expect(countdown.getByTestId('countdown-days')).toHaveText(/^(39|40)$/);
  const seconds = (await countdown.getByTestId('countdown-seconds').textContent())!;
  await expect(countdown.getByTestId('countdown-seconds')).not.toHaveText(seconds);

  const activity = page.getByTestId('activity-feed');
  await expect(activity).toContainText('Andi Wijaya');
  await expect(activity).toContainText('Akan hadir (2 orang)');
  await expect(activity).toContainText('Bunga Lestari');
  await expect(activity).toContainText('Selamat berbahagia!');
  await expect(page.getByTestId('performance-responses')).toHaveText('2');
  await expect(page.getByTestId('dashboard-invitations')).toContainText('Rina & Dimas');

  await expect(
    page.getByRole('navigation', { name: 'Akses cepat' }).getByRole('link', { name: /Buat Undangan/ }),
  ).toHaveAttribute('href', '/app/create-card');
  await expect(page.getByTestId('help-chat')).toHaveAttribute('href', /^https:\/\/wa\.me\/62\d+\?text=/);
  await expect(page.getByTestId('affiliate-link')).toHaveAttribute('href', '/app/partner');
  await expect(page.getByText('komisi 30%', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Baca Tutorial' })).toHaveAttribute('href', '/tutorial');
  await expect(page.getByRole('link', { name: 'Artikel di Blog' })).toHaveAttribute('href', '/blog');

  // The analytics page shows every status and how views turn into answers.
  await page.goto('/app/dashboard/analytics');
  await expect(page.getByTestId('analytics-confirmed')).toHaveText('1');
  await expect(page.getByTestId('analytics-declined')).toHaveText('1');
  await expect(page.getByTestId('analytics-pending')).toHaveText('2');
  await expect(page.getByTestId('analytics-response')).toHaveText('50%');
  await expect(page.getByRole('term').filter({ hasText: /^Respons$/ })).toBeVisible();
  await expect(page.getByTestId('analytics-checked-in')).toHaveText('0 (0 orang)');
  await expect(page.getByText('Datang (check-in)').first()).toBeVisible();
  // The free plan has the basic figures; the funnel, response time and daily chart are locked, naming Pro.
  const lock = page.getByTestId('lock-analytics_advanced');
  await expect(lock).toContainText('tersedia dengan paket Pro');
  await expect(lock.getByRole('link', { name: 'Upgrade ke Pro' })).toHaveAttribute('href', '/pricing/website?plan=pro');
  await expect(page.getByTestId('analytics-conversion')).toHaveCount(0);
  await expect(page.getByTestId('funnel-checked-in')).toHaveCount(0);
});

test('without an event ahead the countdown says so; a failed load shows zeros with a retry, on the dashboard and on analytics', async ({
  page,
}) => {
  const host = newPerson();
  await apiRegister(page.request, host);
  await signIn(page, host);
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('countdown-empty')).toHaveText('Belum ada acara mendatang.');
  await expect(page.getByTestId('plan-invitations')).toHaveText('0/1');

  await page.route('**/api/dashboard/overview', (route) =>
    route.fulfill({ status: 503, json: { status: 503, code: 'unavailable', message: 'x' } }),
  );
  await page.reload();
  await expect(page.getByTestId('tile-invitations')).toHaveText('0');
  await expect(page.getByTestId('tile-response')).toHaveText('0%');
  await expect(page.getByText('Data dashboard belum dapat dimuat.', { exact: false })).toBeVisible();
  await page.unroute('**/api/dashboard/overview');
  await page.getByRole('button', { name: 'Coba Lagi' }).first().click();
  await expect(page.getByTestId('plan-name')).toHaveText('Gratis');

  await page.route('**/api/dashboard/analytics', (route) =>
    route.fulfill({ status: 503, json: { status: 503, code: 'unavailable', message: 'x' } }),
  );
  await page.goto('/app/dashboard/analytics');
  await expect(page.getByTestId('analytics-guests')).toHaveText('0');
  await expect(page.getByTestId('analytics-conversion')).toHaveText('0%');
  await page.unroute('**/api/dashboard/analytics');
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByText('Analytics belum dapat dimuat', { exact: false })).toHaveCount(0);
});
