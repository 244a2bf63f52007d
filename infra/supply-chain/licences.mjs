#!/usr/bin/env node
// `npm run licences [lock-file…]`: checks the licence of every npm package the images carry against README.md's
//   policy ("Licences"; the lists are in licence-policy.mjs). Without arguments it checks each image's lock
//   (image-locks.mjs: the services are bundled into a temporary folder, build/ is left as it is); with lock files, the
//   production entries of those (the repo's own package-lock.json works too). Each failing package is printed once,
//   with its version, licence, the reason and the images that carry it; the exit code is then 1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expressionOf, verdict } from './licence-policy.mjs';

/** A lock's installed packages: every node_modules entry that is neither a workspace link nor for development only. */
export function packagesOf(lock) {
  const marker = 'node_modules/';
  return Object.entries(lock.packages ?? {})
    .filter(([key, entry]) => key.includes(marker) && !entry.link && !entry.dev)
    .map(([key, entry]) => ({
      name: key.slice(key.lastIndexOf(marker) + marker.length),
      version: entry.version,
      license: entry.license,
    }));
}

/**
 * Judges every package of every image's lock. Returns the failures (one per name and version, with the images that
 * carry it), how many distinct packages were checked, and which passed only by an exception.
 */
export function checkLicences(locks) {
  const failures = new Map();
  const exceptions = new Map();
  const seen = new Set();
  for (const { image, lock } of locks) {
    for (const pkg of packagesOf(lock)) {
      const id = `${pkg.name}@${pkg.version}`;
      seen.add(id);
      const result = verdict(pkg.name, pkg.license);
      if (result.exception) exceptions.set(id, result.exception);
      if (result.ok) continue;
      if (!failures.has(id)) failures.set(id, { ...pkg, why: result.why, images: [] });
      const failure = failures.get(id);
      if (!failure.images.includes(image)) failure.images.push(image);
    }
  }
  return { failures: [...failures.values()], checked: seen.size, exceptions };
}

/** Every image's lock: the services and migrations bundled into a scratch folder, the static image's from the repo. */
async function imageLocks(scratch) {
  process.env.BUILD_SERVICES_DIR ??= path.join(scratch, 'services');
  // Imported only now: build-services.mjs reads BUILD_SERVICES_DIR when it loads.
  const { imageFolders, imageNames, staticImage, staticLock } = await import('./image-locks.mjs');
  const folders = await imageFolders(imageNames().filter((name) => name !== staticImage));
  const read = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  return [
    ...folders.map(({ image, dir }) => ({ image, lock: read(dir) })),
    { image: staticImage, lock: staticLock().lock },
  ];
}

function report({ failures, checked, exceptions }, images) {
  if (failures.length) {
    console.error(`licences: ${failures.length} package(s) under a licence README.md's policy does not allow:`);
    for (const f of failures.sort((a, b) => a.name.localeCompare(b.name)))
      console.error(
        `  ${f.name} ${f.version}  licence: ${expressionOf(f.license) ?? '(none)'}  (${f.why})  in: ${f.images.join(', ')}`,
      );
    console.error(
      'Replace the package, or list it with its reason under "Licences" in README.md and licence-policy.mjs.',
    );
    return 1;
  }
  const labels = [...new Set(exceptions.values())];
  const byException = labels.map((label) => {
    const count = [...exceptions.values()].filter((l) => l === label).length;
    return `${label}: ${count}`;
  });
  console.log(
    `licences: ${checked} packages in ${images.join(', ')}: all allowed` +
      (byException.length ? ` (by exception: ${byException.join('; ')})` : ''),
  );
  return 0;
}

async function main() {
  const files = process.argv.slice(2);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'undangin-licences-'));
  try {
    const locks = files.length
      ? files.map((file) => ({ image: path.relative('.', file), lock: JSON.parse(fs.readFileSync(file, 'utf8')) }))
      : await imageLocks(scratch);
    return report(
      checkLicences(locks),
      locks.map((l) => l.image),
    );
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
