// `npm start` publishes the freshly built shell and remotes to DATA_DIR/static exactly as a release does:
// versioned folders and /remotes.json, which the gateway reads on every request, so switching a line of it (to
// another published version) takes effect without a restart.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main as publishRemote } from '../publish/publish-remote.mjs';
import { main as publishShell } from '../publish/publish-shell.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function publishBuiltRemotes({ dataDir, log = console.log }) {
  const staticDir = path.join(dataDir, 'static');
  fs.mkdirSync(staticDir, { recursive: true });
  const shell = publishShell(['--to', staticDir, '--dist', path.join(root, 'shell', 'dist')]);
  if (shell.previous !== shell.version) log(`shell: versi ${shell.version} aktif`);
  for (const name of ['marketing', 'invitation', 'dashboard', 'admin']) {
    const { previous, version } = publishRemote([name, '--to', staticDir]);
    if (previous !== version) log(`${name}: versi ${version} aktif`);
  }
  return staticDir;
}
