// `npm start` publishes the freshly built remotes to DATA_DIR/static exactly as a release does (publish-remote.mjs):
// versioned folders and /remotes.json, which the gateway reads on every request, so switching a line of it (to
// another published version) takes effect without a restart.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main as publishRemote } from '../publish/publish-remote.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function publishBuiltRemotes({ dataDir, log = console.log }) {
  const staticDir = path.join(dataDir, 'static');
  fs.mkdirSync(staticDir, { recursive: true });
  // The live shell's page (its hashed assets stay at the origin's root locally).
  fs.copyFileSync(path.join(root, 'shell', 'dist', 'index.html'), path.join(staticDir, 'index.html.tmp'));
  fs.renameSync(path.join(staticDir, 'index.html.tmp'), path.join(staticDir, 'index.html'));
  for (const name of ['marketing', 'invitation', 'dashboard', 'admin']) {
    const { previous, version } = publishRemote([name, '--to', staticDir]);
    if (previous !== version) log(`${name}: versi ${version} aktif`);
  }
  return staticDir;
}
