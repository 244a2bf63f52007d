// Lighthouse, mobile profile, on a guest's first visit to an invitation. Run against a started stack:
// `npm start`, then `npm run bench:lighthouse`. Goals (public invitation issue): performance ≥ 95, LCP ≤ 2.0 s,
// judged on the median of BENCH_RUNS runs (default 3), since one run on a busy 2-core machine is noisy.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8080';
const pages = (process.env.BENCH_PAGES ?? '/budi-dan-ani').split(',');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const goals = { performance: 95, lcpMs: 2000 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
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
try {
  for (const pathname of pages) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const { categories, audits } = (
        await lighthouse(base + pathname, {
          port: chrome.port,
          output: 'json',
          onlyCategories: ['performance'],
          logLevel: 'error',
        })
      ).lhr;
      const result = {
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      };
      results.push(result);
      console.log(
        `${pathname} run ${run}: performance ${result.score}, LCP ${seconds(result.lcp)}, FCP ${seconds(result.fcp)}, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}`,
      );
    }
    const score = median(results.map((r) => r.score));
    const lcp = median(results.map((r) => r.lcp));
    const ok = score >= goals.performance && lcp <= goals.lcpMs;
    failed ||= !ok;
    console.log(
      `${pathname}: median of ${runs}: performance ${score}, LCP ${seconds(lcp)} — goal ≥ ${goals.performance}, LCP ≤ 2.0 s ${ok ? 'ok' : 'MISSED'}`,
    );
  }
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
