#!/usr/bin/env node
// `npm run build:services [name…]`: one folder per image under build/services/, each holding only what that image runs.
//   build/services/<service>/server.js      services/<service>/src/server.ts compiled to JavaScript by esbuild; the
//                                           workspace packages (@undangin/*) inlined, npm packages left as require()s
//   build/services/migrations/migrate.js    packages/db/src/cli.ts: `node migrate.js migrate` (or `seed`)
//   …/package.json, package-lock.json       exactly the npm packages the bundle requires, at the repo lock's versions
//                                           (and their dependencies), so `npm ci --omit=dev` installs nothing else
//   …/services/<service>/assets/            files the service serves from disk (see `assets` below)
//   …/services/<service>/src/**/*.worker.js each worker thread's file (src/**/*.worker.ts) compiled the same way, at its
//                                           place in the repo's layout, where runInWorker (service-kit) looks for it
//   …/bundle-meta.json                      what was bundled: inputs, external packages (read by the tests)
// A module's `__dirname` is rewritten to its place in the repo's layout, rooted at the bundle's folder, so paths the
// code resolves relative to its source (assets, .data/keys, .data/uploads, shell/dist/index.html) land inside the
// image's folder; production sets the env variables that point elsewhere (AUTH_SIGNING_KEY, SHELL_INDEX_FILE, …).
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { lockSubset } from './lock-subset.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// BUILD_SERVICES_DIR: another folder for the output (the tests use a temporary one).
const outRoot = path.resolve(root, process.env.BUILD_SERVICES_DIR ?? path.join('build', 'services'));

const posix = (p) => p.split(path.sep).join('/');

/** The worker threads' files under a folder (repo-relative), each compiled beside the bundle at the same place. */
function workersOf(dir) {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map((file) => posix(path.join(dir, String(file))))
    .filter((file) => file.endsWith('.worker.ts') && !file.includes('/test-'))
    .sort();
}

/** The Dockerfile an image is built with: its own infra/docker/<name>.Dockerfile (the migrations, the render worker's
 * Chromium and ffmpeg), else the one every service shares. */
const dockerfileOf = (name) =>
  fs.existsSync(path.join(root, 'infra', 'docker', `${name}.Dockerfile`))
    ? `infra/docker/${name}.Dockerfile`
    : 'infra/docker/service.Dockerfile';

/** Every image: its entry, the file it writes, the folders copied beside it (repo-relative, same layout), and the
 * Dockerfile that builds it. */
export const images = {
  ...Object.fromEntries(
    fs
      .readdirSync(path.join(root, 'services'))
      .filter((name) => fs.existsSync(path.join(root, 'services', name, 'src', 'server.ts')))
      .map((name) => [
        name,
        {
          entry: `services/${name}/src/server.ts`,
          out: 'server.js',
          assets: [`services/${name}/assets`],
          workers: workersOf(`services/${name}/src`),
          dockerfile: dockerfileOf(name),
        },
      ]),
  ),
  migrations: {
    entry: 'packages/db/src/cli.ts',
    out: 'migrate.js',
    assets: [],
    workers: [],
    dockerfile: dockerfileOf('migrations'),
  },
};

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** Leaves npm packages as require()s, remembering the first repo folder that imports each; inlines @undangin/*. */
function externalsPlugin(externals) {
  return {
    name: 'undangin-externals',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@undangin/') || builtins.has(args.path)) return undefined;
        const name = packageOf(args.path);
        const from = posix(path.relative(root, args.resolveDir));
        if (from.startsWith('..')) throw new Error(`${args.path} imported from outside the repo: ${args.resolveDir}`);
        if (!externals.has(name)) externals.set(name, from);
        return { path: args.path, external: true };
      });
    },
  };
}

/** `__dirname` of each of our modules → bundle folder + the module's folder in the repo. */
const dirnamePlugin = {
  name: 'undangin-dirname',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const dir = posix(path.relative(root, path.dirname(args.path)));
      return {
        contents: source.replace(/\b__dirname\b/g, `__undanginRepoDir(${JSON.stringify(dir)})`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

const banner = '"use strict";\nconst __undanginRepoDir = (dir) => require("node:path").join(__dirname, dir);';

/** esbuild's options for every file of an image: CommonJS for Node 20 and up (the images run Node 24, the tests run the
 * bundles on the machine's Node), npm packages left as require()s. */
const bundleOptions = (externals) => ({
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  keepNames: true,
  metafile: true,
  logLevel: 'warning',
  banner: { js: banner },
  plugins: [externalsPlugin(externals), dirnamePlugin],
});

/** Bundles one image's folder; returns what it wrote. */
export async function buildImage(name, { lock = readLock(), quiet = false } = {}) {
  const image = images[name];
  if (!image) throw new Error(`unknown image ${name}; known: ${Object.keys(images).join(', ')}`);
  const outDir = path.join(outRoot, name);
  await fs.promises.rm(outDir, { recursive: true, force: true });
  const externals = new Map();
  const bundle = (entry, outfile) =>
    build({
      absWorkingDir: root,
      entryPoints: [path.join(root, entry)],
      outfile: path.join(outDir, outfile),
      ...bundleOptions(externals),
    });
  const result = await bundle(image.entry, image.out);
  const workers = image.workers.map((entry) => entry.replace(/\.ts$/, '.js'));
  for (const [i, entry] of image.workers.entries()) {
    const built = await bundle(entry, workers[i]);
    Object.assign(result.metafile.inputs, built.metafile.inputs);
  }
  const { dependencies, lock: imageLock } = lockSubset(lock, externals, `@undangin/image-${name}`);
  const pkg = {
    name: `@undangin/image-${name}`,
    version: '1.0.0',
    private: true,
    description: `Built by infra/docker/build-services.mjs from ${image.entry}; do not edit.`,
    main: image.out,
    engines: { node: '>=20.11' },
    dependencies,
  };
  await fs.promises.writeFile(path.join(outDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  await fs.promises.writeFile(path.join(outDir, 'package-lock.json'), `${JSON.stringify(imageLock, null, 2)}\n`);
  for (const dir of image.assets) {
    if (fs.existsSync(path.join(root, dir)))
      await fs.promises.cp(path.join(root, dir), path.join(outDir, dir), { recursive: true });
  }
  const inputs = Object.keys(result.metafile.inputs);
  const meta = {
    entry: image.entry,
    out: image.out,
    workers,
    inputs,
    externals: Object.fromEntries([...externals].sort()),
  };
  await fs.promises.writeFile(path.join(outDir, 'bundle-meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  const bytes = fs.statSync(path.join(outDir, image.out)).size;
  if (!quiet)
    console.log(
      `${posix(path.relative(root, outDir))}/${image.out}  ${(bytes / 1024).toFixed(0)} KiB, ${inputs.length} modules, ${externals.size} npm packages: ${[...externals.keys()].sort().join(' ')}`,
    );
  return { outDir, bytes, ...meta, dependencies };
}

export const readLock = () => JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

async function main() {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(images);
  const lock = readLock();
  for (const name of names) await buildImage(name, { lock });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
