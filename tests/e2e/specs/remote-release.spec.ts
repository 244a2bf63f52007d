import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/session';

const root = path.resolve(__dirname, '../../..');
// The e2e stack's static origin (playwright.config.ts: DATA_DIR .data/e2e), which its gateway serves.
const staticDir = path.join(root, '.data', 'e2e', 'static');
const remotesJson = path.join(staticDir, 'remotes.json');

/** The release tool, as a team runs it. */
const publish = (args: string[]) =>
  execFileSync(process.execPath, ['infra/publish/publish-remote.mjs', ...args], { cwd: root, encoding: 'utf8' });

/**
 * A release of mf-dashboard without the Media Library page: the same build with that page left out of the
 * routes.json it publishes (what an older release of the remote, from before the page existed, published).
 */
function buildWithoutMedia(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-dashboard-'));
  fs.cpSync(path.join(root, 'mf-dashboard', 'dist'), dist, { recursive: true });
  const routes = JSON.parse(fs.readFileSync(path.join(dist, 'routes.json'), 'utf8')) as { pages: { id: string }[] };
  routes.pages = routes.pages.filter((page) => page.id !== 'media');
  fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(routes));
  return dist;
}

test.describe.configure({ mode: 'serial' });

test('one shell serves each release of mf-dashboard by switching its line of remotes.json only', async ({ page }) => {
  const live = JSON.parse(fs.readFileSync(remotesJson, 'utf8')) as Record<string, { version: string }>;
  const current = live.dashboard!.version;
  const older = `tanpa-media-${Date.now()}`;
  expect(publish(['dashboard', '--dist', buildWithoutMedia(), '--to', staticDir, '--version', older])).toContain(
    `dashboard: ${current} → ${older}`,
  );
  try {
    await signIn(page, demo.host);
    await page.goto('/app/media');
    // The older release is live: the shell knows no such page and goes home; the rest of the remote works.
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('signed-in-as')).toBeVisible();

    // Switched back (a rollback of the line), with no restart and no new shell: the page is there.
    publish(['dashboard', '--rollback', '--to', staticDir]);
    expect(
      (JSON.parse(fs.readFileSync(remotesJson, 'utf8')) as Record<string, { version: string }>).dashboard!.version,
    ).toBe(current);
    await page.goto('/app/media');
    await expect(page.getByRole('heading', { name: 'Media Library', level: 1 })).toBeVisible();
    expect(page.url()).toContain('/app/media');
  } finally {
    const now = JSON.parse(fs.readFileSync(remotesJson, 'utf8')) as Record<string, { version: string }>;
    if (now.dashboard?.version !== current) publish(['dashboard', '--rollback', '--to', staticDir]);
    fs.rmSync(path.join(staticDir, 'remotes', 'dashboard', older), { recursive: true, force: true });
  }
});

test("a remote of another route contract major gets its area's fallback; the rest of the site works", async ({
  page,
}) => {
  const original = fs.readFileSync(remotesJson, 'utf8');
  const map = JSON.parse(original) as Record<string, { routes: { major: number } }>;
  map.admin!.routes.major = 99;
  fs.writeFileSync(`${remotesJson}.tmp`, JSON.stringify(map));
  fs.renameSync(`${remotesJson}.tmp`, remotesJson);
  try {
    await signIn(page, demo.admin);
    await page.goto('/admin/users');
    await expect(page.getByRole('alert').getByText('Bagian ini sedang tidak dapat dimuat.')).toBeVisible();
    await page.goto('/app/dashboard');
    await expect(page.getByTestId('signed-in-as')).toBeVisible();
  } finally {
    fs.writeFileSync(`${remotesJson}.tmp`, original);
    fs.renameSync(`${remotesJson}.tmp`, remotesJson);
  }
});

test("the shell's built JavaScript names no page of a remote beyond the links of its own chrome", () => {
  const shellDist = path.join(root, 'shell', 'dist');
  const code = fs
    .readdirSync(shellDist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(shellDist, file), 'utf8'))
    .join('\n');
  // Its mount points (/app/…, /admin/…, /demo/:slug, /:slug) it does know; no page within them.
  for (const page of [
    '/app/dashboard/analytics',
    '/app/media',
    '/app/edit-card',
    '/app/dashboard/guests',
    '/admin/print-templates',
    '/admin/users',
    '/admin/settings',
    '/resepsionis/:token',
    '/payment-success',
    '/promo',
  ]) {
    expect([page, code.includes(page)]).toEqual([page, false]);
  }
  // Its own screens and its chrome's links are its own.
  for (const own of ['/login', '/reset-password', '/app/dashboard', '/pricing/website'])
    expect([own, code.includes(own)]).toEqual([own, true]);
});
