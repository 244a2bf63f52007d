// RESULTS.md's 'Platform scale' section: the WhatsApp blast across many hosts (tests/perf/sections/blast.mjs) and the
// production edge in front of the invitation service (tests/perf/sections/edge.mjs), their goals and their tables.

const n = (value) => (value === null || value === undefined ? '–' : Number(value).toLocaleString('en'));
// The pod's memory limit (infra/k8s/services/invitation/deployment.yaml): what "bounded" has to stay under.
const podLimitMB = 512;
const defaultRun = (blast) => blast?.runs.reduce((a, b) => (b.cacheEntries > a.cacheEntries ? b : a));
const smallRun = (blast) => blast?.runs.reduce((a, b) => (b.cacheEntries < a.cacheEntries ? b : a));
const p99s = (phase) => `page p99 ${phase.byKind.page?.p99} ms, data p99 ${phase.byKind.api?.p99} ms`;
const below50 = (phase) => phase.byKind.page?.p99 < 50 && phase.byKind.api?.p99 < 50 && phase.errors === 0;
const edgeRow = (edge, target, via) => edge?.rows.find((r) => r.target === target && r.via === via);
const viaName = {
  service: 'the invitation service itself',
  ingress: 'the Ingress model (ingress-nginx defaults)',
  shell: "the shell's nginx (infra/docker/shell.nginx.conf.template)",
  gateway: 'the local gateway (Node, `npm start`)',
};

/** The two sections' goals, in the goals table's form. */
export function platformScaleGoals({ blast, edge }) {
  const goals = [];
  const big = defaultRun(blast);
  const small = smallRun(blast);
  if (big) {
    goals.push(
      {
        goal: `Blast, cold: ${n(blast.invitations)} invitations opened once within a minute, p99 < 50 ms at the service`,
        value: `${p99s(big.cold)}, ${big.cold.errors} errors`,
        met: below50(big.cold),
      },
      {
        goal: `Blast, then ${n(blast.visits)} visits over them, p99 < 50 ms at the service`,
        value: `${p99s(big.visits)}, ${n(big.visits.requestsPerSecond)} req/s, ${big.visits.errors} errors`,
        met: below50(big.visits),
      },
      {
        goal: `Blast: the service's memory bounded by its page cache (RSS < ${podLimitMB} MB, less with a smaller cache)`,
        value: `RSS ${big.memory.afterVisits.rssMB} MB with ${n(big.cacheEntries)}, ${small.memory.afterVisits.rssMB} MB with ${n(small.cacheEntries)}`,
        met:
          big.memory.afterVisits.rssMB < podLimitMB &&
          small.memory.afterVisits.heapUsedMB <= big.memory.afterVisits.heapUsedMB,
      },
    );
  }
  for (const [target, via, what] of [
    ['api', 'ingress', 'public API through the Ingress'],
    ['page', 'ingress', 'page through the Ingress'],
    ['page', 'shell', "page through the shell's nginx"],
  ]) {
    const row = edgeRow(edge, target, via);
    if (row)
      goals.push({
        goal: `Production edge ≥ 0.8 × the service: ${what}`,
        value: `${row.ratioToService} (${n(row.requestsPerSecond)} of ${n(edgeRow(edge, target, 'service').requestsPerSecond)} req/s)`,
        met: row.ratioToService >= 0.8,
      });
  }
  return goals;
}

function blastLines(blast, measuredAt) {
  const phases = blast.runs.flatMap((run) =>
    [
      ['cold: each invitation once', run.cold],
      ['visits', run.visits],
    ].map(
      ([phase, r]) =>
        `| ${n(run.cacheEntries)} | ${phase} | ${n(r.requests)} | ${r.seconds} | ${n(r.requestsPerSecond)} | ${r.byKind.page?.p50} / ${r.byKind.page?.p99} | ${r.byKind.api?.p50} / ${r.byKind.api?.p99} | ${r.latencyMs.max} | ${r.errors} |`,
    ),
  );
  const memory = blast.runs.map(
    ({ cacheEntries, memory: m }) =>
      `| ${n(cacheEntries)} | ${m.before.rssMB} → ${m.afterCold.rssMB} → ${m.afterVisits.rssMB} | ${m.before.heapUsedMB} → ${m.afterCold.heapUsedMB} → ${m.afterVisits.heapUsedMB} |`,
  );
  return [
    '',
    `### WhatsApp blast${measuredAt}`,
    '',
    `${n(blast.invitations)} published invitations of as many hosts (copies of the demo's, ${blast.guestsEach} guests each), at the invitation service itself, restarted with each page cache size (\`PUBLIC_PAGE_CACHE_ENTRIES\`) and warmed up on other invitations. A visit is a guest's personal link (\`?to=…&g=…\`): the page, then the invitation's data, \`Accept-Encoding: gzip, deflate, br\`. Cold: every invitation once, ${blast.coldPerSecond} visits a second, started on time whatever the answers do (open loop). Visits: ${n(blast.visits)} over the same invitations by Zipf's law (s = ${blast.zipfS}: a few hot, most opened once or twice), ${blast.connections} guests at once (closed loop).`,
    '',
    '| cache | phase | requests | s | req/s | page p50 / p99 ms | data p50 / p99 ms | slowest ms | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...phases,
    '',
    "The invitation service's memory, at rest (warmed up) → after the cold phase → after the visits, a second after each:",
    '',
    '| cache | RSS MB | V8 heap in use MB |',
    '| --- | --- | --- |',
    ...memory,
  ];
}

function edgeLines(edge, measuredAt) {
  return [
    '',
    `### Production edge${measuredAt}`,
    '',
    `\`/${edge.slug}\`'s public API and filled page at the service, through the repository's nginx in front of it and through the local gateway: autocannon, 50 connections × 8 s after 2 s of warm-up, ${edge.rounds} round${edge.rounds === 1 ? '' : 's'} taking turns (the means shown). nginx ${edge.nginx} with the official image's nginx.conf (worker_processes auto: one per core, worker_connections 1024, keepalive_timeout 65, sendfile on); the Ingress modelled by a server with ingress-nginx's defaults (HTTP/1.1 to the service, 320 kept upstream connections, no proxy buffering; no TLS, no Lua balancer). CPU µs per request: each process's user + system time over the measured run ÷ its requests; on this machine the edge takes its CPU from the service and the client, where it has cores of its own it carries about 10⁶ ÷ its µs requests a second per core. Errors through nginx: connections it ends after their 1,000th request (keepalive_requests) while autocannon sends the next.`,
    '',
    '| what | via | path | req/s | × service | p50 ms | p99 ms | errors | service CPU µs/req | edge CPU µs/req |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...edge.rows.map(
      (r) =>
        `| ${r.target === 'api' ? 'public API' : 'page'} | ${viaName[r.via]} | \`${r.path}\` | ${n(r.requestsPerSecond)} | ${r.ratioToService} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.errors} | ${r.serviceCpuUsPerRequest} | ${r.edgeCpuUsPerRequest ?? '–'} |`,
    ),
  ];
}

/** The section's lines of RESULTS.md; `measuredAt(section)` says when a section was measured if not in this run. */
export function platformScaleLines({ blast, edge }, measuredAt) {
  if (!blast && !edge) return [];
  return [
    '',
    '## Platform scale: a blast across many hosts, the production edge',
    ...(blast ? blastLines(blast, measuredAt(blast)) : []),
    ...(edge ? edgeLines(edge, measuredAt(edge)) : []),
  ];
}
