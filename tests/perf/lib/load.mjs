// HTTP load with autocannon, and the bare-Fastify ceiling measured in the same run.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * One load run. `requests` (autocannon's) may vary each request (distinct guests, addresses); `expect` lists the
 * statuses that count as intended (a limit answering 429 on purpose), every other non-2xx is an error.
 */
export async function load({
  url,
  connections = 50,
  seconds = 8,
  method = 'GET',
  headers,
  body,
  requests,
  expect = [],
  // Each row's first seconds are its warm-up, not measured: the code paths compiled, pools and plans settled.
  warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
}) {
  if (warmupSeconds > 0)
    await autocannon({ url, connections, duration: warmupSeconds, method, headers, body, requests });
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method,
    headers,
    body,
    requests,
    expectBody: undefined,
  });
  const intended = expect.reduce((n, status) => n + (result.statusCodeStats?.[status]?.count ?? 0), 0);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx - intended,
    intended,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}

/** Starts the ceiling server in a process of its own; answers its URL and a stop(). */
export async function startCeiling() {
  const child = fork(path.join(import.meta.dirname, 'ceiling-server.mjs'), ['0'], { stdio: 'ignore' });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`ceiling server ended (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
