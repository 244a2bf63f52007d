// A WhatsApp blast across many hosts: 2,000 published invitations of 2,000 hosts opened once each within a minute
// (a cold cache), then 20,000 guest visits spread over them, hot few and cold many. At the invitation service itself,
// once with a small page cache and once with the default (PUBLIC_PAGE_CACHE_ENTRIES), the service's memory read before
// and after each phase: the cache's bound is what holds it, and what a smaller one costs shows in the latencies.
import { setTimeout as sleep } from 'node:timers/promises';
import { addPublishedInvitations, removeHosts } from '../lib/fixtures.mjs';
import { heapUsedMB, residentMB } from '../lib/processes.mjs';
import { seeded, visitAll, visitAtRate, zipfPicks } from '../lib/visits.mjs';

const invitations = Number(process.env.BENCH_BLAST_INVITATIONS ?? 2_000);
const visitsAfter = Number(process.env.BENCH_BLAST_VISITS ?? 20_000);
// Phase 1: 40 invitations a second (each its page and data, 80 requests a second): all 2,000 within 50 s.
const coldPerSecond = 40;
const connections = 50;
// Invitations of their own that warm a new service up (code compiled, pools open) before the blast: what is measured
// is a cold cache, not a process that has not answered anything yet.
const warmUpInvitations = 50;
// Small first, the default last: the stack goes on (to the next sections) as the bench started it.
const cacheSizes = [200, 2_000];
// As a phone asks: its Accept-Encoding, so a kept page goes out in the form compressed once.
const headers = { 'accept-encoding': 'gzip, deflate, br' };

/** A guest's visit by their personal link (?to=…&g=…): the page, then the invitation's data with their code. */
const visitOf = ({ slug, guests }, guest) => {
  const { name, code } = guests[guest % guests.length];
  return [
    { kind: 'page', path: `/api/invitation/page/${slug}?to=${encodeURIComponent(name)}&g=${code}` },
    { kind: 'api', path: `/api/invitation/public/${slug}?g=${code}` },
  ];
};

async function memoryOf(stack) {
  // A moment for the last answers' garbage to settle: the figures are of a service at rest after a phase.
  await sleep(1_000);
  return { rssMB: residentMB(stack.pidOf('invitation')), heapUsedMB: await heapUsedMB(stack.services.invitation) };
}

const line = (name, r) =>
  `${name}: ${r.requests} requests in ${r.seconds} s (${r.requestsPerSecond}/s), page p50 ${r.byKind.page?.p50} / p99 ${r.byKind.page?.p99} ms, data p50 ${r.byKind.api?.p50} / p99 ${r.byKind.api?.p99} ms, all p99 ${r.latencyMs.p99} ms, errors ${r.errors}`;

export async function blastSection({ stack, log }) {
  const made = await addPublishedInvitations(stack.databaseUrl, {
    count: warmUpInvitations + invitations,
    guestsEach: 3,
  });
  log(`${made.invitations.length} invitations of as many hosts written, 3 guests each`);
  const random = seeded(2_000);
  const warmUp = made.invitations
    .splice(0, warmUpInvitations)
    .flatMap((invitation, i) => [visitOf(invitation, i), visitOf(invitation, i + 1)]);
  // Phase 1 opens every invitation once, in an order of its own; phase 2 picks by Zipf's law (s = 1: the hottest
  // invitation takes about 12 % of the visits, more than half of them see 3 or fewer).
  const cold = made.invitations
    .map((invitation, i) => ({ invitation, key: random(), guest: i }))
    .sort((a, b) => a.key - b.key)
    .map(({ invitation, guest }) => visitOf(invitation, guest));
  const warm = zipfPicks({ n: made.invitations.length, count: visitsAfter, random }).map((pick, i) =>
    visitOf(made.invitations[pick], i),
  );
  const runs = [];
  try {
    for (const entries of cacheSizes) {
      // A new invitation service (the whole stack, warm) with this setting: a cold cache and a heap of its own.
      await stack.restart(entries === 2_000 ? {} : { PUBLIC_PAGE_CACHE_ENTRIES: String(entries) });
      const origin = stack.services.invitation;
      await visitAll({ origin, visits: warmUp, connections: 10, headers });
      const before = await memoryOf(stack);
      log(
        `cache ${entries}: invitation service warmed up on other invitations, RSS ${before.rssMB} MB, heap ${before.heapUsedMB} MB`,
      );
      const coldRun = await visitAtRate({ origin, visits: cold, perSecond: coldPerSecond, connections, headers });
      const afterCold = await memoryOf(stack);
      log(`cache ${entries}, ${line('cold', coldRun)}; RSS ${afterCold.rssMB} MB, heap ${afterCold.heapUsedMB} MB`);
      const warmRun = await visitAll({ origin, visits: warm, connections, headers });
      const afterWarm = await memoryOf(stack);
      log(`cache ${entries}, ${line('visits', warmRun)}; RSS ${afterWarm.rssMB} MB, heap ${afterWarm.heapUsedMB} MB`);
      runs.push({
        cacheEntries: entries,
        cold: coldRun,
        visits: warmRun,
        memory: { before, afterCold, afterVisits: afterWarm },
      });
    }
  } finally {
    await removeHosts(stack.databaseUrl, made.tag);
  }
  return {
    invitations: made.invitations.length,
    guestsEach: 3,
    coldPerSecond,
    visits: visitsAfter,
    connections,
    zipfS: 1,
    runs,
  };
}
