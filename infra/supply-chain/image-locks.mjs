// The npm packages each image carries, as a package-lock.json per image: what the SBOMs (sbom.mjs) describe and the
// licence check (licences.mjs) reads.
//   <service>, render, migrations  the lock build-services.mjs writes beside the bundle (build/services/<name>/, or
//                                  BUILD_SERVICES_DIR): exactly what the image's `npm ci --omit=dev` installs
//   static                         the front ends' npm packages, bundled by webpack into the published files the nginx
//                                  image serves: the production dependencies of the shell and the remotes (and of the
//                                  workspace packages they use) from the repo's lock, with their dependencies, plus
//                                  what the build itself puts into the chunks (bundledByBuild below). A superset of
//                                  what webpack keeps, since it drops what no page imports.
// Not here: the base images (Debian with Node for the services, Alpine with nginx for static) and the backup image
// (postgres:17-alpine with aws-cli, no npm package at all); those are operating-system packages, for an image scanner.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildImage, images, readLock } from '../docker/build-services.mjs';
import { lockSubset, resolveInLock } from '../docker/lock-subset.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The image built from a published static folder (infra/docker/static.Dockerfile). */
export const staticImage = 'static';

/** Every image with npm packages: the service images and migrations (build-services.mjs), then the static image. */
export const imageNames = () => [...Object.keys(images), staticImage];

/** The front ends the static image serves: the shell and every remote, as the root package.json lists them. */
export function frontEnds() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.filter((dir) => dir === 'shell' || dir.startsWith('mf-'));
}

/**
 * The npm packages the front ends declare for production (dependencies and required peers), following our own
 * workspace packages (@undangin/*) into theirs: Map of package name → the workspace folder that declares it.
 */
function frontEndPackages(packages) {
  const direct = new Map();
  const seen = new Set();
  const visit = (dir) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    const entry = packages[dir];
    if (!entry) throw new Error(`${dir} is not a workspace in package-lock.json`);
    const optional = entry.peerDependenciesMeta ?? {};
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optional[name]?.optional),
    ];
    for (const name of names) {
      const workspace = packages[`node_modules/${name}`];
      if (workspace?.link) visit(workspace.resolved);
      else if (!direct.has(name)) direct.set(name, dir);
    }
  };
  for (const dir of frontEnds()) visit(dir);
  return direct;
}

/**
 * What the build puts into the chunks beside the front ends' own imports (infra/webpack/config.cjs; the chunks' source
 * maps show it), all from the root devDependencies:
 * - injected: the module federation runtime, which ModuleFederationPlugin's generated entry imports into every front
 *   end (webpack-bundler-runtime, and through it runtime, runtime-core, sdk and error-codes): listed with its
 *   dependencies, like an import;
 * - generators: the build tools whose own code is emitted into the chunks: webpack (bootstrap, chunk loading, public
 *   path, sharing), mini-css-extract-plugin (CSS chunk loading), @module-federation/enhanced (the federation entry and
 *   its runtime modules) and @swc/core (the helpers it inlines, such as _define_property). Listed alone: their own
 *   dependencies run at build time only.
 * Not in the chunks: css-loader's runtime (production extracts the CSS: a CSS module's chunk holds only its class names)
 * and @swc/helpers (swc inlines its helpers; the lock has no @swc/helpers).
 */
export const bundledByBuild = {
  injected: { '@module-federation/webpack-bundler-runtime': 'node_modules/@module-federation/enhanced' },
  generators: ['@module-federation/enhanced', '@swc/core', 'mini-css-extract-plugin', 'webpack'],
};

/** The static image's lock: the front ends' production packages and what the build adds, at the repo lock's versions. */
export function staticLock(lock = readLock()) {
  const direct = frontEndPackages(lock.packages);
  const packages = { ...lock.packages };
  for (const [name, from] of Object.entries(bundledByBuild.injected)) {
    const key = resolveInLock(packages, name, from);
    if (!key) throw new Error(`${name} (put into the chunks by ${from}) is not in package-lock.json`);
    // A build tool's dependency in the lock, yet in the chunks: not for development only here.
    const { dev: _dev, ...entry } = packages[key];
    packages[key] = entry;
    if (!direct.has(name)) direct.set(name, from);
  }
  const { dependencies, lock: subset } = lockSubset({ ...lock, packages }, direct, `@undangin/image-${staticImage}`);
  const out = { ...subset.packages };
  for (const name of bundledByBuild.generators) {
    const key = resolveInLock(lock.packages, name, '');
    if (!key) throw new Error(`${name} (its code is emitted into the chunks) is not in package-lock.json`);
    const target = `node_modules/${name}`;
    if (out[target] && out[target].version !== lock.packages[key].version)
      throw new Error(`${target}: ${out[target].version} and ${lock.packages[key].version} both needed`);
    if (out[target]) continue;
    // Only the package itself: what it depends on builds the chunks and stays out of them.
    const {
      dev: _dev,
      devOptional: _devOptional,
      peer: _peer,
      dependencies: _dependencies,
      optionalDependencies: _optionalDependencies,
      peerDependencies: _peerDependencies,
      peerDependenciesMeta: _peerDependenciesMeta,
      ...entry
    } = lock.packages[key];
    out[target] = entry;
    dependencies[name] = entry.version;
  }
  const sorted = Object.fromEntries(
    Object.entries(out).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  const sortedDependencies = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
  sorted[''] = { ...sorted[''], dependencies: sortedDependencies };
  return { dependencies: sortedDependencies, lock: { ...subset, packages: sorted } };
}

/** Writes the static image's package.json and lock into `dir`, the shape sbom.mjs reads for every image. */
export async function writeStaticFolder(dir, lock = readLock()) {
  const { dependencies, lock: imageLock } = staticLock(lock);
  const pkg = {
    name: `@undangin/image-${staticImage}`,
    version: '1.0.0',
    private: true,
    description: `The npm packages bundled into the front ends (${frontEnds().join(', ')}) and the build tools whose code is emitted into them; written by infra/supply-chain.`,
    dependencies,
  };
  await fs.promises.mkdir(dir, { recursive: true });
  await fs.promises.writeFile(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  await fs.promises.writeFile(path.join(dir, 'package-lock.json'), `${JSON.stringify(imageLock, null, 2)}\n`);
  return dir;
}

/**
 * One folder per image holding its package.json and package-lock.json: the services' and migrations' are bundled
 * afresh (build-services.mjs, into BUILD_SERVICES_DIR or build/services), the static image's is written into
 * `staticDir`. Returns [{ image, dir }] in the order asked.
 */
export async function imageFolders(names = imageNames(), { staticDir, lock = readLock() } = {}) {
  const folders = [];
  for (const image of names) {
    if (image === staticImage) {
      if (!staticDir) throw new Error('the static image needs a folder for its lock (staticDir)');
      folders.push({ image, dir: await writeStaticFolder(staticDir, lock) });
    } else {
      const { outDir } = await buildImage(image, { lock, quiet: true });
      folders.push({ image, dir: outDir });
    }
  }
  return folders;
}
