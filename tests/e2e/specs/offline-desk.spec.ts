import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { toSession } from '@undangin/platform/session';
import { chromiumFlags, chromiumPath } from '../../chromium.cjs';
import { sql } from '../support/db';
import { qrCameraFile } from '../support/fake-camera';
import { apiRegister, apiSignIn, newPerson } from '../support/session';

// The check-in desk without signal (issue 36): it opens offline from what its first visit stored, checks in from the
// device's encrypted copy of the list, and syncs when the signal returns; the server decides.

type Headers = { authorization: string };

/** Scripts run in the page (this file is compiled without the DOM's types). */
const inPage = {
  /** The sealed list of a desk's database, as text. */
  readList: (database: string) => `new Promise((resolve, reject) => {
    const opening = indexedDB.open(${JSON.stringify(database)});
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const read = opening.result.transaction('meta').objectStore('meta').get('list');
      read.onsuccess = () => { opening.result.close(); resolve(new TextDecoder().decode(new Uint8Array(read.result.data))); };
    };
  })`,
  /** Flips one bit of the oldest unsent op, as a change made to the device's storage would. */
  tamperFirstOp: (database: string) => `new Promise((resolve, reject) => {
    const opening = indexedDB.open(${JSON.stringify(database)});
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const ops = opening.result.transaction('ops', 'readwrite').objectStore('ops');
      const all = ops.getAll();
      all.onsuccess = () => {
        const first = all.result.sort((a, b) => a.created - b.created)[0];
        const data = new Uint8Array(first.sealed.data);
        data[0] = data[0] ^ 1;
        ops.put({ ...first, sealed: { ...first.sealed, data: data.buffer } }).onsuccess = () => {
          opening.result.close();
          resolve(true);
        };
      };
    };
  })`,
};

async function hostWithGuests(browser: Browser, names: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await apiSignIn(page.request, host.email, host.password);
  const headers: Headers = { authorization: `Bearer ${session.access_token}` };
  await sql(`insert into subscriptions (user_id, plan_id, status) values ($1, 'premium', 'active')`, [session.user.id]);
  const created = await page.request.post('/api/dashboard/invitations', {
    headers,
    data: { slug: `meja-${Date.now().toString(36)}`, category: 'wedding' },
  });
  const invitation = (await created.json()) as { id: string };
  const guests: Record<string, { id: string; code: string }> = {};
  for (const name of names) {
    const answer = await page.request.post(`/api/dashboard/invitations/${invitation.id}/guests`, {
      headers,
      data: { name, phone: `0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, seats: 1 },
    });
    guests[name] = await answer.json();
  }
  await context.close();
  return { session, headers, invitation, guests };
}

/** A page signed in as the host (their stored session, as the shell keeps it). */
async function signedInPage(context: BrowserContext, session: Awaited<ReturnType<typeof apiSignIn>>) {
  await context.addInitScript({
    content: `localStorage.setItem('undangin.session', ${JSON.stringify(JSON.stringify(toSession(session)))});`,
  });
  return context.newPage();
}

/**
 * No signal for this browser context: the page's own requests and its service worker's alike (offline emulation
 * alone does not reach a service worker's requests), so what opens must come from the device.
 */
async function signal(context: BrowserContext, on: boolean) {
  if (on) {
    await context.setOffline(false);
    await context.unrouteAll();
    return;
  }
  // The route first: no request slips out while the emulation reaches the pages.
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  for (const page of context.pages()) await expect.poll(() => page.evaluate('navigator.onLine')).toBe(false);
}

/** The desk is ready to go offline: it says so once its page, its files and its QR reader are on the device. */
async function readyOffline(page: Page) {
  await expect(page.getByTestId('desk-last-sync')).toContainText('Terakhir sinkron');
  await expect(page.getByTestId('desk-offline-ready')).toHaveText(
    'Meja ini tetap bisa dibuka tanpa sinyal di perangkat ini.',
    { timeout: 15_000 },
  );
}

async function checkInByName(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Cari Nama' }).click();
  await page.getByLabel('Nama tamu').fill(name);
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.getByLabel('Hasil pencarian').getByRole('listitem').filter({ hasText: name }).getByRole('button').click();
  await expect(page.getByText(`${name} berhasil check-in (1 orang).`)).toBeVisible();
}

const checkedIn = async (invitationId: string) =>
  (
    await sql<{ guests: number; people: number }>(
      `select count(checked_in_at)::int as guests, coalesce(sum(checked_in_count), 0)::int as people
       from guests where invitation_id = $1`,
      [invitationId],
    )
  )[0]!;

test('without signal the desk reloads, checks in three by name, one by QR and a walk-in; back online the counts match', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { session, invitation, guests } = await hostWithGuests(browser, ['Ani', 'Bayu', 'Citra', 'Dodi', 'Eka']);
  // A camera that shows Dodi's QR card, as a phone held over it.
  const camera = await (
    await import('@playwright/test')
  ).chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumFlags,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrCameraFile(guests.Dodi!.code)}`,
    ],
  });
  try {
    const context = await camera.newContext({ baseURL: test.info().project.use.baseURL, permissions: ['camera'] });
    const desk = await signedInPage(context, session);
    await desk.goto(`/app/dashboard/guests/${invitation.id}/checkin`);
    await readyOffline(desk);

    await signal(context, false);
    await desk.reload();
    await expect(desk.getByRole('heading', { name: 'Check-in Tamu' })).toBeVisible();
    await expect(desk.getByText('Tanpa sinyal: check-in disimpan di perangkat ini')).toBeVisible();
    // Truly without signal, its service worker included: a file it never stored does not come.
    expect(await desk.evaluate("fetch('/robots.txt?segar').then(() => 'jaringan', () => 'tanpa sinyal')")).toBe(
      'tanpa sinyal',
    );
    for (const name of ['Ani', 'Bayu', 'Citra']) await checkInByName(desk, name);
    await desk.getByRole('tab', { name: 'Scan QR' }).click();
    await desk.getByRole('button', { name: 'Buka Kamera' }).click();
    await expect(desk.getByText('Dodi berhasil check-in (1 orang).')).toBeVisible({ timeout: 15_000 });
    await desk.getByRole('tab', { name: 'Tamu Baru' }).click();
    await desk.getByLabel('Nama tamu').fill('Pak RT');
    await desk.getByLabel('Jumlah orang', { exact: true }).fill('3');
    await desk.getByRole('button', { name: 'Catat Kehadiran' }).click();
    await expect(desk.getByText('Pak RT berhasil check-in (3 orang).')).toBeVisible();
    await expect(desk.getByText('Tersimpan di perangkat ini, menunggu sinkron.')).toBeVisible();
    await expect(desk.getByTestId('desk-pending')).toHaveText('5 menunggu sinkron');
    await expect(desk.getByTestId('checked-in-guests')).toHaveText('5');
    await expect(desk.getByTestId('checked-in-people')).toHaveText('7');
    // Nothing reached the server yet.
    expect(await checkedIn(invitation.id)).toEqual({ guests: 0, people: 0 });

    await signal(context, true);
    await expect(desk.getByTestId('desk-pending')).toHaveText('0 menunggu sinkron', { timeout: 15_000 });
    expect(await checkedIn(invitation.id)).toEqual({ guests: 5, people: 7 });
  } finally {
    await camera.close();
  }
  // The host's own dashboard counts the same.
  await page.addInitScript({
    content: `localStorage.setItem('undangin.session', ${JSON.stringify(JSON.stringify(toSession(session)))});`,
  });
  await page.goto('/app/dashboard/analytics');
  await expect(page.getByTestId('funnel-checked-in')).toHaveText('5');
});

test('a guest checked in on two offline desks counts once, and the desk that synced later says so', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { session, headers, invitation } = await hostWithGuests(browser, ['Siti', 'Rudi']);
  const hostContext = await browser.newContext();
  const hostDesk = await signedInPage(hostContext, session);
  await hostDesk.goto(`/app/dashboard/guests/${invitation.id}/checkin`);
  await readyOffline(hostDesk);
  const link = await (
    await hostDesk.request.post(`/api/dashboard/invitations/${invitation.id}/checkin-links`, { headers, data: {} })
  ).json();
  const frontContext = await browser.newContext();
  const front = await frontContext.newPage();
  await front.goto(`/resepsionis/${link.token}`);
  await front.getByLabel('PIN').fill(link.pin);
  await front.getByRole('button', { name: 'Masuk' }).click();
  await readyOffline(front);

  await signal(hostContext, false);
  await signal(frontContext, false);
  await checkInByName(hostDesk, 'Siti');
  await checkInByName(front, 'Siti');
  await signal(hostContext, true);
  await expect(hostDesk.getByTestId('desk-pending')).toHaveText('0 menunggu sinkron', { timeout: 15_000 });
  await signal(frontContext, true);
  await expect(front.getByTestId('desk-pending')).toHaveText('0 menunggu sinkron', { timeout: 15_000 });
  await expect(front.getByLabel('Hasil sinkron')).toContainText(
    /Siti sudah check-in di meja lain pukul \d\d\.\d\d WIB\./,
  );
  expect(await checkedIn(invitation.id)).toEqual({ guests: 1, people: 1 });
  await expect(front.getByTestId('checked-in-guests')).toHaveText('1');

  // Signing out, on any page, deletes the account's copy of the list from the device.
  const accountCopies = () =>
    hostDesk.evaluate(
      "indexedDB.databases().then((all) => all.filter((d) => d.name.startsWith('undangin-desk:user:')).length)",
    );
  expect(await accountCopies()).toBe(1);
  await hostDesk.goto('/about');
  await hostDesk.getByRole('button', { name: /Menu akun/ }).click();
  await hostDesk.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(hostDesk).toHaveURL(/\/$/);
  await expect.poll(accountCopies).toBe(0);
  await hostContext.close();
  await frontContext.close();
});

test('a revoked link’s device deletes the list it kept, and a tampered record is refused', async ({ browser }) => {
  test.setTimeout(90_000);
  const { headers, invitation } = await hostWithGuests(browser, ['Wati', 'Yusuf']);
  const context = await browser.newContext();
  const front = await context.newPage();
  const link = await (
    await front.request.post(`/api/dashboard/invitations/${invitation.id}/checkin-links`, { headers, data: {} })
  ).json();
  await front.goto(`/resepsionis/${link.token}`);
  await front.getByLabel('PIN').fill(link.pin);
  await front.getByRole('button', { name: 'Masuk' }).click();
  await readyOffline(front);
  const database = `undangin-desk:link:${link.token}`;
  // What the device keeps is sealed: no guest's name in it.
  const stored = (await front.evaluate(inPage.readList(database))) as string;
  expect(stored).not.toContain('Wati');

  // Offline, two check-ins; one of them is changed on the device before it is sent.
  await signal(context, false);
  await checkInByName(front, 'Wati');
  await checkInByName(front, 'Yusuf');
  await expect(front.getByTestId('desk-pending')).toHaveText('2 menunggu sinkron');
  // What the server counts before the link is revoked: nothing the device records afterwards may add to it.
  const before = await checkedIn(invitation.id);
  await front.evaluate(inPage.tamperFirstOp(database));
  await front.reload();
  await expect(front.getByText('1 catatan check-in di perangkat ini rusak atau telah diubah')).toBeVisible();
  await expect(front.getByTestId('desk-pending')).toHaveText('1 menunggu sinkron');

  // The host revokes the link meanwhile; back online the device learns it, deletes its copy and names what is lost.
  await front.request.delete(`/api/dashboard/invitations/${invitation.id}/checkin-links/${link.id}`, { headers });
  await signal(context, true);
  await expect(front.getByText('Akses meja check-in ini sudah dicabut.')).toBeVisible({ timeout: 15_000 });
  await expect(front.getByText(/Check-in yang belum terkirim dan tidak dapat dicatat: Yusuf\./)).toBeVisible();
  await expect(front.getByLabel('PIN')).toBeVisible();
  const left = (await front.evaluate('indexedDB.databases().then((all) => all.map((d) => d.name))')) as string[];
  expect(left).not.toContain(database);
  expect(await checkedIn(invitation.id)).toEqual(before);
  await context.close();
});
