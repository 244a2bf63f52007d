import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, newPerson, signIn } from '../support/session';

// Integrasi WhatsApp (issue 34) on the local sandbox: the platform sends, the viewer at /dev/whatsapp is each guest's
// phone, its buttons are what WhatsApp would report, and a reply of BERHENTI stops that host's messages.

interface SandboxMessage {
  contact: string;
  template: string;
  body: string;
  direction: string;
}

async function premiumHostWithGuests(page: Page) {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  await sql(`insert into subscriptions (user_id, plan_id, status) values ($1, 'premium', 'active')`, [session.user.id]);
  const created = await page.request.post('/api/dashboard/invitations', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { slug: `wa-${Date.now().toString(36)}`, category: 'wedding' },
  });
  const invitation = (await created.json()) as { id: string; slug: string };
  const stamp = String(Date.now()).slice(-6);
  const guests = Array.from({ length: 20 }, (_, i) => ({
    name: `Tamu WA ${i + 1}`,
    phone: `62857${stamp}${String(i).padStart(2, '0')}`,
  }));
  for (const guest of guests)
    await sql(`insert into guests (invitation_id, name, phone) values ($1, $2, $3)`, [
      invitation.id,
      guest.name,
      guest.phone,
    ]);
  // The sandbox treats 628000… as a number not on WhatsApp (Meta's 131026).
  const unreachable = `628000${stamp}`;
  await sql(`insert into guests (invitation_id, name, phone) values ($1, 'Nomor Mati', $2)`, [
    invitation.id,
    unreachable,
  ]);
  return { invitation, guests, unreachable };
}

const sandbox = async (page: Page) =>
  (await (await page.request.get('/dev/whatsapp/messages')).json()) as SandboxMessage[];

test('a Premium host sends 20 invitations automatically, sees their states, and reminds only those who have not answered', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { invitation, guests, unreachable } = await premiumHostWithGuests(page);
  const phones = new Set([...guests.map((guest) => guest.phone), unreachable]);
  const codes = new Map(
    (
      await sql<{ name: string; code: string }>(`select name, code from guests where invitation_id = $1`, [
        invitation.id,
      ])
    ).map((row) => [row.name, row.code]),
  );

  await page.goto(`/app/dashboard/guests/${invitation.id}`);
  await page.getByRole('button', { name: 'Kirim Otomatis' }).click();
  const panel = page.getByRole('region', { name: 'Kirim Otomatis via WhatsApp' });
  await panel.getByLabel('Kirim ke').selectOption('all');
  await panel.getByRole('button', { name: 'Pratinjau' }).click();
  await expect(panel.getByTestId('auto-send-preview')).toContainText('21 tamu akan dikirimi');
  await expect(panel.getByTestId('auto-send-preview')).toContainText('Kepada Yth. Tamu WA 1,');
  await panel.getByRole('button', { name: 'Kirim ke 21 tamu' }).click();
  await expect(panel.getByText('21 pesan masuk antrean pengiriman.')).toBeVisible();
  await expect(panel.getByTestId('auto-send-progress')).toHaveText('Tidak ada pesan dalam antrean.', {
    timeout: 30_000,
  });

  // Each phone received one message: its guest's name and personal link.
  await expect.poll(async () => (await sandbox(page)).filter((m) => phones.has(m.contact)).length).toBe(21);
  const received = (await sandbox(page)).filter((m) => phones.has(m.contact));
  for (const guest of guests) {
    const mine = received.filter((m) => m.contact === guest.phone);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain(`Kepada Yth. ${guest.name},`);
    expect(mine[0]!.body).toContain(
      `/${invitation.slug}?to=${encodeURIComponent(guest.name)}&g=${codes.get(guest.name)}`,
    );
  }
  await expect(panel.getByText('Nomor Mati (' + unreachable + '): Nomor tidak terdaftar di WhatsApp')).toBeVisible({
    timeout: 15_000,
  });

  // On the guests' phones: one reads it, one only receives it, one replies BERHENTI.
  const phone = await context.newPage();
  await phone.goto(`/dev/whatsapp?nomor=${guests[0]!.phone}`);
  await phone.getByRole('button', { name: 'Tandai dibaca' }).click();
  await phone.goto(`/dev/whatsapp?nomor=${guests[1]!.phone}`);
  await phone.getByRole('button', { name: 'Tandai diterima' }).click();
  await phone.goto(`/dev/whatsapp?nomor=${guests[2]!.phone}`);
  await phone.getByLabel(`Balas sebagai +${guests[2]!.phone}`).fill('BERHENTI');
  await phone.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(phone.locator('article.in')).toContainText('BERHENTI');

  const row = (name: string) =>
    page.getByRole('row').filter({ has: page.locator('strong').getByText(name, { exact: true }) });
  // What the phones reported reaches the guest list (the page reloaded, as a host would).
  const shown = async () => {
    await page.reload();
    await expect(row('Nomor Mati')).toBeVisible();
    return Promise.all(
      ['Tamu WA 1', 'Tamu WA 2', 'Tamu WA 3', 'Nomor Mati'].map(async (name) => row(name).innerText()),
    );
  };
  await expect
    .poll(
      async () => {
        const [read, delivered, stopped, dead] = await shown();
        return [
          read!.includes('WA: Dibaca'),
          delivered!.includes('WA: Diterima'),
          stopped!.includes('Berhenti berlangganan'),
          dead!.includes('WA: Gagal (Nomor tidak terdaftar di WhatsApp'),
        ];
      },
      { timeout: 30_000 },
    )
    .toEqual([true, true, true, true]);

  // Half the guests answer; a reminder for tomorrow 09:00 WIB, its time then brought forward (the clock moved).
  await sql(
    `update guests set status = 'confirmed', guest_count = 1, rsvp_date = now() where invitation_id = $1
    and name in (${guests
      .slice(10)
      .map((_, i) => `'Tamu WA ${i + 11}'`)
      .join(', ')})`,
    [invitation.id],
  );
  await page.getByRole('button', { name: 'Pengingat' }).click();
  const reminders = page.getByRole('region', { name: 'Pengingat' });
  const tomorrow = new Date(Date.now() + 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
  await reminders.getByLabel('Tanggal').fill(tomorrow);
  await reminders.getByLabel('Jam').fill('09:00');
  await reminders.getByRole('button', { name: 'Jadwalkan' }).click();
  await expect(reminders.getByText(`Pengingat dijadwalkan ${tomorrow} pukul 09:00 WIB.`)).toBeVisible();
  const [reminder] = await sql<{ id: string }>(`select id from whatsapp_reminders where invitation_id = $1`, [
    invitation.id,
  ]);
  await sql(`update pgboss.job set start_after = now() where id = $1`, [reminder!.id]);

  const reminded = async () =>
    new Set(
      (await sandbox(page))
        .filter((m) => m.template === 'pengingat_tamu' && phones.has(m.contact))
        .map((m) => m.contact),
    );
  // Those who have not answered: guests 1, 2, 4–10 and the unreachable number; not Tamu WA 3 (BERHENTI), not 11–20.
  const expected = [0, 1, 3, 4, 5, 6, 7, 8, 9].map((i) => guests[i]!.phone).concat(unreachable);
  await expect.poll(async () => [...(await reminded())].sort(), { timeout: 30_000 }).toEqual(expected.sort());
  await page.reload();
  await page.getByRole('button', { name: 'Pengingat' }).click();
  await expect(reminders.getByTestId('reminders')).toContainText('Terkirim (10 pesan)');
  // Who still needs a reminder: nobody who was just reminded.
  await expect(reminders.getByRole('heading', { name: 'Perlu diingatkan (0)' })).toBeVisible();
});
