// RESULTS.md's 'Platform' section (tests/perf/sections/platform.mjs): the data's size and how long it took to write,
// the migration to partitions on it while writes went on, and each admin list's p50/p99 with the plans it ran.

const n = (value) => Number(value).toLocaleString('en');

/** The section's goals, in the goals table's form. */
export function platformDataGoals(section) {
  if (!section) return [];
  const slowest = section.queries.reduce((worst, q) => (q.p99 > (worst?.p99 ?? -1) ? q : worst), null);
  const { migration } = section;
  return [
    {
      goal: 'Admin lists and overview p99 < 50 ms each at platform size',
      value: slowest && `slowest: ${slowest.name}, p99 ${slowest.p99} ms`,
      met: section.queries.every((q) => q.p99 < 50),
    },
    {
      goal: 'History partitioned online on that data, no row lost',
      value: `${migration.lost.length ? `lost in ${migration.lost.join(', ')}` : 'every row kept'}, ${migration.writes.writes} writes meanwhile, slowest ${migration.writes.slowestMs} ms, ${migration.writes.errors} failed`,
      met: migration.lost.length === 0 && migration.writes.errors === 0,
    },
  ];
}

export function platformDataLines(section, measuredAt) {
  if (!section) return [];
  const { generated: g, migration: m } = section;
  return [
    '',
    `## Platform: the whole platform's data${measuredAt}`,
    '',
    `Generated (tests/perf/platform/generate.mjs, factor ${section.factor}) on the schema of the release before the partitions, in ${n(g.seconds)} s; the database then held ${section.databaseGiB} GiB.`,
    '',
    '| hosts | invitations | guests | answers | views | orders | guest-book entries |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| ${n(g.counts.hosts)} | ${n(g.counts.invitations)} | ${n(g.counts.guests)} | ${n(g.counts.answers)} | ${n(g.counts.views)} | ${n(g.counts.orders)} | ${n(g.counts.guestbook)} |`,
    '',
    '| generation step | seconds | rows |',
    '| --- | --- | --- |',
    ...(g.steps ?? []).map(
      (step) => `| ${step.name} | ${step.seconds} | ${step.rows === undefined ? '–' : n(step.rows)} |`,
    ),
    '',
    `### The migration to monthly partitions, on that data, while a guest and an admin kept writing`,
    '',
    '| migration | seconds |',
    '| --- | --- |',
    ...m.migrations.map((step) => `| ${step.name} | ${step.seconds} |`),
    '',
    `Rows before → after: ${Object.keys(m.countsBefore)
      .map((table) => `${table} ${n(m.countsBefore[table])} → ${n(m.countsAfter[table])}`)
      .join(
        '; ',
      )} (the writer added ${n(m.writes.writes)} views and audit rows; ${m.lost.length ? `**lost rows in ${m.lost.join(', ')}**` : 'none lost'}). Its slowest write took ${m.writes.slowestMs} ms; ${m.writes.errors} failed. Partitions: ${m.partitions.map((p) => `${p.parent} ${p.partitions}`).join(', ')}.`,
    '',
    `A guest's view dedupe (\`invitation_id, visitor, day = today\`) reads: ${section.hostViewDedupeScans.join(', ')}.`,
    '',
    "### The admin lists at that size (the service's own queries, in-process, one at a time, 200 runs after 10)",
    '',
    '| query | p50 ms | p99 ms | plan of each statement (EXPLAIN ANALYZE) |',
    '| --- | --- | --- | --- |',
    ...section.queries.map((q) => `| ${q.name} | ${q.p50} | ${q.p99} | ${q.plans.join('<br>')} |`),
  ];
}
