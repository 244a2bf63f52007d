// Page weight of a first visit (empty cache): compressed bytes by kind, requests, and which remotes were downloaded.
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../chromium.cjs';
import { newHost } from '../lib/fixtures.mjs';

export const routes = ['/', '/budi-dan-ani', '/login', '/app/dashboard'];

async function signedInState(base) {
  // A host's real session, put where the shell keeps it (the same as tests/e2e/support/session.ts).
  const host = await newHost(base);
  const session = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: host.email, password: host.password }),
  }).then((r) => r.json());
  const { toSession } = await import('@undangin/platform/session');
  return JSON.stringify(toSession(session));
}

export async function weightSection({ stack, log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const session = await signedInState(stack.base);
  const rows = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (route.startsWith('/app/'))
        await context.addInitScript({
          content: `localStorage.setItem('undangin.session', ${JSON.stringify(session)});`,
        });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const seen = new Map();
      const bytes = { js: 0, css: 0, font: 0, image: 0, document: 0, other: 0 };
      const jsByArea = {};
      let requests = 0;
      cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
        seen.set(requestId, { type, url: response.url }),
      );
      cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
        const entry = seen.get(requestId);
        if (!entry) return;
        requests += 1;
        const kind =
          { Script: 'js', Stylesheet: 'css', Font: 'font', Image: 'image', Document: 'document' }[entry.type] ??
          'other';
        bytes[kind] += encodedDataLength;
        const area = /\/remotes\/([^/]+)\//.exec(new URL(entry.url).pathname)?.[1] ?? 'shell';
        if (kind === 'js') jsByArea[area] = (jsByArea[area] ?? 0) + encodedDataLength;
      });
      await page.goto(stack.base + route, { waitUntil: 'networkidle' });
      const kb = (n) => Number((n / 1024).toFixed(1));
      const row = {
        route,
        jsKB: kb(bytes.js),
        cssKB: kb(bytes.css),
        fontKB: kb(bytes.font),
        imageKB: kb(bytes.image),
        totalKB: kb(Object.values(bytes).reduce((a, b) => a + b, 0)),
        requests,
        jsByAreaKB: Object.fromEntries(Object.entries(jsByArea).map(([area, n]) => [area, kb(n)])),
        remotes: Object.keys(jsByArea)
          .filter((area) => area !== 'shell')
          .sort(),
      };
      rows.push(row);
      log(
        `${route}: JS ${row.jsKB} KB (${Object.entries(row.jsByAreaKB)
          .map(([a, n]) => `${a} ${n}`)
          .join(', ')}), CSS ${row.cssKB} KB, ${requests} requests`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { rows };
}
