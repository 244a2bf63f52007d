#!/usr/bin/env node
// Releases the shell to a static origin folder:
//   node infra/publish/publish-shell.mjs [--dist shell/dist] [--version <v>] [--to .data/static]
//   node infra/publish/publish-shell.mjs --rollback [--to .data/static]
// Its build goes to /shell/<version>/ (content hash by default) and /index.html becomes its page.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishShell, rollbackShell } from './static-origin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const option = (args, name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);

export function main(args = process.argv.slice(2)) {
  const staticDir = path.resolve(option(args, 'to', path.join(root, process.env.DATA_DIR ?? '.data', 'static')));
  if (args.includes('--rollback')) return rollbackShell({ staticDir });
  return publishShell({ staticDir, dist: path.resolve(option(args, 'dist', path.join(root, 'shell', 'dist'))), version: option(args, 'version') });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const result = main();
    console.log(`shell: ${result.previous ?? '-'} → ${result.version}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
