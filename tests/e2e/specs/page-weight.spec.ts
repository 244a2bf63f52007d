import { expect, test, type Page } from '@playwright/test';

// The byte budgets of a first visit (empty cache), as the browser downloads them: compressed, headers included.
// Bytes of a build are the same on every machine, so these hold in `npm test`; speed goals live in `npm run bench`.
const kb = 1024;
const budgets: { route: string; ready: (page: Page) => Promise<void>; js: number; css: number }[] = [
  {
    // A guest's invitation, on a cheap phone: no Redux, no session keeper, no other remote.
    route: '/budi-dan-ani',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Budi & Ani' })).toBeVisible(),
    js: 160 * kb,
    css: 10 * kb,
  },
  {
    route: '/',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    // The shared kit's index carries what every page uses; the dashboard's sidebar and the tabs load where used.
    js: 200 * kb,
    css: 12 * kb,
  },
  {
    route: '/login',
    ready: (page) => expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible(),
    js: 165 * kb,
    css: 8 * kb,
  },
];

for (const { route, ready, js, css } of budgets) {
  test(`a first visit to ${route} stays within ${js / kb} KB of compressed JS and ${css / kb} KB of CSS`, async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    const bytes = { Script: 0, Stylesheet: 0 };
    cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const type = types.get(requestId);
      if (type === 'Script' || type === 'Stylesheet') bytes[type] += encodedDataLength;
    });
    await page.goto(route);
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(bytes.Script).toBeGreaterThan(50 * kb);
    expect(bytes.Script).toBeLessThanOrEqual(js);
    expect(bytes.Stylesheet).toBeLessThanOrEqual(css);
  });
}
