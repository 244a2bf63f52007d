// Lighthouse, mobile profile (its default: a mid-range phone, slow 4G), the median of BENCH_LIGHTHOUSE_RUNS runs.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from '../../chromium.cjs';
import { median } from '../lib/load.mjs';

export const pages = ['/', '/budi-dan-ani'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function lighthouseSection({ stack, log }) {
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const rows = [];
  try {
    for (const pathname of pages) {
      const results = [];
      for (let run = 1; run <= runs; run += 1) {
        const { lhr } = await lighthouse(stack.base + pathname, {
          port: chrome.port,
          output: 'json',
          onlyCategories: categories,
          logLevel: 'error',
        });
        const audit = (id) => lhr.audits[id]?.numericValue ?? null;
        const result = {
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          fcpMs: Math.round(audit('first-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
          // What shifted, when something did: the first offenders Lighthouse names.
          shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => ({
            node: item.node?.snippet ?? item.node?.selector ?? null,
            score: Number((item.score ?? 0).toFixed(3)),
          })),
          lcpElement:
            lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
        };
        results.push(result);
        log(
          `${pathname} run ${run}: performance ${result.performance}, LCP ${result.lcpMs} ms, CLS ${result.cls}, TBT ${result.tbtMs} ms`,
        );
      }
      const pick = (key) => median(results.map((r) => r[key]));
      rows.push({
        page: pathname,
        runs: results,
        median: Object.fromEntries(
          ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'fcpMs', 'tbtMs', 'cls'].map((k) => [
            k,
            pick(k),
          ]),
        ),
      });
    }
  } finally {
    await chrome.kill();
  }
  return { rows };
}
