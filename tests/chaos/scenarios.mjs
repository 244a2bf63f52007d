// The chaos scenarios: each breaks one thing under load and says what the load saw. Every scenario returns
// `{ name, checks: [{ what, ok, detail }], numbers }`; run.mjs prints them and fails on any check that did not hold.
import { isSuccess, startLoad, tally } from './load.mjs';
import { traceChecks } from './traces.mjs';
import { answeredNames, baseUrl, listGuests, pidOn, readState, readyOn, waitFor } from './stack.mjs';

const slug = 'budi-dan-ani';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const workers = Number(process.env.CHAOS_WORKERS ?? 4);
// How soon a restarted process must answer /ready again; a busy shared machine may need CHAOS_BACK_WITHIN_MS.
const backWithinMs = Number(process.env.CHAOS_BACK_WITHIN_MS ?? 10_000);

/** The mix every scenario runs: the guest's page and its data, an RSVP, and something of every other service. */
function mix(names) {
  const rsvp = () => {
    const name = names.shift();
    return name
      ? {
          name: 'rsvp',
          service: 'invitation',
          method: 'POST',
          path: `/api/invitation/public/${slug}/rsvp`,
          body: { name, status: 'confirmed', guest_count: 1 },
        }
      : null;
  };
  return [
    { name: 'guest page data', service: 'invitation', path: `/api/invitation/public/${slug}` },
    rsvp,
    { name: 'guest page', service: 'invitation', path: `/${slug}` },
    { name: 'plans', service: 'marketing', path: '/api/marketing/plans' },
    rsvp,
    { name: 'auth settings', service: 'auth', path: '/auth/v1/settings' },
    { name: 'dashboard', service: 'dashboard', path: '/api/dashboard/health' },
    { name: 'billing', service: 'billing', path: '/api/billing/health' },
    { name: 'admin', service: 'admin', path: '/api/admin/health' },
  ];
}

const check = (what, ok, detail) => ({ what, ok: Boolean(ok), detail });

/** Every RSVP the load saw accepted (2xx) must have its answer in the guests table. */
async function rsvpCheck(results, names) {
  const accepted = results.filter((r) => r.name === 'rsvp' && isSuccess(r.status)).map((r) => r.rsvpName);
  const answered = await answeredNames(slug, names);
  const lost = accepted.filter((name) => !answered.has(name));
  const notAccepted = results.filter((r) => r.name === 'rsvp' && !isSuccess(r.status)).length;
  return {
    numbers: { rsvpAccepted: accepted.length, rsvpRecorded: answered.size, rsvpNotAccepted: notAccepted },

    check: check(
      'no accepted RSVP lost',
      lost.length === 0 && accepted.length > 0,
      `${lost.length} lost of ${accepted.length}`,
    ),
  };
}

/** Runs the load, calls `act()` after a warm-up, keeps the load on for `afterMs`, and returns what it saw. */
async function underLoad(prefix, act, afterMs) {
  const names = await listGuests(slug, prefix, 4000);
  const queue = [...names];
  const load = startLoad({ baseUrl, workers, requests: mix(queue), pauseMs: 10 });
  await sleep(2000);
  const actedAt = Date.now();
  const acted = await act();
  await afterMs(acted);
  const results = await load.stop();
  return { results, names, actedAt, acted };
}

const nonSuccess = (results, filter = () => true) => results.filter((r) => filter(r) && !isSuccess(r.status));

export async function killService({ service, port, label, lines, replicas, receiver }) {
  const pid = pidOn(port);
  let backMs = null;
  const run = await underLoad(
    `Chaos kill ${service} ${Date.now()}`,
    () => process.kill(pid, 'SIGKILL'),
    async () => {
      backMs = await waitFor(async () => pidOn(port) !== pid && (await readyOn(port)), 20_000, `${label} back`).catch(
        () => null,
      );
      await sleep(3000);
    },
  );
  const others = nonSuccess(run.results, (r) => r.service !== service);
  const ofService = nonSuccess(run.results, (r) => r.service === service);
  const rsvp = await rsvpCheck(run.results, run.names);
  const noted = lines.some(({ at, line }) => at >= run.actedAt && line.includes(`${label} berhenti (sinyal SIGKILL)`));
  const serviceCheck =
    replicas > 1
      ? // A POST in flight on the killed replica is not sent again (it may have been carried out): 503, the client's call.
        check(
          `${service}: every GET answered 2xx by the other replica; only POSTs in flight on the killed one got 503`,
          ofService.every((r) => r.method === 'POST' && r.status === 503 && r.retryAfter) &&
            ofService.length <= workers,
          JSON.stringify(tally(ofService)),
        )
      : check(
          `${service}: 503 with Retry-After while it is away, nothing else`,
          ofService.every((r) => r.status === 503 && r.retryAfter),
          JSON.stringify(tally(ofService)),
        );
  return {
    name: `kill -9 ${label}${replicas > 1 ? ` (one of ${replicas})` : ' (the only replica)'}`,
    numbers: { requests: run.results.length, backMs, ...rsvp.numbers, answers: tally(run.results) },
    checks: [
      check(
        `${label} back (ready) within ${backWithinMs / 1000} s`,
        backMs !== null && backMs <= backWithinMs,
        `${backMs} ms`,
      ),
      check('the supervisor said so', noted),
      check('every request to the other services answered 2xx', others.length === 0, `${others.length} not 2xx`),
      serviceCheck,
      rsvp.check,
      ...(receiver ? await traceChecks(run.results, receiver) : []),
    ],
  };
}

export async function terminateService({ service, port, label, lines, replicas }) {
  const pid = pidOn(port);
  let backMs = null;
  const run = await underLoad(
    `Chaos term ${service} ${Date.now()}`,
    () => process.kill(pid, 'SIGTERM'),
    async () => {
      backMs = await waitFor(async () => pidOn(port) !== pid && (await readyOn(port)), 30_000, `${label} back`).catch(
        () => null,
      );
      await sleep(2000);
    },
  );
  const exit = lines.find(({ at, line }) => at >= run.actedAt && line.includes(`${label} berhenti (`))?.line ?? '';
  const exitCode = /\(kode (\d+)\)/.exec(exit)?.[1] ?? null;
  const failed = nonSuccess(run.results);
  const ofService = nonSuccess(run.results, (r) => r.service === service);
  const rsvp = await rsvpCheck(run.results, run.names);
  const checks =
    replicas > 1
      ? [check('0 failed requests (another replica took them)', failed.length === 0, `${failed.length} not 2xx`)]
      : [
          check(
            'the only replica: while it restarts the gateway answers 503 with Retry-After, nothing else fails',
            failed.every((r) => r.status === 503 && r.retryAfter) && failed.length === ofService.length,
            JSON.stringify(tally(failed)),
          ),
        ];
  return {
    name: `SIGTERM ${label}${replicas > 1 ? ` (one of ${replicas})` : ' (the only replica)'}`,
    numbers: { requests: run.results.length, backMs, exitCode, ...rsvp.numbers, answers: tally(run.results) },
    checks: [
      check('exit code 0', exitCode === '0', exit),
      ...checks,
      check(
        `${label} back (ready) within ${backWithinMs / 1000} s`,
        backMs !== null && backMs <= backWithinMs,
        `${backMs} ms`,
      ),
      rsvp.check,
    ],
  };
}

export async function killPostgres({ lines, receiver }) {
  const pid = readState().postgres.pid;
  let restartedMs = null;
  const run = await underLoad(
    `Chaos pg ${Date.now()}`,
    () => process.kill(pid, 'SIGKILL'),
    async () => {
      restartedMs = await waitFor(async () => readState().postgres.pid !== pid, 60_000, 'Postgres restarted');
      // The services reconnect by themselves; the load runs on to show it.
      await sleep(8000);
    },
  );
  const fiveHundreds = run.results.filter((r) => r.status >= 500 && r.status !== 503);
  const broken = run.results.filter((r) => r.status === 0);
  const failures = nonSuccess(run.results).filter((r) => r.at >= run.actedAt);
  const outageMs = failures.length ? Math.max(...failures.map((r) => r.at)) - run.actedAt : 0;
  const tail = run.results.filter((r) => r.at > run.results.at(-1).at - 3000);
  const rsvp = await rsvpCheck(run.results, run.names);
  const restarted = lines.some(({ at, line }) => at >= run.actedAt && line.includes('Postgres berjalan lagi'));
  return {
    name: 'Postgres killed (SIGKILL of the postmaster), away 5 s, under load',
    numbers: {
      requests: run.results.length,
      restartedMs,
      outageMs,
      answersDuringOutage: tally(failures),
      ...rsvp.numbers,
    },
    checks: [
      check('the supervisor restarted Postgres', restarted),
      check('0 answers of 500 (503 allowed)', fiveHundreds.length === 0, `${fiveHundreds.length}`),
      check('no broken connection', broken.length === 0, `${broken.length}`),
      check(
        'services recovered by themselves (last 3 s all 2xx)',
        tail.length > 0 && tail.every((r) => isSuccess(r.status)),
        JSON.stringify(tally(nonSuccess(tail))),
      ),
      rsvp.check,
      ...(await traceChecks(run.results, receiver)),
    ],
  };
}
