#!/usr/bin/env node
// Releases one remote to a static origin, alone: a folder (the static nginx's root, locally .data/static) or an
// S3-compatible bucket behind a CDN (`--to s3://<bucket>/<prefix>`, with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
// S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE: origin-bucket.mjs):
//   node infra/publish/publish-remote.mjs dashboard [--dist mf-dashboard/dist] [--version <v>] [--to .data/static] [--no-switch]
//   node infra/publish/publish-remote.mjs dashboard --rollback [--to .data/static | s3://<bucket>/<prefix>]
// The build goes to /remotes/<name>/<version>/ (content hash by default) and its line of /remotes.json is switched,
// after checking its route contract's major and its shared singletons against the live shell (refused otherwise).
// main() answers at once for a folder (npm start's publish-local.mjs calls it so), with a promise for a bucket.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { liveShellManifest, publishRemote, rollbackRemote, switchRemote } from './static-origin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function option(args, name, fallback) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
}

/** The route contract's major this repository's shell speaks (packages/contracts, TypeScript, read through tsx). */
export function routeContractMajor() {
  const require = createRequire(import.meta.url);
  return require('tsx/cjs/api').require('@undangin/contracts', import.meta.url).routeContractMajor;
}

async function toBucket(args, name, url) {
  const { bucketOrigin } = await import('./origin-bucket.mjs');
  const origin = bucketOrigin(url);
  if (args.includes('--rollback')) return rollbackRemote({ origin, name });
  const dist = path.resolve(option(args, 'dist', path.join(root, `mf-${name}`, 'dist')));
  const named = option(args, 'shell-manifest');
  const shellManifest = named
    ? JSON.parse(fs.readFileSync(path.resolve(named), 'utf8'))
    : await liveShellManifest(origin);
  const published = await publishRemote({
    origin,
    name,
    dist,
    version: option(args, 'version'),
    major: routeContractMajor(),
    shellManifest,
  });
  if (args.includes('--no-switch')) return { ...published, previous: null };
  return { ...published, ...(await switchRemote({ origin, name, version: published.version })) };
}

export function main(args = process.argv.slice(2)) {
  const name = args[0];
  if (!name || !['marketing', 'invitation', 'dashboard', 'admin'].includes(name))
    throw new Error('remote: marketing, invitation, dashboard atau admin');
  if (option(args, 'to', '').startsWith('s3://')) return toBucket(args, name, option(args, 'to'));
  const staticDir = path.resolve(option(args, 'to', path.join(root, process.env.DATA_DIR ?? '.data', 'static')));
  if (args.includes('--rollback')) return rollbackRemote({ staticDir, name });
  const dist = path.resolve(option(args, 'dist', path.join(root, `mf-${name}`, 'dist')));
  // Checked against the shell that is live on that origin (or the one named).
  const named = option(args, 'shell-manifest');
  const shellManifest = named ? JSON.parse(fs.readFileSync(path.resolve(named), 'utf8')) : liveShellManifest(staticDir);
  const published = publishRemote({
    staticDir,
    name,
    dist,
    version: option(args, 'version'),
    major: routeContractMajor(),
    shellManifest,
  });
  if (args.includes('--no-switch')) return { ...published, previous: null };
  return { ...published, ...switchRemote({ staticDir, name, version: published.version }) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const result = await main();
    console.log(`${result.name}: ${result.previous ?? '-'} → ${result.version}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
