import { expect, test } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, newPerson, signIn } from '../support/session';
import { openRsvp } from '../support/invitation-page';

// A two-session wedding (issue 33): the akad for family at 08:00 WIB in Jakarta (not public), the resepsi at 19:00
// WITA in Makassar (public). Ani is invited to the akad only; Budi to both.
async function twoSessionWedding(hostEmail: string) {
  const slug = `sari-dimas-${Date.now().toString(36)}`;
  const [invitation] = await sql<{ id: string }>(
    `insert into invitations (user_id, slug, couple_name, category, event_date, event_time, location, theme_id, is_active, published_at)
     select id, $1, 'Sari & Dimas', 'wedding', current_date + 60, '08:00', 'Masjid Istiqlal, Jakarta', 'romantic-blush', true, now()
     from auth_users where email = $2 returning id`,
    [slug, hostEmail],
  );
  const id = invitation!.id;
  const [akad] = await sql<{ id: string }>(
    `update invitation_sessions set name = 'Akad Nikah', end_time = '10:00', is_public = false
     where invitation_id = $1 returning id`,
    [id],
  );
  const [resepsi] = await sql<{ id: string }>(
    `insert into invitation_sessions (invitation_id, position, name, event_date, start_time, end_time, time_zone, venue_name, address, dress_code)
     values ($1, 1, 'Resepsi', current_date + 61, '19:00', '21:00', 'WITA', 'Hotel Claro', 'Jl. A. P. Pettarani, Makassar', 'Batik')
     returning id`,
    [id],
  );
  const [ani] = await sql<{ id: string; code: string }>(
    `insert into guests (invitation_id, name, all_sessions) values ($1, 'Ani', false) returning id, code`,
    [id],
  );
  await sql(`insert into guest_sessions (guest_id, session_id) values ($1, $2)`, [ani!.id, akad!.id]);
  const [budi] = await sql<{ code: string }>(
    `insert into guests (invitation_id, name) values ($1, 'Budi') returning code`,
    [id],
  );
  return { id, slug, akad: akad!.id, resepsi: resepsi!.id, aniCode: ani!.code, budiCode: budi!.code };
}

const answers = (invitationId: string, name: string) =>
  sql(
    `select s.name as session, a.status, a.people from guest_session_answers a
     join invitation_sessions s on s.id = a.session_id join guests g on g.id = a.guest_id
     where g.invitation_id = $1 and g.name = $2 order by s.position`,
    [invitationId, name],
  );

test('sessions: a visitor sees the public resepsi; Ani sees and answers only the akad; Budi answers each on its own', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A host of its own: the demo host's plan and lists stay as the other journeys expect them.
  const host = newPerson();
  await apiRegister(page.request, host);
  const wedding = await twoSessionWedding(host.email);

  await page.goto(`/${wedding.slug}`);
  const sessions = page.getByTestId('sessions');
  await expect(sessions.getByRole('heading', { name: 'Rangkaian Acara' })).toBeVisible();
  await expect(sessions.getByRole('heading', { name: 'Resepsi' })).toBeVisible();
  await expect(sessions.getByText('Pukul 19:00 – 21:00 WITA')).toBeVisible();
  await expect(sessions.getByText('Dress code: Batik')).toBeVisible();
  await expect(sessions.getByRole('heading', { name: 'Akad Nikah' })).toHaveCount(0);
  await expect(sessions.getByRole('link', { name: 'Simpan Resepsi ke Kalender' })).toHaveAttribute(
    'href',
    `/api/invitation/public/${wedding.slug}/calendar.ics?session=${wedding.resepsi}`,
  );

  // Ani's personal link: the akad only, in WIB; she answers it.
  await page.goto(`/${wedding.slug}?to=Ani&g=${wedding.aniCode}`);
  await expect(sessions.getByRole('heading', { name: 'Akad Nikah' })).toBeVisible();
  await expect(sessions.getByText('Pukul 08:00 – 10:00 WIB')).toBeVisible();
  await expect(sessions.getByRole('heading', { name: 'Resepsi' })).toHaveCount(0);
  await openRsvp(page);
  await expect(page.getByRole('group', { name: /Resepsi/ })).toHaveCount(0);
  const akad = page.getByRole('group', { name: /Akad Nikah/ });
  await akad.getByLabel('Hadir', { exact: true }).check();
  await akad.getByLabel('Jumlah tamu untuk Akad Nikah').selectOption('2');
  await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
  await expect(page.getByText('Akad Nikah: Hadir, 2 orang')).toBeVisible();
  expect(await answers(wedding.id, 'Ani')).toEqual([{ session: 'Akad Nikah', status: 'confirmed', people: 2 }]);

  // Budi: both sessions, yes to the akad and no to the resepsi; the answer comes back after a reload.
  await page.goto(`/${wedding.slug}?to=Budi&g=${wedding.budiCode}`);
  await expect(sessions.getByRole('heading', { name: 'Resepsi' })).toBeVisible();
  await openRsvp(page);
  await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
  await expect(page.getByText('Pilih hadir atau tidak untuk setiap sesi.')).toBeVisible();
  await page
    .getByRole('group', { name: /Akad Nikah/ })
    .getByLabel('Hadir', { exact: true })
    .check();
  await page
    .getByRole('group', { name: /Resepsi/ })
    .getByLabel('Tidak hadir')
    .check();
  await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
  await expect(page.getByText('Akad Nikah: Hadir, 1 orang')).toBeVisible();
  await expect(page.getByText('Resepsi: Tidak hadir')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Resepsi: Tidak hadir')).toBeVisible();
  expect(await answers(wedding.id, 'Budi')).toEqual([
    { session: 'Akad Nikah', status: 'confirmed', people: 1 },
    { session: 'Resepsi', status: 'declined', people: 0 },
  ]);
});

test('sessions in the editor: the host renames the first, adds a resepsi in WITA, is told when it ends before it starts, reorders and removes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const host = newPerson();
  await apiRegister(page.request, host);
  await signIn(page, host);
  const slug = `sesi-${Date.now().toString(36)}`;
  await page.goto('/app/create-card');
  await page.getByLabel('Link undangan').fill(slug);
  await expect(page.getByText('Link tersedia!')).toBeVisible();
  await page.getByRole('button', { name: 'Buat Undangan' }).click();
  await expect(page).toHaveURL(/\/app\/edit-card\/[0-9a-f-]{36}$/);
  const editor = page.url();

  const list = page.getByRole('list', { name: 'Daftar sesi' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: 'Ubah Acara' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nama sesi').fill('Akad Nikah');
  await dialog.getByLabel('Jam mulai').fill('08:00');
  await dialog.getByLabel('Jam selesai (opsional)').fill('10:00');
  await dialog.getByLabel('Nama tempat').fill('Masjid Istiqlal');
  await dialog.getByRole('button', { name: 'Simpan Sesi' }).click();
  await expect(dialog).toHaveCount(0);
  // The first session is the invitation's date and place.
  await expect(page.getByLabel('Waktu (WIB)')).toHaveValue('08:00');
  await expect(page.getByLabel('Lokasi')).toHaveValue('Masjid Istiqlal');

  await page.getByRole('button', { name: 'Tambah Sesi' }).click();
  dialog = page.getByRole('dialog', { name: 'Tambah Sesi' });
  await dialog.getByLabel('Nama sesi').fill('Resepsi');
  await dialog.getByLabel('Jam mulai').fill('19:00');
  await dialog.getByLabel('Jam selesai (opsional)').fill('18:00');
  await dialog.getByLabel('Zona waktu').selectOption('WITA');
  await dialog.getByLabel('Nama tempat').fill('Hotel Claro Makassar');
  await dialog.getByRole('button', { name: 'Simpan Sesi' }).click();
  await expect(dialog.getByText('Jam selesai harus setelah jam mulai.')).toBeVisible();
  await dialog.getByLabel('Jam selesai (opsional)').fill('21:00');
  await dialog.getByRole('button', { name: 'Simpan Sesi' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(1)).toContainText('19:00 – 21:00 WITA');

  // Who comes to what: Ani to the akad only, chosen on the guest list.
  const invitationId = editor.split('/').pop()!;
  await sql(
    `insert into guests (invitation_id, name, phone, group_name)
     values ($1, 'Ani', '6281211110001', null), ($1, 'Budi', '6281211110002', 'Keluarga')`,
    [invitationId],
  );
  await page.goto(`/app/dashboard/guests/${invitationId}`);
  await page.getByLabel('Pilih Ani').check();
  await page.getByRole('button', { name: 'Atur Sesi (1)' }).click();
  const assign = page.getByRole('dialog', { name: 'Atur Sesi (1 tamu)' });
  await assign.getByLabel('Semua sesi').uncheck();
  await assign.getByLabel(/^Resepsi/).uncheck();
  await assign.getByRole('button', { name: 'Simpan Sesi Tamu' }).click();
  await expect(page.getByText('1 tamu diperbarui.')).toBeVisible();
  await expect(page.getByTestId('guest-row').filter({ hasText: 'Ani' }).getByTestId('guest-sessions')).toHaveText(
    '· Sesi: Akad Nikah',
  );
  await expect(page.getByTestId('guest-row').filter({ hasText: 'Budi' }).getByTestId('guest-sessions')).toHaveCount(0);
  // Per session: Ani is invited to the akad only, Budi to both.
  const perSession = page.getByTestId('session-figures');
  await expect(perSession.filter({ hasText: 'Akad Nikah' }).getByRole('cell').first()).toHaveText('2');
  await expect(perSession.filter({ hasText: 'Resepsi' }).getByRole('cell').first()).toHaveText('1');
  // The WhatsApp message names Ani's sessions: the akad, with its hours and zone, and not the resepsi.
  await page.getByLabel('Pilih Ani').check();
  await page.getByRole('button', { name: 'Kirim WhatsApp (1)' }).click();
  await expect(page.getByLabel(/^Template pesan/)).toHaveValue(/\{sesi\}/);
  await page.getByRole('button', { name: 'Mulai Kirim' }).click();
  const message = decodeURIComponent(
    (await page.getByRole('link', { name: 'Kirim ke Ani' }).getAttribute('href'))!.split('text=')[1]!,
  );
  expect(message).toMatch(/\nAkad Nikah: \w+, \d{1,2} \w+ \d{4}, 08:00 – 10:00 WIB, Masjid Istiqlal\n/);
  expect(message).not.toContain('Resepsi');
  // A whole group at once: the family to the resepsi only.
  await page.getByRole('button', { name: 'Sesi per Grup' }).click();
  const byGroup = page.getByRole('dialog', { name: 'Atur Sesi per Grup' });
  await byGroup.getByLabel('Grup').selectOption('Keluarga');
  await byGroup.getByLabel('Semua sesi').uncheck();
  await byGroup.getByLabel(/^Akad Nikah/).uncheck();
  await byGroup.getByRole('button', { name: 'Simpan Sesi Tamu' }).click();
  await expect(byGroup).toHaveCount(0);
  await expect(page.getByTestId('guest-row').filter({ hasText: 'Budi' }).getByTestId('guest-sessions')).toHaveText(
    '· Sesi: Resepsi',
  );
  await page.goto(editor);

  // The resepsi first: it becomes the invitation's place.
  await list.getByRole('button', { name: 'Turunkan Akad Nikah' }).click();
  await expect(list.getByRole('listitem').first()).toContainText('Resepsi');
  await expect(page.getByLabel('Lokasi')).toHaveValue('Hotel Claro Makassar');
  await expect(page.getByLabel('Waktu (WITA)')).toHaveValue('19:00');
  await list.getByRole('button', { name: 'Hapus Resepsi' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByLabel('Lokasi')).toHaveValue('Masjid Istiqlal');
  await expect(list.getByRole('button', { name: 'Hapus Akad Nikah' })).toBeDisabled();
});

test('sessions at the door: the desk checks Ani in for the akad, and flags her at the resepsi she is not invited to', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const host = newPerson();
  await apiRegister(page.request, host);
  await signIn(page, host);
  const wedding = await twoSessionWedding(host.email);
  await page.goto(`/app/dashboard/guests/${wedding.id}/checkin`);
  await expect(page.getByLabel('Sesi')).toHaveValue(wedding.akad);
  await page.getByLabel('Kode QR').fill(wedding.aniCode);
  await page.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(page.getByText('Ani berhasil check-in di Akad Nikah.')).toBeVisible();
  await expect(page.getByText(/tidak diundang/)).toHaveCount(0);

  await page.getByLabel('Sesi').selectOption(wedding.resepsi);
  await page.getByLabel('Kode QR').fill(wedding.aniCode);
  await page.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(page.getByText('Ani tidak diundang ke Resepsi; kehadirannya tetap dicatat.')).toBeVisible();
  await expect(page.getByTestId('session-counts')).toHaveText('Resepsi: 1 tamu, 1 orang hadir');
  expect(
    await sql(
      `select s.name, c.not_invited from session_checkins c join invitation_sessions s on s.id = c.session_id
       where s.invitation_id = $1 order by s.position`,
      [wedding.id],
    ),
  ).toEqual([
    { name: 'Akad Nikah', not_invited: false },
    { name: 'Resepsi', not_invited: true },
  ]);

  // The receptionist's link picks the session too: Budi at the resepsi.
  await page.getByRole('button', { name: 'Buat Link Penerima Tamu' }).click();
  const url = (await page.getByTestId('reception-url').textContent())!;
  const pin = (await page.getByTestId('reception-pin').textContent())!;
  const desk = await browser.newContext();
  const reception = await desk.newPage();
  await reception.goto(url);
  await reception.getByLabel('PIN').fill(pin);
  await reception.getByRole('button', { name: 'Masuk' }).click();
  await reception.getByLabel('Sesi').selectOption({ label: 'Resepsi' });
  await reception.getByLabel('Kode QR').fill(wedding.budiCode);
  await reception.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(reception.getByText('Budi berhasil check-in di Resepsi.')).toBeVisible();
  await expect(reception.getByTestId('session-counts')).toHaveText('Resepsi: 2 tamu, 2 orang hadir');
  await desk.close();

  // The guest list per session: invited to the resepsi is Budi alone; checked in there, Ani and Budi.
  await sql(
    `insert into guest_session_answers (guest_id, session_id, status, people)
     select id, $2, 'confirmed', 2 from guests where invitation_id = $1 and name = 'Ani'`,
    [wedding.id, wedding.akad],
  );
  await page.goto(`/app/dashboard/guests/${wedding.id}`);
  const rows = page.getByTestId('guest-row');
  await expect(rows.filter({ hasText: 'Ani' }).getByTestId('guest-session-states')).toHaveText(
    'Akad Nikah: Hadir 2 org, check-inResepsi: Belum menjawab, check-in',
  );
  await page.getByLabel('Sesi', { exact: true }).selectOption({ label: 'Resepsi' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Budi');
  await page.getByRole('group', { name: 'Filter tamu' }).getByRole('button', { name: 'Sudah check-in' }).click();
  await expect(rows).toHaveCount(2);

  // The export has each session's columns.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  const csv = await (await download).createReadStream().then(
    (stream) =>
      new Promise<string>((resolve) => {
        let text = '';
        stream.on('data', (chunk) => (text += chunk));
        stream.on('end', () => resolve(text));
      }),
  );
  const header = csv.replace(/^\uFEFF/, '').split('\r\n')[0]!;
  expect(header).toContain('Akad Nikah');
  expect(header).toContain('Resepsi');

  // Analytics: a 'Per Sesi' card for this wedding, each session's check-ins.
  await page.goto('/app/dashboard/analytics');
  const card = page.getByTestId('analytics-sessions').filter({ hasText: 'Sari & Dimas' });
  // The akad: two invited, none opened a link, Ani answered and comes with two, and was checked in alone.
  await expect(card.getByTestId('analytics-session').filter({ hasText: 'Akad Nikah' })).toHaveText(
    'Akad Nikah' + ['2', '0', '1', '1', '2', '1', '1'].join(''),
  );
  // The resepsi: Budi invited, nobody answered, Ani and Budi came (one each).
  await expect(card.getByTestId('analytics-session').filter({ hasText: 'Resepsi' })).toHaveText(
    'Resepsi' + ['1', '0', '0', '0', '0', '2', '2'].join(''),
  );
});
