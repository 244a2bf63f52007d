// Publishing to the static origin; its layout is documented in packages/contracts/src/shared/remotes-map.ts. A remote's
// release: its build goes, unchanged, into an immutable /remotes/<name>/<version>/, then its one line of
// /remotes.json is switched; a rollback switches it back. The shell's the same with /shell/<version>/ and /index.html.
//
// The origin is a folder (origin-folder.mjs: `staticDir`, synchronous, as before) or a bucket (origin-bucket.mjs:
// `origin`, every call below then returns a promise). The release logic is written once, as generators that yield
// each call to the origin: run() (origin-run.mjs) resumes them at once with a folder's values, or when a bucket's
// promise settles.
import fs from 'node:fs';
import path from 'node:path';
import { cacheControlOf, cacheImmutable, cacheNever, contentTypeOf, contentVersion, filesOf } from './build-files.mjs';
import { folderOrigin } from './origin-folder.mjs';
import { all, originOf, run } from './origin-run.mjs';
import { singletonConflicts, singletonPackages } from './shared-singletons.mjs';

// The publish scripts and the tests know this module as the one way in.
export { singletonPackages, singletonConflicts };
export { contentVersion, cacheImmutable, cacheNever, cacheControlOf, contentTypeOf };

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Uploads a build into the version folder `prefix` unless it is there: `marker` (the file a reader looks for
 * first) goes last, so a folder whose marker exists is complete; an existing one is never overwritten.
 */
function* uploadVersion(origin, prefix, dist, marker) {
  if (yield origin.exists(`${prefix}${marker}`)) return false;
  const files = filesOf(dist)
    .filter((file) => file !== marker)
    .map((file) => file.split(path.sep).join('/'));
  for (let at = 0; at < files.length; at += 16) {
    yield all(
      files.slice(at, at + 16).map((file) =>
        origin.writeFile(`${prefix}${file}`, fs.readFileSync(path.join(dist, file)), {
          contentType: contentTypeOf(file),
          cacheControl: cacheControlOf(file),
        }),
      ),
    );
  }
  yield origin.writeFile(`${prefix}${marker}`, fs.readFileSync(path.join(dist, marker)), {
    contentType: contentTypeOf(marker),
    cacheControl: cacheControlOf(marker),
  });
  return true;
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const jsonMeta = { contentType: contentTypeOf('x.json'), cacheControl: cacheNever };
function* readJsonKey(origin, key, fallback) {
  const text = yield origin.readText(key);
  return text === null ? fallback : JSON.parse(text);
}

/**
 * Uploads a remote's build as `/remotes/<name>/<version>/` (never overwritten: a version is immutable) after
 * checking it publishes its pages under the route contract's major and fits the live shell's singletons.
 */
export function publishRemote({
  staticDir,
  origin = originOf({ staticDir }),
  name,
  dist,
  version = contentVersion(dist),
  major,
  shellManifest,
}) {
  return run(
    origin,
    (function* publish() {
      for (const file of ['mf-manifest.json', 'routes.json']) {
        if (!fs.existsSync(path.join(dist, file)))
          throw new Error(`${name}: ${file} tidak ada di ${dist} (build dulu)`);
      }
      const routes = readJson(path.join(dist, 'routes.json'));
      if (routes.major !== major) throw new Error(`${name}: kontrak rute v${routes.major}, shell memakai v${major}`);
      if (shellManifest) {
        const conflicts = singletonConflicts(readJson(path.join(dist, 'mf-manifest.json')), shellManifest);
        if (conflicts.length) throw new Error(`${name} tidak cocok dengan shell: ${conflicts.join('; ')}`);
      }
      yield* uploadVersion(origin, `remotes/${name}/${version}/`, dist, 'mf-manifest.json');
      return { name, version, entry: `/remotes/${name}/${version}/mf-manifest.json` };
    })(),
  );
}

/** The live /remotes.json ({} before the first release); `where` is a static folder or an origin. */
export function readRemotesMap(where) {
  const origin = typeof where === 'string' ? folderOrigin(where) : where;
  return run(origin, readJsonKey(origin, 'remotes.json', {}));
}

function* switchRemoteSteps(origin, name, version) {
  const folder = `remotes/${name}/${version}/`;
  if (!(yield origin.exists(`${folder}mf-manifest.json`))) throw new Error(`${name}@${version} belum dipublikasikan`);
  const map = yield* readJsonKey(origin, 'remotes.json', {});
  const previous = map[name]?.version ?? null;
  if (previous === version) return { name, version, previous };
  const routes = yield* readJsonKey(origin, `${folder}routes.json`, null);
  map[name] = { version, entry: `/remotes/${name}/${version}/mf-manifest.json`, routes };
  // The switch itself: one write of /remotes.json.
  yield origin.writeFile('remotes.json', json(map), jsonMeta);
  const history = yield* readJsonKey(origin, 'remotes.history.json', {});
  history[name] = [...(history[name] ?? []), ...(previous ? [previous] : [])].slice(-20);
  yield origin.writeFile('remotes.history.json', json(history), jsonMeta);
  return { name, version, previous };
}

/** Makes `version` (already published) the live build of `name`: one line of /remotes.json, written atomically. */
export function switchRemote({ staticDir, origin = originOf({ staticDir }), name, version }) {
  return run(origin, switchRemoteSteps(origin, name, version));
}

/** Switches `name` back to the build that was live before the current one. */
export function rollbackRemote({ staticDir, origin = originOf({ staticDir }), name }) {
  return run(
    origin,
    (function* rollback() {
      const history = yield* readJsonKey(origin, 'remotes.history.json', {});
      const previous = history[name]?.at(-1);
      if (!previous) throw new Error(`${name}: tidak ada versi sebelumnya`);
      const result = yield* switchRemoteSteps(origin, name, previous);
      // The switch recorded the version rolled back from; a rollback consumes the entry it went to instead.
      const after = yield* readJsonKey(origin, 'remotes.history.json', {});
      after[name] = (history[name] ?? []).slice(0, -1);
      yield origin.writeFile('remotes.history.json', json(after), jsonMeta);
      return result;
    })(),
  );
}

/** Where the shell's build names its own assets; a publish puts its versioned folder there (infra/webpack/config.cjs). */
export const shellPlaceholder = '/__SHELL__/';

/**
 * Uploads the shell's build as `/shell/<version>/` (immutable) and makes it live: `/index.html` (never cached) is
 * its page with asset paths pointing into that folder. The previous page is kept for a rollback.
 */
export function publishShell({ staticDir, origin = originOf({ staticDir }), dist, version = contentVersion(dist) }) {
  return run(
    origin,
    (function* publish() {
      const page = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
      if (!page.includes(shellPlaceholder))
        throw new Error(`shell: ${dist}/index.html bukan build produksi (tidak ada ${shellPlaceholder})`);
      yield* uploadVersion(origin, `shell/${version}/`, dist, 'index.html');
      return yield* switchShellSteps(origin, version);
    })(),
  );
}

const noShell = { version: null, history: [] };

/**
 * The files of the shell's build that live at the site root, never cached (infra/webpack/config.cjs `rootFiles`):
 * robots.txt, and the check-in desk's service worker (which must sit at the root to control the desk paths), its
 * web app manifest and icons.
 */
export const shellRootFiles = [
  'robots.txt',
  'desk-sw.js',
  'desk.webmanifest',
  'desk-icon-192.png',
  'desk-icon-512.png',
];

function* switchShellSteps(origin, version) {
  const folder = `shell/${version}/`;
  const page = yield origin.readText(`${folder}index.html`);
  if (page === null) throw new Error(`shell@${version} belum dipublikasikan`);
  const state = yield* readJsonKey(origin, 'shell.json', noShell);
  if (state.version === version) return { name: 'shell', version, previous: version };
  const html = { contentType: contentTypeOf('index.html'), cacheControl: cacheNever };
  // The switch itself: one write of /index.html.
  yield origin.writeFile('index.html', page.split(shellPlaceholder).join(`/shell/${version}/`), html);
  // Its root files along, as bytes (the icons); an older build lacks some of them.
  for (const file of shellRootFiles) {
    const body = yield origin.readBytes(`${folder}${file}`);
    if (body !== null)
      yield origin.writeFile(file, body, { contentType: contentTypeOf(file), cacheControl: cacheNever });
  }
  yield origin.writeFile(
    'shell.json',
    json({ version, history: [...state.history, ...(state.version ? [state.version] : [])].slice(-20) }),
    jsonMeta,
  );
  return { name: 'shell', version, previous: state.version };
}

/** Makes a published shell version live: its page at /index.html (and its root files, `shellRootFiles`). */
export function switchShell({ staticDir, origin = originOf({ staticDir }), version }) {
  return run(origin, switchShellSteps(origin, version));
}

export function rollbackShell({ staticDir, origin = originOf({ staticDir }) }) {
  return run(
    origin,
    (function* rollback() {
      const state = yield* readJsonKey(origin, 'shell.json', { history: [] });
      const previous = state.history.at(-1);
      if (!previous) throw new Error('shell: tidak ada versi sebelumnya');
      const result = yield* switchShellSteps(origin, previous);
      yield origin.writeFile('shell.json', json({ version: previous, history: state.history.slice(0, -1) }), jsonMeta);
      return result;
    })(),
  );
}

/** The live shell's federation manifest: what a remote's shared singletons are checked against (null if none). */
export function liveShellManifest(where) {
  const origin = typeof where === 'string' ? folderOrigin(where) : where;
  return run(
    origin,
    (function* manifest() {
      const state = yield* readJsonKey(origin, 'shell.json', null);
      if (!state?.version) return null;
      return yield* readJsonKey(origin, `shell/${state.version}/mf-manifest.json`, null);
    })(),
  );
}
