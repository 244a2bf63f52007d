// `npm run test:chaos`: starts a second stack (its own ports and DATA_DIR=.data/chaos, the invitation service as two
// replicas), breaks it under load in the ways docs/OPERATIONS.md lists, then stops it with Ctrl-C's signal and looks
// for processes left behind. Prints what each scenario measured; exits 1 if any check did not hold.
import { browserRecovers } from './browser.mjs';
import { killPostgres, killService, terminateService } from './scenarios.mjs';
import { ports, startStack } from './stack.mjs';
import { killMidRender } from './render.mjs';
import { killMidSend } from './whatsapp.mjs';

const started = Date.now();
const port = (offset, replica = 0) => ports.serviceBase + offset + 10 * replica;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function report(result) {
  console.log(`\n■ ${result.name}`);
  for (const { what, ok, detail } of result.checks)
    console.log(`  ${ok ? '✓' : '✗'} ${what}${detail ? ` — ${detail}` : ''}`);
  console.log(`  ${JSON.stringify(result.numbers)}`);
  return result.checks.every((c) => c.ok);
}

async function main() {
  console.log(
    `chaos: starting a stack on :${ports.gateway} (services from ${ports.serviceBase}, Postgres ${ports.postgres})`,
  );
  const stack = await startStack(['--replicas', 'invitation=2']);
  const { lines, receiver } = stack;
  let passed = true;
  try {
    const scenarios = [
      () => killService({ service: 'marketing', port: port(2), label: 'marketing', lines, replicas: 1, receiver }),
      () => killService({ service: 'invitation', port: port(3, 1), label: 'invitation#2', lines, replicas: 2 }),
      () => terminateService({ service: 'invitation', port: port(3), label: 'invitation#1', lines, replicas: 2 }),
      () => terminateService({ service: 'marketing', port: port(2), label: 'marketing', lines, replicas: 1 }),
      () => killPostgres({ lines, receiver }),
      () => killMidSend({ port: port(4), lines }),
      () => killMidRender({ port: port(7), lines }),
      () => browserRecovers({ port: port(2) }),
    ];
    // CHAOS_ONLY=postgres runs the scenarios whose code mentions the word; CHAOS_REPEAT=5 runs each that often.
    const only = process.env.CHAOS_ONLY;
    const chosen = scenarios.filter((scenario) => !only || scenario.toString().toLowerCase().includes(only));
    for (const scenario of chosen.flatMap((s) => Array(Number(process.env.CHAOS_REPEAT ?? 1)).fill(s))) {
      passed = report(await scenario()) && passed;
      // Let restarted processes settle before the next scenario breaks something else.
      await sleep(2000);
    }
  } catch (error) {
    passed = false;
    console.error(`chaos: ${error.stack ?? error}`);
  } finally {
    const { code, leftBehind } = await stack.stop();
    const clean = code === 0 && leftBehind.length === 0;
    console.log(
      `\n■ Ctrl-C\n  ${clean ? '✓' : '✗'} exit code ${code}, processes left behind: ${leftBehind.length ? leftBehind.join(' ') : 'none'}`,
    );
    passed = clean && passed;
  }
  console.log(`\nchaos: ${passed ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(passed ? 0 : 1);
}

void main();
