import { expect, test } from '@playwright/test';
import { sql } from '../support/db';

// A two-session wedding (issue 33): the akad for family at 08:00 WIB in Jakarta (not public), the resepsi at 19:00
// WITA in Makassar (public). Ani is invited to the akad only; Budi to both.
async function twoSessionWedding() {
  const slug = `sari-dimas-${Date.now().toString(36)}`;
  const [invitation] = await sql<{ id: string }>(
    `insert into invitations (user_id, slug, couple_name, category, event_date, event_time, location, theme_id, is_active, published_at)
     select id, $1, 'Sari & Dimas', 'wedding', current_date + 60, '08:00', 'Masjid Istiqlal, Jakarta', 'romantic-blush', true, now()
     from auth_users where email = 'demo@contoh.id' returning id`,
    [slug],
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
  const wedding = await twoSessionWedding();

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
  await page.getByRole('button', { name: 'Konfirmasi Kehadiran' }).click();
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
  await page.getByRole('button', { name: 'Konfirmasi Kehadiran' }).click();
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
