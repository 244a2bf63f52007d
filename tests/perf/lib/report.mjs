// RESULTS.json (everything measured) and RESULTS.md (the tables, each goal met or missed, then FINDINGS.md: the
// profiles and fixes, written by hand). A run of some sections keeps the other sections of the last full run, each
// with the date and commit it was measured at.
import fs from 'node:fs';
import path from 'node:path';
import { platformDataGoals, platformDataLines } from './report-platform-data.mjs';
import { platformScaleGoals, platformScaleLines } from './report-platform.mjs';

const fmt = (n, digits = 0) => (n === null || n === undefined ? '–' : Number(n).toFixed(digits));

function goalsOf(sections) {
  const goals = [];
  const add = (goal, value, met) =>
    goals.push({ goal, value, met: value === null || value === undefined ? null : met });
  const lh = (page) => sections.lighthouse?.rows.find((r) => r.page === page)?.median;
  const home = lh('/');
  const invitation = lh('/budi-dan-ani');
  add('`/` Lighthouse performance ≥ 95', home?.performance, home?.performance >= 95);
  add('`/` CLS ≤ 0.02', home?.cls, home?.cls <= 0.02);
  add('`/` LCP ≤ 2.0 s', home && `${fmt(home.lcpMs)} ms`, home?.lcpMs <= 2000);
  add('`/{slug}` Lighthouse performance ≥ 98', invitation?.performance, invitation?.performance >= 98);
  add('`/{slug}` LCP ≤ 1.5 s', invitation && `${fmt(invitation.lcpMs)} ms`, invitation?.lcpMs <= 1500);
  const weight = sections.weight?.rows.find((r) => r.route === '/budi-dan-ani');
  add('`/{slug}` first-visit JS ≤ 160 KB compressed', weight && `${weight.jsKB} KB`, weight?.jsKB <= 160);
  const api = Object.fromEntries((sections.api?.rows ?? []).map((r) => [r.id, r]));
  const ratio = (id) => api[id]?.ratioToCeiling;
  add('Filled HTML page at the service ≥ 0.5 × ceiling', ratio('page-service'), ratio('page-service') >= 0.5);
  add('Public API at the service ≥ 0.5 × ceiling', ratio('public-api-service'), ratio('public-api-service') >= 0.5);
  const rsvp = api['rsvp-service'];
  add(
    'RSVP ≥ 1,500/s, p99 < 50 ms, no errors',
    rsvp && `${rsvp.requestsPerSecond}/s, p99 ${rsvp.latencyMs.p99} ms, ${rsvp.errors} errors`,
    rsvp?.requestsPerSecond >= 1500 && rsvp?.latencyMs.p99 < 50 && rsvp?.errors === 0,
  );
  const at = (n) => sections.scale?.rows.find((r) => r.guests === n)?.guestList?.latencyMs.p99;
  add('Guest list p99 < 50 ms at 10,000 guests', at(10_000) !== undefined ? `${at(10_000)} ms` : null, at(10_000) < 50);
  add(
    'Guest list p99 at 100,000 within 2× of 10,000',
    at(100_000) !== undefined ? `${at(100_000)} ms` : null,
    at(100_000) <= 2 * at(10_000),
  );
  for (const goal of platformScaleGoals(sections)) add(goal.goal, goal.value, goal.met);
  for (const goal of platformDataGoals(sections.platform)) add(goal.goal, goal.value, goal.met);
  return goals;
}

function markdown(results, findings) {
  const { sections: s } = results;
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (tests/perf/bench.mjs); do not edit by hand — the findings at the end come from`,
    'tests/perf/FINDINGS.md.',
    '',
    `| machine | date | commit | bench took |`,
    '| --- | --- | --- | --- |',
    `| ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGiB} GiB, Node ${results.machine.node} | ${results.date} | ${results.commit} | ${results.seconds} s |`,
    '',
    '## Goals',
    '',
    '| goal | measured | met |',
    '| --- | --- | --- |',
    ...goalsOf(s).map(
      (g) => `| ${g.goal} | ${g.value ?? 'not measured'} | ${g.met === null ? '–' : g.met ? 'yes' : '**no**'} |`,
    ),
  ];
  const measuredAt = (section) =>
    section?.measuredAt ? ` (measured ${section.measuredAt.date}, ${section.measuredAt.commit})` : '';
  if (s.startup)
    lines.push(
      '',
      '## Start-up',
      '',
      `From \`node infra/local/start.mjs\` to every service ready: cold (new data folder: Postgres initialised, migrated, seeded) ${fmt(s.startup.coldMs / 1000, 1)} s, warm (same folder) ${fmt(s.startup.warmMs / 1000, 1)} s.`,
    );
  if (s.weight)
    lines.push(
      '',
      `## Page weight, first visit${measuredAt(s.weight)}`,
      '',
      'Compressed bytes as downloaded, empty cache, 390 × 844.',
      '',
      '| route | JS KB | by area | CSS KB | fonts KB | images KB | total KB | requests | remotes |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...s.weight.rows.map(
        (r) =>
          `| ${r.route} | ${r.jsKB} | ${Object.entries(r.jsByAreaKB)
            .map(([a, n]) => `${a} ${n}`)
            .join(
              ', ',
            )} | ${r.cssKB} | ${r.fontKB} | ${r.imageKB} | ${r.totalKB} | ${r.requests} | ${r.remotes.join(', ') || '–'} |`,
      ),
    );
  if (s.lighthouse)
    lines.push(
      '',
      `## Lighthouse, mobile, median of ${s.lighthouse.rows[0]?.runs.length ?? 0}${measuredAt(s.lighthouse)}`,
      '',
      '| page | performance | LCP ms | CLS | TBT ms | FCP ms | accessibility | best practices | SEO | runs (performance) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...s.lighthouse.rows.map(
        ({ page, median: m, runs }) =>
          `| ${page} | ${m.performance} | ${m.lcpMs} | ${m.cls} | ${m.tbtMs} | ${m.fcpMs} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${runs.map((r) => r.performance).join(', ')} |`,
      ),
    );
  if (s.api)
    lines.push(
      '',
      `## Load (autocannon, 50 connections × 8 s after 2 s of warm-up, unless said)${measuredAt(s.api)}`,
      '',
      `Ceiling: bare Fastify answering a constant JSON in a process of its own, measured before and after the rows: ${s.api.ceiling.first.requestsPerSecond} and ${s.api.ceiling.last.requestsPerSecond} req/s (mean ${s.api.ceiling.requestsPerSecond}).`,
      '',
      '| what | req/s | × ceiling | p50 ms | p99 ms | errors | intended (429) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...s.api.rows.map(
        (r) =>
          `| ${r.name} | ${r.requestsPerSecond} | ${r.ratioToCeiling} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.errors} | ${r.intended} |`,
      ),
      '',
      `The local gateway's cost (1 − gateway ÷ service), kept without a goal (a development tool; production's edge is ` +
        `nginx, measured below): public API ${fmt(s.api.gatewayCost.publicApi * 100)} %, HTML page ${fmt(s.api.gatewayCost.page * 100)} %.`,
    );
  if (s.scale)
    lines.push(
      '',
      `## Growth: one host's list and analytics, 10 connections × 5 s after 2 s of warm-up${measuredAt(s.scale)}`,
      '',
      '| guests | guest list req/s | p50 | p99 | search p99 | analytics req/s | p99 | overview req/s | p99 |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...s.scale.rows.map(
        (r) =>
          `| ${r.guests.toLocaleString('en')} | ${r.guestList.requestsPerSecond} | ${r.guestList.latencyMs.p50} | ${r.guestList.latencyMs.p99} | ${r.guestSearch.latencyMs.p99} | ${r.analytics.requestsPerSecond} | ${r.analytics.latencyMs.p99} | ${r.overview.requestsPerSecond} | ${r.overview.latencyMs.p99} |`,
      ),
    );
  lines.push(...platformScaleLines(s, measuredAt));
  lines.push(...platformDataLines(s.platform, measuredAt(s.platform)));
  if (findings) lines.push('', findings.trim());
  return `${lines.join('\n')}\n`;
}

export function writeResults(results, folder) {
  const jsonFile = path.join(folder, 'RESULTS.json');
  const mdFile = path.join(folder, 'RESULTS.md');
  const previous = fs.existsSync(jsonFile) ? JSON.parse(fs.readFileSync(jsonFile, 'utf8')) : null;
  for (const [name, section] of Object.entries(previous?.sections ?? {}))
    if (!results.sections[name])
      results.sections[name] = {
        ...section,
        measuredAt: section.measuredAt ?? { date: previous.date, commit: previous.commit },
      };
  const findingsFile = path.join(folder, 'FINDINGS.md');
  const findings = fs.existsSync(findingsFile) ? fs.readFileSync(findingsFile, 'utf8') : '';
  fs.writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(mdFile, markdown(results, findings));
  return [mdFile, jsonFile];
}
