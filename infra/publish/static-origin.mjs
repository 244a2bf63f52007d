// Publishing to the static origin as a folder (the static nginx's root, or locally DATA_DIR/static); its layout is
// documented in packages/contracts/src/remotes-map.ts. A remote's release: its build goes, unchanged, into an
// immutable /remotes/<name>/<version>/, then its one line of /remotes.json is switched; a rollback switches it back.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The packages the shell provides once for every remote (infra/webpack/config.cjs `singletons`). */
export const singletonPackages = ['react', 'react-dom', '@undangin/router', 'react-redux', '@reduxjs/toolkit', '@undangin/platform', '@undangin/ui'];

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

function filesOf(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== '.build-stamp')
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

/** A build's version by its content: the same build always publishes to the same folder. */
export function contentVersion(dist) {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(dist)) hash.update(file).update('\0').update(fs.readFileSync(path.join(dist, file)));
  return hash.digest('hex').slice(0, 12);
}

// Exact pins and caret ranges are all this repo writes (one exact version of each shared package).
function satisfies(version, range) {
  const parts = (text) => text.replace(/^[\^~=v]/, '').split('.').map(Number);
  const [have, want] = [parts(version), parts(range)];
  if (!range.startsWith('^')) return have.join('.') === want.join('.');
  if (have[0] !== want[0]) return false;
  for (let i = 1; i < 3; i += 1) if (have[i] !== want[i]) return have[i] > want[i];
  return true;
}

/**
 * Why a remote's build cannot run under the live shell: a shared singleton it needs that the shell does not
 * provide at a version within the remote's range. Empty when compatible.
 */
export function singletonConflicts(remoteManifest, shellManifest) {
  const provided = new Map(shellManifest.shared.map((entry) => [entry.name, entry.version]));
  const conflicts = [];
  for (const { name, requiredVersion } of remoteManifest.shared) {
    if (!singletonPackages.includes(name)) continue;
    const version = provided.get(name);
    if (!version) conflicts.push(`${name}: shell tidak menyediakannya`);
    else if (!satisfies(version, requiredVersion)) conflicts.push(`${name}: butuh ${requiredVersion}, shell menyediakan ${version}`);
  }
  return conflicts;
}

/**
 * Uploads a remote's build as `/remotes/<name>/<version>/` (never overwritten: a version is immutable) after
 * checking it publishes its pages under the route contract's major and fits the live shell's singletons.
 */
export function publishRemote({ staticDir, name, dist, version = contentVersion(dist), major, shellManifest }) {
  for (const file of ['mf-manifest.json', 'routes.json']) {
    if (!fs.existsSync(path.join(dist, file))) throw new Error(`${name}: ${file} tidak ada di ${dist} (build dulu)`);
  }
  const routes = readJson(path.join(dist, 'routes.json'));
  if (routes.major !== major) throw new Error(`${name}: kontrak rute v${routes.major}, shell memakai v${major}`);
  if (shellManifest) {
    const conflicts = singletonConflicts(readJson(path.join(dist, 'mf-manifest.json')), shellManifest);
    if (conflicts.length) throw new Error(`${name} tidak cocok dengan shell: ${conflicts.join('; ')}`);
  }
  const target = path.join(staticDir, 'remotes', name, version);
  if (!fs.existsSync(target)) {
    const partial = `${target}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(dist, partial, { recursive: true, filter: (source) => path.basename(source) !== '.build-stamp' });
    fs.renameSync(partial, target);
  }
  return { name, version, entry: `/remotes/${name}/${version}/mf-manifest.json` };
}

const mapFile = (staticDir) => path.join(staticDir, 'remotes.json');
const historyFile = (staticDir) => path.join(staticDir, 'remotes.history.json');

export function readRemotesMap(staticDir) {
  return fs.existsSync(mapFile(staticDir)) ? readJson(mapFile(staticDir)) : {};
}

function writeAtomically(file, value) {
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(partial, file);
}

/** Makes `version` (already published) the live build of `name`: one line of /remotes.json, written atomically. */
export function switchRemote({ staticDir, name, version }) {
  const folder = path.join(staticDir, 'remotes', name, version);
  if (!fs.existsSync(folder)) throw new Error(`${name}@${version} belum dipublikasikan`);
  const map = readRemotesMap(staticDir);
  const previous = map[name]?.version ?? null;
  if (previous === version) return { name, version, previous };
  const routes = readJson(path.join(folder, 'routes.json'));
  map[name] = { version, entry: `/remotes/${name}/${version}/mf-manifest.json`, routes };
  writeAtomically(mapFile(staticDir), map);
  const history = fs.existsSync(historyFile(staticDir)) ? readJson(historyFile(staticDir)) : {};
  history[name] = [...(history[name] ?? []), ...(previous ? [previous] : [])].slice(-20);
  writeAtomically(historyFile(staticDir), history);
  return { name, version, previous };
}

/** Switches `name` back to the build that was live before the current one. */
export function rollbackRemote({ staticDir, name }) {
  const history = fs.existsSync(historyFile(staticDir)) ? readJson(historyFile(staticDir)) : {};
  const previous = history[name]?.at(-1);
  if (!previous) throw new Error(`${name}: tidak ada versi sebelumnya`);
  const result = switchRemote({ staticDir, name, version: previous });
  // The switch recorded the version rolled back from; a rollback consumes the entry it went to instead.
  const after = readJson(historyFile(staticDir));
  after[name] = (history[name] ?? []).slice(0, -1);
  writeAtomically(historyFile(staticDir), after);
  return result;
}

/** Where the shell's build names its own assets; a publish puts its versioned folder there (infra/webpack/config.cjs). */
export const shellPlaceholder = '/__SHELL__/';

/**
 * Uploads the shell's build as `/shell/<version>/` (immutable) and makes it live: `/index.html` (never cached) is
 * its page with asset paths pointing into that folder. The previous page is kept for a rollback.
 */
export function publishShell({ staticDir, dist, version = contentVersion(dist) }) {
  const page = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!page.includes(shellPlaceholder)) throw new Error(`shell: ${dist}/index.html bukan build produksi (tidak ada ${shellPlaceholder})`);
  const target = path.join(staticDir, 'shell', version);
  if (!fs.existsSync(target)) {
    const partial = `${target}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(dist, partial, { recursive: true, filter: (source) => path.basename(source) !== '.build-stamp' });
    fs.renameSync(partial, target);
  }
  return switchShell({ staticDir, version });
}

const shellFile = (staticDir) => path.join(staticDir, 'shell.json');

/** Makes a published shell version live: its page at /index.html (and its robots.txt at the root). */
export function switchShell({ staticDir, version }) {
  const folder = path.join(staticDir, 'shell', version);
  if (!fs.existsSync(folder)) throw new Error(`shell@${version} belum dipublikasikan`);
  const state = fs.existsSync(shellFile(staticDir)) ? readJson(shellFile(staticDir)) : { version: null, history: [] };
  if (state.version === version) return { name: 'shell', version, previous: version };
  const page = fs.readFileSync(path.join(folder, 'index.html'), 'utf8').split(shellPlaceholder).join(`/shell/${version}/`);
  const partial = path.join(staticDir, `index.html.${process.pid}.tmp`);
  fs.writeFileSync(partial, page);
  fs.renameSync(partial, path.join(staticDir, 'index.html'));
  if (fs.existsSync(path.join(folder, 'robots.txt'))) fs.copyFileSync(path.join(folder, 'robots.txt'), path.join(staticDir, 'robots.txt'));
  writeAtomically(shellFile(staticDir), { version, history: [...state.history, ...(state.version ? [state.version] : [])].slice(-20) });
  return { name: 'shell', version, previous: state.version };
}

export function rollbackShell({ staticDir }) {
  const state = fs.existsSync(shellFile(staticDir)) ? readJson(shellFile(staticDir)) : { history: [] };
  const previous = state.history.at(-1);
  if (!previous) throw new Error('shell: tidak ada versi sebelumnya');
  const result = switchShell({ staticDir, version: previous });
  writeAtomically(shellFile(staticDir), { version: previous, history: state.history.slice(0, -1) });
  return result;
}

/** The live shell's federation manifest: what a remote's shared singletons are checked against. */
export function liveShellManifest(staticDir) {
  if (!fs.existsSync(shellFile(staticDir))) return null;
  const file = path.join(staticDir, 'shell', readJson(shellFile(staticDir)).version, 'mf-manifest.json');
  return fs.existsSync(file) ? readJson(file) : null;
}
