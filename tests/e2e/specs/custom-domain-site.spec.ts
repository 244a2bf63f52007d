import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../chromium.cjs';
import { sql } from '../support/db';
import { openRsvp } from '../support/invitation-page';

// A guest on a host's own domain, through the edge production runs (infra/edge/Caddyfile, Debian's caddy, its own CA)
// in front of the e2e stack's invitation service and static files: the invitation at `/`, RSVP on the same origin.
const servicePortBase = Number(process.env.SERVICE_PORT_BASE ?? 4100);
const platform = new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8188}`);
// (Plans that have custom domains drop the watermark, so none shows here; link-preview.ts points it at the platform.)
const domain = `tamu-${randomUUID().slice(0, 8)}.contoh.test`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let caddy: ChildProcess;
let caddyData: string;
let browser: Browser;
let origin: string;
let code: string;
let slug: string;

test.beforeAll(async () => {
  const userId = randomUUID();
  slug = `domain-${randomUUID().slice(0, 8)}`;
  await sql(`insert into auth_users (id, email, encrypted_password, email_confirmed_at) values ($1, $2, 'x', now())`, [
    userId,
    `${userId}@contoh.id`,
  ]);
  await sql(`insert into subscriptions (user_id, plan_id, status) values ($1, 'premium', 'active')`, [userId]);
  const [invitation] = await sql<{ id: string }>(
    `insert into invitations (user_id, slug, couple_name, event_date, event_time, location, theme_id, is_active)
     values ($1, $2, 'Laras & Bima', '2027-05-09', '10:00', 'Gedung Sate', 'ocean-breeze', true) returning id`,
    [userId, slug],
  );
  const [guest] = await sql<{ code: string }>(
    `insert into guests (invitation_id, name, phone) values ($1, 'Pak Harto', '6281234500001') returning code`,
    [invitation!.id],
  );
  code = guest!.code;
  // Verified as the dashboard's check would leave it (custom-domains tests walk the checks themselves).
  await sql(
    `insert into custom_domains (user_id, invitation_id, domain, token, status, verified_at, checked_at)
     values ($1, $2, $3, $4, 'verified', now(), now())`,
    [userId, invitation!.id, domain, randomUUID().replaceAll('-', '')],
  );

  caddyData = await mkdtemp(path.join(os.tmpdir(), 'caddy-e2e-'));
  const httpsPort = await freePort();
  const adminPort = await freePort();
  const invitationService = `127.0.0.1:${servicePortBase + 3}`;
  caddy = spawn('caddy', ['run', '--config', path.resolve(__dirname, '../../../infra/edge/Caddyfile')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      XDG_DATA_HOME: caddyData,
      XDG_CONFIG_HOME: caddyData,
      CADDY_LOCAL_CERTS: 'local_certs',
      CADDY_ADMIN: `127.0.0.1:${adminPort}`,
      HTTP_PORT: String(await freePort()),
      HTTPS_PORT: String(httpsPort),
      ASK_URL: `http://${invitationService}/api/invitation/domains/ask`,
      INVITATION_UPSTREAM: invitationService,
      // The local gateway serves the static origin's folder (remotes.json, the shell's and remotes' builds).
      STATIC_UPSTREAM: platform.host,
    },
  });
  await expect(async () => {
    expect((await fetch(`http://127.0.0.1:${adminPort}/config/`)).ok).toBe(true);
  }).toPass({ timeout: 15_000 });
  origin = `https://${domain}:${httpsPort}`;
  // Chromium resolves the domain to this machine; the certificate is Caddy's own CA's (curl verifies it in the
  // security test), so this browser accepts it without its root.
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, `--host-resolver-rules=MAP ${domain} 127.0.0.1`],
  });
});

test.afterAll(async () => {
  await browser?.close();
  caddy?.kill('SIGTERM');
  if (caddyData) await rm(caddyData, { recursive: true, force: true });
});

test('a guest opens their personal link on the host’s domain, answers, and stays on that domain', async () => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.goto(`${origin}/?to=Pak%20Harto&g=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Laras & Bima' })).toBeVisible();
  await expect(page.getByTestId('guest-name')).toHaveText('Pak Harto');
  await openRsvp(page);
  await page.getByRole('button', { name: 'Akan Hadir' }).click();
  await expect(
    page.getByText('Konfirmasi kehadiran Anda telah diterima. Kami sangat menantikan kehadiran Anda!'),
  ).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(origin).host);
  const [guest] = await sql<{ status: string }>(`select status from guests where code = $1`, [code]);
  expect(guest?.status).toBe('confirmed');
  // The page's canonical address is the domain; the URL the guest sees never changed.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${domain}/`);
  expect(new URL(page.url()).pathname).toBe('/');

  // Sign-in and the platform's own invitation paths are not there.
  await page.goto(`${origin}/login`);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await page.goto(`${origin}/${slug}`);
  await expect(page.getByText('Alamat ini tidak terhubung ke undangan mana pun.')).toBeVisible();
  await context.close();
});
