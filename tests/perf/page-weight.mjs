// Page weight of a guest's first visit: compressed JavaScript (and everything else) that the browser
// downloads for a page, per remote. Run against a started stack: `npm start`, then `npm run bench`.
// Budget (issue: public invitation): at most 180 KB of compressed JavaScript on a first visit to /{slug}.
import { chromium } from '@playwright/test';

const base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8080';
const pages = (process.env.BENCH_PAGES ?? '/,/budi-dan-ani,/login').split(',');
const budgets = { '/budi-dan-ani': 180 * 1024 };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
let failed = false;
for (const pathname of pages) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map();
  const totals = { js: 0, css: 0, other: 0 };
  const byArea = {};
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    types.set(requestId, { type, url: response.url }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = types.get(requestId);
    if (!entry) return;
    const kind = entry.type === 'Script' ? 'js' : entry.type === 'Stylesheet' ? 'css' : 'other';
    totals[kind] += encodedDataLength;
    const area = /\/remotes\/([^/]+)\//.exec(new URL(entry.url).pathname)?.[1] ?? 'shell';
    if (kind === 'js') byArea[area] = (byArea[area] ?? 0) + encodedDataLength;
  });
  await page.goto(base + pathname, { waitUntil: 'networkidle' });
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const budget = budgets[pathname];
  const over = budget !== undefined && totals.js > budget;
  failed ||= over;
  console.log(
    `${pathname}: JS ${kb(totals.js)} (${Object.entries(byArea)
      .map(([a, n]) => `${a} ${kb(n)}`)
      .join(
        ', ',
      )}), CSS ${kb(totals.css)}, other ${kb(totals.other)}${budget ? ` — budget ${kb(budget)} ${over ? 'OVER' : 'ok'}` : ''}`,
  );
  await context.close();
}
await browser.close();
process.exit(failed ? 1 : 0);
