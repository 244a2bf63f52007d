// Lighthouse, mobile profile, on a guest's first visit to an invitation. Run against a started stack:
// `npm start`, then `npm run bench:lighthouse`. Goals (public invitation issue): performance ≥ 95, LCP ≤ 2.0 s.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8080';
const pages = (process.env.BENCH_PAGES ?? '/budi-dan-ani').split(',');
const goals = { performance: 95, lcpMs: 2000 };

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
let failed = false;
try {
  for (const pathname of pages) {
    const result = await lighthouse(base + pathname, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
    const { categories, audits } = result.lhr;
    const score = Math.round((categories.performance.score ?? 0) * 100);
    const lcp = audits['largest-contentful-paint'].numericValue;
    const ok = score >= goals.performance && lcp <= goals.lcpMs;
    failed ||= !ok;
    const element = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?';
    console.log(
      `${pathname}: LCP element ${element.slice(0, 120)}`,
    );
    console.log(
      `${pathname}: performance ${score}, LCP ${(lcp / 1000).toFixed(2)} s, FCP ${(audits['first-contentful-paint'].numericValue / 1000).toFixed(2)} s, ` +
        `TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms, CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)} — goal ≥ ${goals.performance}, LCP ≤ 2.0 s ${ok ? 'ok' : 'MISSED'}`,
    );
  }
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
