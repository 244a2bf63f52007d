import { expect, test, type Page } from '@playwright/test';
import { routeTable, type RouteId } from '@undangin/contracts';
import { demo, signIn } from '../support/session';
import { seriousViolations } from '../support/axe';
import { smallText } from '../support/small-text';
import { smallTapTargets } from '../support/tap-targets';

// Every route of the route table at a small phone's size and a laptop's: a screenshot of each goes into the test
// artifacts (test-results/), to be looked at the way a couple comparing platforms would; none scrolls sideways, and
// axe-core finds no serious or critical accessibility violation (WCAG 2.1 A and AA rules); on the phone, every control
// a finger must hit is at least 44 × 44 px and no text is under 14 px; the console has no warning or error.

const sizes = [
  { name: '360x740', width: 360, height: 740 },
  { name: '1280x800', width: 1280, height: 800 },
] as const;

/** Who opens the route: nobody for public pages, the demo host for /app, the demo admin for /admin. */
const accountFor = (id: RouteId) =>
  routeTable[id].access === 'admin' ? demo.admin : routeTable[id].access === 'user' ? demo.host : null;

/** The route's path with real values: the demo invitation, a catalogue theme, a receptionist token of nobody. */
function pathOf(id: RouteId, invitationId: string): string {
  return routeTable[id].path
    .replace(':slug', id === 'themeDemo' ? 'romantic-blush' : 'budi-dan-ani')
    .replace(':invitationId', invitationId)
    .replace(':id', invitationId)
    .replace(':token', 'tautan-tidak-dikenal');
}

async function demoInvitationId(page: Page): Promise<string> {
  const session = await signIn(page, demo.host);
  const listed = await page.request.get('/api/dashboard/invitations', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(listed.status()).toBe(200);
  const invitations = (await listed.json()) as Array<{ id: string; slug: string }>;
  return invitations.find((invitation) => invitation.slug === 'budi-dan-ani')!.id;
}

for (const id of Object.keys(routeTable) as RouteId[]) {
  test(`${id} (${routeTable[id].path}) fits a phone and a laptop without sideways scrolling, with no serious accessibility violation and finger-sized controls`, async ({
    browser,
  }, testInfo) => {
    for (const size of sizes) {
      // bypassCSP lets the test inject axe-core; the pages' own policy is held by security-headers.spec.ts.
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        bypassCSP: true,
      });
      const page = await context.newPage();
      // The console stays clean: no warning or error from our code or the router. A request the route expects to
      // fail (an unknown receptionist link answers 404) is the browser's own line, not a fault of the page.
      const consoleLines: string[] = [];
      page.on('console', (message) => {
        if (
          (message.type() === 'warning' || message.type() === 'error') &&
          !/^Failed to load resource/.test(message.text())
        )
          consoleLines.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
      const invitationId = await demoInvitationId(await context.newPage());
      const account = accountFor(id);
      if (account) await signIn(page, account);
      await page.goto(pathOf(id, invitationId));
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status').filter({ hasText: /Memuat/ })).toHaveCount(0);
      // Photos below the fold load for the capture, as they would once scrolled to.
      await page.evaluate(
        "document.querySelectorAll('img[loading=lazy]').forEach((img) => { img.loading = 'eager'; })",
      );
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: testInfo.outputPath(`${id}-${size.name}.png`), fullPage: true });
      const widths = (await page.evaluate(
        '({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth, viewport: window.innerWidth })',
      )) as { page: number; body: number; viewport: number };
      expect(widths.page, `${id} at ${size.name}`).toBeLessThanOrEqual(widths.viewport);
      expect(widths.body, `${id} at ${size.name}`).toBeLessThanOrEqual(widths.viewport);
      expect.soft(await seriousViolations(page), `${id} at ${size.name}`).toEqual([]);
      if (size.width < 640) {
        expect.soft(await smallTapTargets(page), `${id}: tap targets under 44 px`).toEqual([]);
        expect.soft(await smallText(page), `${id}: text under 14 px`).toEqual([]);
      }
      expect.soft(consoleLines, `${id} at ${size.name}: console`).toEqual([]);
      await context.close();
    }
  });
}
