// `npm run bench`: one run that measures the product beside its ceiling and writes tests/perf/RESULTS.md and
// RESULTS.json. It builds what is not built, starts a stack of its own twice (cold: a new data folder; warm: the same
// folder again), then measures page weight, Lighthouse, API load, the growth curve, a WhatsApp blast across many hosts
// and the production edge on the warm one. It never fails on a missed goal (a busy machine is no bug): RESULTS.md says
// which goals hold. BENCH_ONLY=weight,lighthouse,api,scale,blast,edge runs some sections (start-up is always measured);
// the deterministic byte budgets are in `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, startStack } from './lib/stack.mjs';
import { writeResults } from './lib/report.mjs';
import { weightSection } from './sections/weight.mjs';
import { lighthouseSection } from './sections/lighthouse.mjs';
import { apiSection } from './sections/api.mjs';
import { scaleSection } from './sections/scale.mjs';
import { blastSection } from './sections/blast.mjs';
import { edgeSection } from './sections/edge.mjs';
import { platformSection } from './sections/platform.mjs';

const sections = {
  weight: weightSection,
  lighthouse: lighthouseSection,
  api: apiSection,
  scale: scaleSection,
  blast: blastSection,
  edge: edgeSection,
  platform: platformSection,
};
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()) ?? Object.keys(sections);
// A folder of the run's own (two runs on other ports must not share it). PLATFORM_REUSE=1 (with PLATFORM_KEEP=1 on the
// run before and the same BENCH_DATA_DIR) starts on the kept folder and times the platform's admin lists again.
const dataDir = path.resolve(root, process.env.BENCH_DATA_DIR ?? path.join('.data', 'bench'));
const reuse = process.env.PLATFORM_REUSE === '1';
const began = performance.now();
const log = (message) =>
  console.log(`[bench ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const results = {
  date: new Date().toISOString(),
  commit:
    git('rev-parse', '--short', 'HEAD') +
    (git('status', '--porcelain', '--untracked-files=no') ? ' (+ uncommitted changes)' : ''),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  },
  sections: {},
};

log('building what is not built');
const build = spawnSync(process.execPath, ['infra/local/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) throw new Error('build failed');

// Cold: a new data folder (Postgres initialised, migrated, seeded). Warm: the same folder, everything in place.
log('start-up, cold');
const cold = reuse ? { startMs: Number.NaN } : await startStack({ dataDir, fresh: true });
if (!reuse) await cold.stop();
log(`cold start-up: ${Math.round(cold.startMs)} ms`);
log('start-up, warm');
const stack = await startStack({ dataDir, fresh: false });
log(`warm start-up: ${Math.round(stack.startMs)} ms`);
if (!reuse) results.sections.startup = { coldMs: Math.round(cold.startMs), warmMs: Math.round(stack.startMs) };

try {
  for (const name of Object.keys(sections)) {
    if (!only.includes(name)) continue;
    log(`— ${name}`);
    const started = performance.now();
    results.sections[name] = await sections[name]({ stack, log });
    results.sections[name].seconds = Math.round((performance.now() - started) / 1000);
  }
} finally {
  await stack.stop();
}
// Timed again on the kept data: the rest of the section (its generation and migration) stays as last measured.
if (results.sections.platform?.reused) {
  const previous = JSON.parse(fs.readFileSync(path.join(root, 'tests', 'perf', 'RESULTS.json'), 'utf8'));
  results.sections.platform = { ...previous.sections.platform, ...results.sections.platform, queriesAt: results.date };
}
results.seconds = Math.round((performance.now() - began) / 1000);
const written = writeResults(results, path.join(root, 'tests', 'perf'));
log(`wrote ${written.map((f) => path.relative(root, f)).join(' and ')} in ${results.seconds} s`);
if (process.env.PLATFORM_KEEP !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
