// Builds the front ends whose sources changed since their last build (all of them with --force).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const frontEnds = ['shell', 'mf-marketing', 'mf-invitation', 'mf-dashboard', 'mf-admin'];
const sharedInputs = [
  'packages/contracts/src',
  'packages/platform/src',
  'packages/ui/src',
  'infra/webpack',
  'package-lock.json',
];

function fingerprint(inputs) {
  const hash = crypto.createHash('sha256');
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort())
        if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else {
      hash.update(`${path.relative(root, p)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  inputs.forEach((input) => visit(path.join(root, input)));
  return hash.digest('hex');
}

export function buildFrontEnds({ force = false, log = console.log } = {}) {
  for (const name of frontEnds) {
    const stampFile = path.join(root, name, 'dist', '.build-stamp');
    const stamp = fingerprint([
      `${name}/src`,
      `${name}/public`,
      `${name}/webpack.config.cjs`,
      `${name}/package.json`,
      ...sharedInputs,
    ]);
    if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) continue;
    log(`membangun ${name}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', name, '--silent'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`build ${name} gagal`);
    fs.writeFileSync(stampFile, stamp);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildFrontEnds({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
