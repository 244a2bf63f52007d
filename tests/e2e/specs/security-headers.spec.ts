import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from '../support/session';

/** Records every Content-Security-Policy violation the page reports, from its very first script. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    type Violation = { violatedDirective: string; blockedURI: string };
    const scope = globalThis as unknown as {
      __violations: string[];
      addEventListener: (type: string, listener: (event: Violation) => void) => void;
    };
    scope.__violations = [];
    scope.addEventListener('securitypolicyviolation', (event) =>
      scope.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (globalThis as unknown as { __violations: string[] }).__violations);
}

test('the public pages and an invitation work under their strict policy, with no violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  for (const [path, heading] of [
    ['/', /undangan/i],
    ['/pricing/website', /harga|paket/i],
    ['/login', /Masuk/],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }
  const invitation = await page.goto('/budi-dan-ani');
  expect(invitation?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByText('Budi').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  // The policy is enforced, and the watcher sees it: a script injected into the page does not run.
  const ran = await page.evaluate(() => {
    const scope = globalThis as unknown as {
      __ran?: number;
      document: {
        createElement: (tag: string) => { textContent: string };
        head: { appendChild: (node: unknown) => void };
      };
    };
    const script = scope.document.createElement('script');
    script.textContent = 'globalThis.__ran = 1';
    scope.document.head.appendChild(script);
    return scope.__ran ?? 0;
  });
  expect(ran).toBe(0);
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
});

test('the dashboard and the admin area work under the policy, and nobody may frame them', async ({ page }) => {
  const violations = await watchPolicy(page);
  await signIn(page, demo.admin);
  const dashboard = await page.goto('/app/dashboard');
  expect(dashboard?.headers()['x-frame-options']).toBe('DENY');
  expect(dashboard?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Pengguna' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an API answer and an upload cannot be run as a page', async ({ page }) => {
  const api = await page.request.get('/api/marketing/plans');
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  const upload = await page.request.get('/uploads/tidak-ada.mp3');
  expect(upload.headers()['x-content-type-options']).toBe('nosniff');
  expect(upload.headers()['content-security-policy']).toContain('sandbox');
});
