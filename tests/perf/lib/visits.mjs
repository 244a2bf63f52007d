// Guests' visits spread over many invitations, each its own URLs: autocannon repeats a fixed set of requests, so the
// blast drives a keep-alive undici pool itself and keeps every latency (tens of thousands of numbers: exact
// percentiles, no histogram). A visit is a guest's phone opening a personal link: the page, then the invitation's data.
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';

const round = (n) => Math.round(n * 10) / 10;

/** p50, p90, p99 and max of a list of milliseconds, to 0.1 ms. */
export function percentiles(values) {
  if (!values.length) return { p50: null, p90: null, p99: null, max: null };
  const sorted = Float64Array.from(values).sort();
  const at = (q) => round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: round(sorted[sorted.length - 1]) };
}

/** What one run of visits measured: per kind of request (page, api) and all together. */
function summary(samples, errors, seconds) {
  const all = Object.values(samples).flat();
  return {
    seconds: round(seconds),
    requests: all.length,
    requestsPerSecond: Math.round(all.length / seconds),
    latencyMs: percentiles(all),
    byKind: Object.fromEntries(Object.entries(samples).map(([kind, list]) => [kind, percentiles(list)])),
    errors,
  };
}

function runner(origin, connections, headers) {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  const samples = {};
  let errors = 0;
  /** One visit: its requests one after the other, as a phone makes them; a failed request is an error, not a sample. */
  const visit = async (requests) => {
    for (const { kind, path } of requests) {
      const began = performance.now();
      try {
        const { statusCode, body } = await pool.request({ path, method: 'GET', headers });
        await body.arrayBuffer();
        if (statusCode !== 200) errors += 1;
        else (samples[kind] ??= []).push(performance.now() - began);
      } catch {
        errors += 1;
      }
    }
  };
  return { pool, samples, visit, errors: () => errors };
}

/**
 * Open loop: visit i starts at i ÷ perSecond seconds whatever the earlier ones are doing (as guests do: a slow answer
 * does not hold the next guest back), over at most `connections` keep-alive connections.
 */
export async function visitAtRate({ origin, visits, perSecond, connections = 50, headers }) {
  const run = runner(origin, connections, headers);
  const started = performance.now();
  const running = [];
  for (const [i, requests] of visits.entries()) {
    const wait = started + (i * 1000) / perSecond - performance.now();
    if (wait > 1) await sleep(wait);
    running.push(run.visit(requests));
  }
  await Promise.all(running);
  const seconds = (performance.now() - started) / 1000;
  await run.pool.close();
  return summary(run.samples, run.errors(), seconds);
}

/** Closed loop: `connections` guests at once, each starting the next visit of the list as soon as theirs is done. */
export async function visitAll({ origin, visits, connections = 50, headers }) {
  const run = runner(origin, connections, headers);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < visits.length) await run.visit(visits[next++]);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await run.pool.close();
  return summary(run.samples, run.errors(), seconds);
}

/** A deterministic random number generator (mulberry32): the same visits every run. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * `count` picks of 0…n−1 by Zipf's law (the k-th most visited is picked ∝ 1/k^s): a few invitations hot, the many
 * opened once or twice; which index is hot is shuffled, not the first ones written.
 */
export function zipfPicks({ n, count, s = 1, random }) {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k += 1) cumulative[k] = total += 1 / (k + 1) ** s;
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return Array.from({ length: count }, () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return order[low];
  });
}
