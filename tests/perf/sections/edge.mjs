// The production edge, measured: the public API and the filled page at the invitation service itself, through the
// repository's nginx configurations in front of it (the Ingress model for /api/invitation and /{slug}, the shell's
// server for /{slug}: tests/perf/lib/nginx.mjs) and through the local Node gateway, one after the other in rounds so a
// busy moment of the machine does not fall on one of them alone. The CPU time each process used per request says what
// the hop costs where the edge has cores of its own (here, on 2 cores, it takes them from the service and the client).
import { benchPorts } from '../lib/stack.mjs';
import { load } from '../lib/load.mjs';
import { startEdge } from '../lib/nginx.mjs';
import { cpuSeconds } from '../lib/processes.mjs';

const slug = 'budi-dan-ani';
const rounds = Number(process.env.BENCH_EDGE_ROUNDS ?? 2);
// As api.mjs: a browser's Accept-Encoding, which every edge passes on, so the service's kept compressed bodies go out.
const headers = { 'accept-encoding': 'gzip, deflate, br' };
const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
/** The rounds' mean CPU per request, of those measured. */
const meanCpu = (values) => {
  const known = values.filter((v) => v !== null);
  return known.length ? Math.round(mean(known)) : null;
};

/** CPU seconds of a group of processes, or null when one of them is gone (restarted by the supervisor meanwhile). */
const cpuOf = (group) => {
  try {
    return cpuSeconds(group);
  } catch {
    return null;
  }
};

/** One row: `warmupSeconds` of warm-up, then the measured load, with the CPU its processes used meanwhile. */
async function measure(url, pids, log) {
  const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
  if (warmupSeconds > 0) await load({ url, headers, seconds: warmupSeconds, warmupSeconds: 0 });
  const watched = pids();
  const before = watched.map(cpuOf);
  const result = await load({ url, headers, warmupSeconds: 0 });
  const cpuUs = watched.map((group, i) => {
    const after = cpuOf(group);
    if (after === null || before[i] === null) log(`processes ${group.join(', ')} ended during the run`);
    return after === null || before[i] === null ? null : Math.round(((after - before[i]) * 1e6) / result.requests);
  });
  return { ...result, serviceCpuUsPerRequest: cpuUs[0], edgeCpuUsPerRequest: cpuUs[1] ?? null };
}

export async function edgeSection({ stack, log }) {
  const service = stack.services.invitation;
  const edge = await startEdge({
    serviceUrl: service,
    shellPort: benchPorts.gateway + 1,
    ingressPort: benchPorts.gateway + 2,
  });
  const invitation = () => [stack.pidOf('invitation')];
  const rows = [
    { target: 'api', via: 'service', url: `${service}/api/invitation/public/${slug}`, pids: () => [invitation()] },
    { target: 'api', via: 'ingress', url: `${edge.ingressUrl}/api/invitation/public/${slug}` },
    { target: 'api', via: 'gateway', url: `${stack.base}/api/invitation/public/${slug}` },
    { target: 'page', via: 'service', url: `${service}/api/invitation/page/${slug}`, pids: () => [invitation()] },
    { target: 'page', via: 'shell', url: `${edge.shellUrl}/${slug}` },
    { target: 'page', via: 'ingress', url: `${edge.ingressUrl}/${slug}` },
    { target: 'page', via: 'gateway', url: `${stack.base}/${slug}` },
  ];
  for (const row of rows)
    row.pids ??= () => [invitation(), row.via === 'gateway' ? [stack.pidOf('gateway')] : edge.pids()];
  try {
    // Each way answers the same page: nginx's fallback (the plain shell page) would be no measure of the proxy.
    for (const row of rows) {
      const answer = await fetch(row.url, { headers });
      const body = await answer.text();
      if (answer.status !== 200 || !body.includes('Budi'))
        throw new Error(`${row.url}: ${answer.status}, not the page`);
    }
    const runs = rows.map(() => []);
    for (let round = 1; round <= rounds; round += 1)
      for (const [i, row] of rows.entries()) {
        const result = await measure(row.url, row.pids, log);
        runs[i].push(result);
        log(
          `round ${round}, ${row.target} via ${row.via}: ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, errors ${result.errors}, CPU µs/request: service ${result.serviceCpuUsPerRequest}, edge ${result.edgeCpuUsPerRequest ?? '–'}`,
        );
      }
    const results = rows.map(({ target, via, url }, i) => ({
      target,
      via,
      path: new URL(url).pathname,
      requestsPerSecond: Math.round(mean(runs[i].map((r) => r.requestsPerSecond))),
      latencyMs: {
        p50: Number(mean(runs[i].map((r) => r.latencyMs.p50)).toFixed(1)),
        p99: Number(mean(runs[i].map((r) => r.latencyMs.p99)).toFixed(1)),
      },
      errors: runs[i].reduce((sum, r) => sum + r.errors, 0),
      serviceCpuUsPerRequest: meanCpu(runs[i].map((r) => r.serviceCpuUsPerRequest)),
      edgeCpuUsPerRequest: meanCpu(runs[i].map((r) => r.edgeCpuUsPerRequest)),
      rounds: runs[i].map((r) => r.requestsPerSecond),
    }));
    for (const row of results) {
      const direct = results.find((r) => r.target === row.target && r.via === 'service');
      row.ratioToService = Number((row.requestsPerSecond / direct.requestsPerSecond).toFixed(3));
    }
    return { slug, rounds, nginx: edge.version, rows: results };
  } finally {
    await edge.stop();
  }
}
