#!/usr/bin/env node
// Releases the shell to a static origin: a folder (the static nginx's root, locally .data/static) or an S3-compatible
// bucket behind a CDN (`--to s3://<bucket>/<prefix>`, the S3_* variables of publish-remote.mjs):
//   node infra/publish/publish-shell.mjs [--dist shell/dist] [--version <v>] [--to .data/static | s3://<bucket>/<prefix>]
//   node infra/publish/publish-shell.mjs --rollback [--to .data/static | s3://<bucket>/<prefix>]
// Its build goes to /shell/<version>/ (content hash by default) and /index.html becomes its page.
// main() answers at once for a folder (npm start's publish-local.mjs calls it so), with a promise for a bucket.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishShell, rollbackShell } from './static-origin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const option = (args, name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);

async function toBucket(args, url) {
  const { bucketOrigin } = await import('./origin-bucket.mjs');
  const origin = bucketOrigin(url);
  if (args.includes('--rollback')) return rollbackShell({ origin });
  return publishShell({
    origin,
    dist: path.resolve(option(args, 'dist', path.join(root, 'shell', 'dist'))),
    version: option(args, 'version'),
  });
}

export function main(args = process.argv.slice(2)) {
  if (option(args, 'to', '').startsWith('s3://')) return toBucket(args, option(args, 'to'));
  const staticDir = path.resolve(option(args, 'to', path.join(root, process.env.DATA_DIR ?? '.data', 'static')));
  if (args.includes('--rollback')) return rollbackShell({ staticDir });
  return publishShell({
    staticDir,
    dist: path.resolve(option(args, 'dist', path.join(root, 'shell', 'dist'))),
    version: option(args, 'version'),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const result = await main();
    console.log(`shell: ${result.previous ?? '-'} → ${result.version}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
