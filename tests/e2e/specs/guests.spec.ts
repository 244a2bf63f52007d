import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/db';
import { toSession } from '@undangin/platform/session';
import { qrCameraFile } from '../support/fake-camera';
import { apiRegister, newPerson, signIn } from '../support/session';
import { openRsvp } from '../support/invitation-page';

async function hostWithInvitation(page: Page) {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  await sql(`insert into subscriptions (user_id, plan_id, status) values ($1, 'premium', 'active')`, [session.user.id]);
  const slug = `pesta-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/dashboard/invitations', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { slug, category: 'wedding' },
  });
  const invitation = await created.json();
  // Published, so guests can open it.
  const published = await page.request.patch(`/api/dashboard/invitations/${invitation.id}/active`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { is_active: true },
  });
  expect(published.status()).toBe(200);
  return { session, slug, invitation };
}

test('import 200 guests, send to 5, a guest opens and answers, check-in by QR and by search; analytics and tiles count it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { slug, invitation } = await hostWithInvitation(page);
  // WhatsApp chats open in new tabs: kept from leaving the test machine.
  await context.route(/wa\.me/, (route) => route.abort());

  const rows = [
    'Nama,WhatsApp,Grup,Kursi',
    ...Array.from(
      { length: 200 },
      (_, i) => `Tamu Undangan ${i + 1},0813${String(20000000 + i)},${i % 10 === 0 ? 'VIP' : 'Reguler'},${(i % 3) + 1}`,
    ),
    ',081300000001,,',
    'Nomor Salah,12345,,',
    'Kursi Salah,081399999999,,99',
  ];
  await page.goto(`/app/dashboard/guests/${invitation.id}`);
  await page.getByRole('button', { name: 'Impor' }).click();
  await page
    .getByLabel('File tamu')
    .setInputFiles({ name: 'tamu.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
  await expect(page.getByText('200 tamu siap diimpor')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Baris bermasalah' }).locator('tbody tr');
  await expect(problems).toHaveCount(3);
  await expect(problems.nth(0)).toContainText('Nama tamu wajib diisi.');
  await expect(problems.nth(1)).toContainText('Nomor WhatsApp tidak valid');
  await expect(problems.nth(2)).toContainText('Jumlah kursi harus angka 1 sampai 50.');
  await page.getByRole('button', { name: 'Impor 200 Tamu' }).click();
  await expect(page.getByText('200 tamu berhasil diimpor.')).toBeVisible();
  await expect(page.getByTestId('tile-Total tamu')).toHaveText('200 / 500');

  const guestRows = page.getByTestId('guest-row');
  const names: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    names.push((await guestRows.nth(i).locator('strong').first().textContent())!);
    await guestRows.nth(i).getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Kirim WhatsApp (5)' }).click();
  await page.getByRole('button', { name: 'Mulai Kirim' }).click();
  const opened: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    // One tap per guest opens their chat; the next guest is offered 500 ms later.
    const send = page.getByRole('link', { name: /^Kirim ke / });
    await expect(send).toHaveAttribute('aria-disabled', 'false');
    opened.push((await send.getAttribute('href'))!);
    const [chat] = await Promise.all([context.waitForEvent('page'), send.click()]);
    await chat.close();
  }
  await expect(page.getByText('5 dari 5 terkirim')).toBeVisible();
  expect(new Set(opened).size).toBe(5);
  expect(decodeURIComponent(opened[0]!)).toContain(`/${slug}?to=${encodeURIComponent(names[0]!)}`);
  await expect(page.getByTestId('tile-Terkirim')).toHaveText('5');
  await expect(
    guestRows.filter({ has: page.getByText(names[1]!, { exact: true }) }).getByText('Terkirim', { exact: true }),
  ).toBeVisible();
  // Choosing beyond one page: every guest matching the search and filter, all 200 of them.
  await page.getByRole('button', { name: 'Pilih semua 200 tamu' }).click();
  await expect(page.getByRole('button', { name: 'Kirim WhatsApp (200)' })).toBeVisible();
  await page.getByRole('button', { name: 'Batalkan pilihan' }).click();
  await expect(page.getByRole('button', { name: 'Kirim WhatsApp (0)' })).toBeDisabled();

  // A guest opens the personal link from their message and answers; their check-in QR is on the page.
  const message = new URL(opened[0]!).searchParams.get('text')!;
  expect(message).toContain(names[0]!);
  const link = message.match(/https?:\/\/\S+/)![0];
  expect(link).toMatch(/&g=[a-f0-9]{32}$/);
  const guestPage = await context.newPage();
  const viewed = guestPage.waitForResponse((response) => response.url().endsWith('/views'));
  await guestPage.goto(link);
  await expect(guestPage.getByTestId('guest-name')).toHaveText(names[0]!);
  await viewed;
  // The host sees that this guest has opened the link.
  await page.getByLabel('Cari tamu').fill(names[0]!);
  await expect(
    guestRows.filter({ has: page.getByText(names[0]!, { exact: true }) }).getByText('Dibuka', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Cari tamu').fill('');
  await expect(guestPage.getByRole('img', { name: `QR check-in untuk ${names[0]}` })).toBeVisible();
  await openRsvp(guestPage);
  await guestPage.getByLabel('Jumlah tamu').selectOption('2');
  await guestPage.getByRole('button', { name: 'Akan Hadir' }).click();
  await expect(guestPage.getByText('Konfirmasi kehadiran Anda telah diterima.', { exact: false })).toBeVisible();
  await guestPage.close();
  await page.reload();
  await expect(page.getByTestId('tile-Dibuka')).toHaveText('1');
  await expect(page.getByTestId('tile-Hadir')).toHaveText('1');

  // Check-in by QR code (the code a scanner reads) and by name.
  await page.getByRole('button', { name: 'QR' }).nth(1).click();
  const code = await page.getByTestId('guest-qr').getAttribute('data-code');
  await expect(page.getByTestId('guest-qr').locator('svg')).toBeVisible();
  await page.getByRole('button', { name: 'Tutup', exact: true }).click();
  await page.getByRole('link', { name: 'Check-in' }).click();
  await page.getByLabel('Kode QR').fill(code!);
  await page.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(page.getByText(/berhasil check-in/)).toBeVisible();
  await page.getByLabel('Kode QR').fill(code!);
  await page.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(page.getByText(/sudah check-in pukul/)).toBeVisible();
  await page.getByRole('tab', { name: 'Cari Nama' }).click();
  await page.getByLabel('Nama tamu').fill('Tamu Undangan 150');
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.getByLabel('Hasil pencarian').getByRole('button', { name: 'Check-in' }).first().click();
  await expect(page.getByTestId('checked-in-guests')).toHaveText('2');

  await page.goto('/app/dashboard/analytics');
  await expect(page.getByTestId('analytics-guests')).toHaveText('200');
  await expect(page.getByTestId('funnel-sent')).toHaveText('5');
  await expect(page.getByTestId('funnel-opened')).toHaveText('1');
  await expect(page.getByTestId('funnel-answered')).toHaveText('1');
  await expect(page.getByTestId('funnel-checked-in')).toHaveText('2');
  await expect(page.getByTestId('analytics-views')).toHaveText('1');
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('tile-invitations')).toHaveText('1');
  await expect(page.getByTestId('tile-guests')).toHaveText('200');
  await expect(page.getByTestId('tile-views')).toHaveText('1');
  await expect(page.getByTestId('tile-response')).toHaveText('1%');
});

test('a receptionist link works without an account, for its invitation only, until the host revokes it', async ({
  page,
  browser,
}) => {
  const { invitation, session } = await hostWithInvitation(page);
  await page.request.post(`/api/dashboard/invitations/${invitation.id}/guests`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { name: 'Pak Lurah', phone: '081344445555' },
  });
  await page.goto(`/app/dashboard/guests/${invitation.id}/checkin`);
  await page.getByRole('button', { name: 'Buat Link Penerima Tamu' }).click();
  const url = (await page.getByTestId('reception-url').textContent())!;
  const pin = (await page.getByTestId('reception-pin').textContent())!;

  const desk = await browser.newContext();
  const reception = await desk.newPage();
  await reception.goto(url);
  await reception.getByLabel('PIN').fill(pin === '000000' ? '111111' : '000000');
  await reception.getByRole('button', { name: 'Masuk' }).click();
  await expect(reception.getByRole('alert')).toHaveText('PIN salah.');
  await reception.getByLabel('PIN').fill(pin);
  await reception.getByRole('button', { name: 'Masuk' }).click();
  await reception.getByRole('tab', { name: 'Cari Nama' }).click();
  await reception.getByLabel('Nama tamu').fill('lurah');
  await reception.getByRole('button', { name: 'Cari' }).click();
  await reception.getByLabel('Hasil pencarian').getByRole('button', { name: 'Check-in' }).click();
  await expect(reception.getByText('Pak Lurah berhasil check-in (1 orang).')).toBeVisible();
  // He came with his family: the desk corrects the count, and the counters follow.
  await reception.getByLabel('Jumlah orang yang hadir').fill('3');
  await reception.getByRole('button', { name: 'Simpan Jumlah' }).click();
  await expect(reception.getByText('Jumlah orang Pak Lurah diubah menjadi 3.')).toBeVisible();
  await expect(reception.getByTestId('checked-in-people')).toHaveText('3');

  // The host can still see and revoke the link after leaving the page; its PIN is not shown again.
  await page.reload();
  await expect(page.getByTestId('reception-link-url')).toHaveText(url);
  await expect(page.getByTestId('reception-pin')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cabut Link' }).click();
  await expect(page.getByText('Link sudah dicabut')).toBeVisible();
  await reception.getByRole('tab', { name: 'Tamu Baru' }).click();
  await reception.getByLabel('Nama tamu').fill('Tamu Dadakan');
  await reception.getByRole('button', { name: 'Catat Kehadiran' }).click();
  await expect(reception.getByLabel('PIN')).toBeVisible();
  await desk.close();
});

test('answers from names not on the list wait apart: the host approves one and deletes another, in bulk', async ({
  page,
}) => {
  const { invitation, session, slug } = await hostWithInvitation(page);
  await page.request.post(`/api/dashboard/invitations/${invitation.id}/guests`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { name: 'Pak RT', phone: '081344440000' },
  });
  for (const name of ['Sepupu Jauh', 'Nama Karangan']) {
    expect(
      (
        await page.request.post(`/api/invitation/public/${slug}/rsvp`, {
          data: { name, status: 'confirmed', guest_count: 1 },
        })
      ).ok(),
    ).toBe(true);
  }
  await page.goto(`/app/dashboard/guests/${invitation.id}`);
  // They take no place of the plan until approved.
  await expect(page.getByTestId('tile-Total tamu')).toHaveText('1 / 500');
  await expect(page.getByTestId('tile-Tamu tidak terdaftar')).toHaveText('2');
  await page.getByRole('group', { name: 'Filter tamu' }).getByRole('button', { name: 'Tamu tidak terdaftar' }).click();
  const rows = page.getByTestId('guest-row');
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Pilih Sepupu Jauh' }).check();
  await page.getByRole('button', { name: 'Setujui (1)' }).click();
  await expect(page.getByText('1 tamu disetujui dan masuk daftar tamu.')).toBeVisible();
  await expect(page.getByTestId('tile-Total tamu')).toHaveText('2 / 500');
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Batalkan pilihan' }).click();
  await page.getByRole('checkbox', { name: 'Pilih Nama Karangan' }).check();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Hapus (1)' }).click();
  await expect(page.getByText('1 tamu dihapus.')).toBeVisible();
  await expect(page.getByTestId('tile-Tamu tidak terdaftar')).toHaveCount(0);
  await expect(rows).toHaveCount(0);
});

test('the host hides a guest-book wish and the public page no longer shows it', async ({ page }) => {
  const { invitation, slug } = await hostWithInvitation(page);
  await page.request.post(`/api/invitation/public/${slug}/guestbook`, {
    data: { name: 'Penjual Pulsa', message: 'Promo pulsa murah, hubungi kami!' },
  });
  await page.request.post(`/api/invitation/public/${slug}/guestbook`, {
    data: { name: 'Tante Rina', message: 'Selamat berbahagia!' },
  });
  await page.goto(`/app/dashboard/guests/${invitation.id}`);
  await page.getByRole('button', { name: 'Buku Tamu' }).click();
  const wish = page.getByLabel('Ucapan tamu').getByRole('listitem').filter({ hasText: 'Penjual Pulsa' });
  await wish.getByRole('button', { name: 'Sembunyikan' }).click();
  await expect(wish.getByRole('button', { name: 'Tampilkan' })).toBeVisible();
  const shown = (await (await page.request.get(`/api/invitation/public/${slug}/guestbook`)).json()) as {
    name: string;
  }[];
  expect(shown.map((entry) => entry.name)).toEqual(['Tante Rina']);
});

test("the receptionist's phone camera reads a guest's QR code", async ({ page }) => {
  const { invitation, session } = await hostWithInvitation(page);
  const guest = await (
    await page.request.post(`/api/dashboard/invitations/${invitation.id}/guests`, {
      headers: { authorization: `Bearer ${session.access_token}` },
      data: { name: 'Bu Camat', phone: '081366667777', seats: 2 },
    })
  ).json();
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrCameraFile(guest.code)}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, permissions: ['camera'] });
    const desk = await context.newPage();
    await desk.addInitScript({
      content: `localStorage.setItem('undangin.session', ${JSON.stringify(JSON.stringify(toSession(session)))});`,
    });
    await desk.goto(`/app/dashboard/guests/${invitation.id}/checkin`);
    await desk.getByRole('button', { name: 'Buka Kamera' }).click();
    await expect(desk.getByText('Bu Camat berhasil check-in (2 orang).')).toBeVisible({ timeout: 15_000 });
    await expect(desk.getByTestId('checked-in-guests')).toHaveText('1');
  } finally {
    await browser.close();
  }
});

test('the host prints check-in QR cards for the chosen guests, each carrying its guest code', async ({
  page,
  context,
}) => {
  const { invitation, session } = await hostWithInvitation(page);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const added = [];
  for (const name of ['Bu Ratna', 'Pak Hendra']) {
    added.push(
      await (
        await page.request.post(`/api/dashboard/invitations/${invitation.id}/guests`, {
          headers,
          data: { name, phone: `0813${Date.now() % 100000000}`.slice(0, 12) },
        })
      ).json(),
    );
  }
  await page.goto(`/app/dashboard/guests/${invitation.id}`);
  // Each guest's QR dialog also shows their personal link, to copy for a message sent any other way.
  await page.getByTestId('guest-row').filter({ hasText: 'Bu Ratna' }).getByRole('button', { name: 'QR' }).click();
  await expect(page.getByTestId('personal-link')).toHaveText(
    new RegExp(`/${invitation.slug}\\?to=Bu%20Ratna&g=${added[0].code}$`),
  );
  await page.getByRole('dialog', { name: 'QR Bu Ratna' }).getByRole('button', { name: 'Tutup' }).click();
  for (const guest of added) await page.getByRole('checkbox', { name: `Pilih ${guest.name}` }).check();
  const [sheet] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Cetak QR (2)' }).click(),
  ]);
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('Undangan Baru');
  for (const guest of added) {
    const card = sheet.getByRole('article').filter({ hasText: guest.name });
    await expect(card.locator('svg')).toHaveCount(1);
    await expect(card.getByText(guest.code)).toBeVisible();
  }
});
