import { expect, test, type Browser } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, apiSignIn, latestMailLink, newPerson, signIn } from '../support/session';

// Co-hosts (issue 35): the owner invites by e-mail from the editor; the invitee signs in and accepts. An editor's
// edit shows in the owner's activity log; a receptionist checks guests in and cannot edit; a revoked editor is
// refused on their next request.

async function person(browser: Browser, signedIn = true) {
  const account = newPerson();
  const context = await browser.newContext();
  const page = await context.newPage();
  await apiRegister(page.request, account);
  const session = signedIn
    ? await signIn(page, account)
    : await apiSignIn(page.request, account.email, account.password);
  return { account, context, page, session, headers: { authorization: `Bearer ${session.access_token}` } };
}

test('an owner shares the work: an editor edits, a receptionist checks in, a revoked editor is refused', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await person(browser);
  const slug = `bersama-${Date.now().toString(36)}`;
  const created = await owner.page.request.post('/api/dashboard/invitations', {
    headers: owner.headers,
    data: { slug, category: 'wedding' },
  });
  const invitation = (await created.json()) as { id: string };
  await sql(`insert into guests (invitation_id, name) values ($1, 'Pakde Harjo')`, [invitation.id]);
  const editor = await person(browser);
  // The receptionist opens the mailed link signed out: the login page brings them back to it.
  const receptionist = await person(browser, false);

  // The owner invites both from the editor's 'Berbagi & Privasi' tab.
  await owner.page.goto(`/app/edit-card/${invitation.id}`);
  await owner.page.getByRole('tab', { name: 'Berbagi & Privasi' }).click();
  for (const [who, role] of [
    [editor, 'Editor'],
    [receptionist, 'Penerima Tamu'],
  ] as const) {
    await owner.page.getByLabel('E-mail rekan').fill(who.account.email);
    await owner.page.getByLabel('Peran', { exact: true }).selectOption({ label: role });
    await owner.page.getByRole('button', { name: 'Kirim Undangan' }).click();
    await expect(owner.page.getByText(`Undangan dikirim ke ${who.account.email}`)).toBeVisible();
  }

  // Each accepts from the mailed link, signed in as the address it went to.
  for (const who of [editor, receptionist]) {
    const link = new URL(await latestMailLink(who.page.request, who.account.email));
    await who.page.goto(link.pathname);
    if (who === receptionist) {
      await who.page.getByLabel('Email atau Nomor WhatsApp').fill(who.account.email);
      await who.page.getByLabel('Password', { exact: true }).fill(who.account.password);
      await who.page.getByRole('button', { name: 'Masuk' }).click();
    }
    await expect(who.page.getByTestId('cohost-invite-lead')).toContainText(`${owner.account.name} mengajak Anda`);
    await who.page.getByRole('button', { name: 'Terima' }).click();
  }

  // The receptionist lands on the desk, checks a guest in, and may not edit.
  await expect(receptionist.page).toHaveURL(new RegExp(`/app/dashboard/guests/${invitation.id}/checkin`));
  await receptionist.page.getByRole('tab', { name: 'Cari Nama' }).click();
  await receptionist.page.getByLabel('Nama tamu').fill('Pakde');
  await receptionist.page.getByRole('button', { name: 'Cari' }).click();
  await receptionist.page.getByLabel('Hasil pencarian').getByRole('button', { name: 'Check-in' }).first().click();
  await expect(receptionist.page.getByTestId('checked-in-guests')).toHaveText('1');
  const refused = await receptionist.page.request.patch(`/api/dashboard/invitations/${invitation.id}/active`, {
    headers: receptionist.headers,
    data: { is_active: true },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Peran Anda di undangan ini tidak mengizinkan tindakan ini.');

  // The editor edits the invitation's words; the owner reads who did it in the activity log.
  await expect(editor.page).toHaveURL(new RegExp(`/app/edit-card/${invitation.id}`));
  await editor.page
    .getByLabel('Kutipan')
    .fill('Dan di antara tanda-tanda kebesaran-Nya ialah Dia menciptakan pasangan.');
  await editor.page.getByLabel('Waktu (WIB)').fill('10:00');
  await editor.page.getByLabel('Lokasi').fill('Pendopo Ageng, Solo');
  await editor.page.getByRole('button', { name: 'Simpan' }).first().click();
  await expect(editor.page.getByText('Undangan berhasil diperbarui!')).toBeVisible();
  await owner.page.getByRole('tab', { name: 'Aktivitas' }).click();
  const log = owner.page.getByTestId('activity-log');
  await expect(log).toContainText(/mengubah isi undangan: .*kutipan/);
  await expect(log).toContainText(editor.account.name);
  await expect(log).toContainText('mencatat kedatangan Pakde Harjo');

  // Revoked: the editor's next request finds nothing.
  await owner.page.getByRole('tab', { name: 'Berbagi & Privasi' }).click();
  await owner.page.getByRole('button', { name: 'Cabut akses' }).first().click();
  await owner.page.getByRole('dialog').getByRole('button', { name: 'Cabut akses' }).click();
  await expect(owner.page.getByTestId('cohost-count')).toHaveText('1/10 rekan');
  const after = await apiSignIn(editor.page.request, editor.account.email, editor.account.password);
  const gone = await editor.page.request.get(`/api/dashboard/invitations/${invitation.id}`, {
    headers: { authorization: `Bearer ${after.access_token}` },
  });
  expect(gone.status()).toBe(404);
  for (const who of [owner, editor, receptionist]) await who.context.close();
});
