import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/db';
import { apiRegister, newPerson, signIn } from '../support/session';

// Exports (issue 38): a Premium host makes the invitation's PDF, the door list and the video in the builder; the render
// worker (its own process under `npm start`) makes them, and the files are read back as a printer's or a phone's
// tools would: pdftotext, zbarimg for every QR, ffprobe. A free host is refused.

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8' });

async function premiumHost(page: Page, plan: 'premium' | null = 'premium') {
  const host = newPerson();
  await apiRegister(page.request, host);
  const session = await signIn(page, host);
  if (plan)
    await sql(`insert into subscriptions (user_id, plan_id, status) values ($1, $2, 'active')`, [
      session.user.id,
      plan,
    ]);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const slug = `ekspor-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/dashboard/invitations', {
    headers,
    data: { slug, category: 'wedding' },
  });
  expect(created.status()).toBe(201);
  const invitation = (await created.json()) as { id: string; slug: string };
  await sql(`update invitations set couple_name = 'Rina & Dimas', event_date = '2027-03-14' where id = $1`, [
    invitation.id,
  ]);
  return { headers, invitation };
}

/** Makes one export in the page and answers the downloaded file's path. */
async function exportFile(page: Page, invitationId: string, kind: string, download: string, timeout = 20_000) {
  await page.goto(`/app/edit-card/${invitationId}/export`);
  const rows = page.getByTestId('export-row');
  // The allowance and the list come in one answer: once it shows, the list is there too.
  await expect(page.getByTestId('export-allowance')).toBeVisible();
  const before = await rows.count();
  await page.getByRole('button', { name: `Buat ${kind}` }).click();
  await expect(rows).toHaveCount(before + 1);
  const row = rows.first();
  await expect(row.getByRole('progressbar')).toBeVisible();
  await expect(row.getByText(/Sedang dibuat…|Menunggu giliran…/)).toBeVisible();
  const button = row.getByRole('button', { name: new RegExp(`^${download}`) });
  await expect(button).toBeVisible({ timeout });
  // The link is asked for on the tap and lives five minutes: the file comes from where it points.
  const asked = page.waitForResponse((response) => /\/exports\/[^/]+\/link$/.test(response.url()));
  await button.click();
  const { url } = (await (await asked).json()) as { url: string };
  const answer = await page.request.get(url);
  expect(answer.status()).toBe(200);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-export-'));
  const file = path.join(dir, download.includes('Video') ? 'video.mp4' : 'export.pdf');
  writeFileSync(file, await answer.body());
  return file;
}

test('a Premium host exports the invitation PDF, the door list and the video; each file holds what it should', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { headers, invitation } = await premiumHost(page);
  const guests: Array<{ name: string; code: string }> = [];
  for (const name of ['Budi Santoso', 'Citra Lestari', 'Dewi Anggraini']) {
    const added = await page.request.post(`/api/dashboard/invitations/${invitation.id}/guests`, {
      headers,
      data: { name, phone: `0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, seats: 2 },
    });
    guests.push({ name, code: ((await added.json()) as { code: string }).code });
  }

  // From 'Undangan Saya', beside the invitation's other pages.
  await page.goto('/app/card-list');
  await page.getByRole('link', { name: 'Ekspor PDF & Video' }).first().click();
  await expect(page.getByRole('heading', { name: 'Ekspor PDF & Video' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const links = guests.map((g) => `${origin}/${invitation.slug}?to=${encodeURIComponent(g.name)}&g=${g.code}`);

  const pdf = await exportFile(page, invitation.id, 'Undangan PDF (A5)', 'Unduh PDF');
  const text = run('pdftotext', ['-layout', pdf, '-']);
  expect(text).toContain('Rina & Dimas');
  expect(text).toContain('Minggu, 14 Maret 2027');
  expect(run('pdfinfo', [pdf])).toMatch(/\(A5\)/);

  const doorList = await exportFile(page, invitation.id, 'Daftar tamu PDF', 'Unduh PDF');
  expect(run('pdftotext', ['-layout', doorList, '-'])).toMatch(/Budi Santoso[\s\S]*Citra Lestari[\s\S]*Dewi Anggraini/);
  const pages = mkdtempSync(path.join(os.tmpdir(), 'e2e-pages-'));
  run('pdftoppm', ['-r', '200', '-png', doorList, path.join(pages, 'page')]);
  const codes = readdirSync(pages).flatMap((page) =>
    run('zbarimg', ['-q', '--raw', path.join(pages, page)])
      .trim()
      .split('\n')
      .filter(Boolean),
  );
  expect(codes.sort()).toEqual([...links].sort());

  const video = await exportFile(page, invitation.id, 'Video undangan (MP4)', 'Unduh Video', 90_000);
  const probe = JSON.parse(
    run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,width,height:format=duration',
      '-of',
      'json',
      video,
    ]),
  ) as { streams: Array<{ codec_name: string; width?: number; height?: number }>; format: { duration: string } };
  expect(probe.streams).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ codec_name: 'h264', width: 1080, height: 1920 }),
      expect.objectContaining({ codec_name: 'aac' }),
    ]),
  );
  expect(Number(probe.format.duration)).toBeGreaterThanOrEqual(15);
  expect(Number(probe.format.duration)).toBeLessThanOrEqual(30);
});

test('a free host sees the lock, and an export asked of the API is refused with plan_required', async ({ page }) => {
  const { headers, invitation } = await premiumHost(page, null);
  await page.goto(`/app/edit-card/${invitation.id}/export`);
  await expect(page.getByTestId('lock-export_pdf')).toContainText('Premium');
  await expect(page.getByRole('button', { name: /^Buat/ })).toHaveCount(0);
  const refused = await page.request.post(`/api/dashboard/invitations/${invitation.id}/exports`, {
    headers,
    data: { kind: 'invitation_pdf' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'plan_required', required_plan: { plan_id: 'premium' } });
});
