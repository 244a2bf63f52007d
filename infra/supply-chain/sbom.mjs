#!/usr/bin/env node
// `npm run sbom [image…]`: a CycloneDX SBOM (JSON, spec 1.6) per image in build/sbom/<image>.cdx.json (SBOM_DIR moves
//   it), made by @cyclonedx/cyclonedx-npm from the image's package-lock.json alone (--package-lock-only), no
//   node_modules needed and nothing asked of the registry:
//   <service>, render, migrations  bundled first (as `npm run build:services`), then the lock beside the bundle: what
//                                  the image's `npm ci --omit=dev` installs; the optional builds of native packages for
//                                  other platforms are listed too, though npm installs only the image's own
//   static                         the front ends' npm packages (image-locks.mjs)
//   backup                         none: it holds no npm package (postgres:17-alpine with aws-cli)
// Every SBOM lists npm packages only: the base images' operating-system packages, Node itself, and the render worker's
// Chromium and ffmpeg need an image scanner. The output is reproducible: the same lock gives the same file.
// build-images.mjs writes the same SBOM into each service's folder, so the image carries it as /app/sbom.cdx.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageFolders, imageNames, staticImage } from './image-locks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sbomDir = path.resolve(root, process.env.SBOM_DIR ?? path.join('build', 'sbom'));
const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@cyclonedx/cyclonedx-npm')),
  'bin',
  'cyclonedx-npm-cli.js',
);

/** Writes the SBOM of the package.json and package-lock.json in `dir` to `file`; returns its component count. */
export function writeSbom(dir, file) {
  const args = [cli, '--package-lock-only', '--omit', 'dev', '--output-reproducible', '--spec-version', '1.6'];
  args.push('--output-format', 'JSON', '--output-file', file, 'package.json');
  const run = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`cyclonedx-npm failed in ${dir}:\n${run.stderr || run.stdout}`);
  return componentCount(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Components at every depth: cyclonedx-npm nests a package under the one whose node_modules holds it. */
function componentCount(bom) {
  const count = (components = []) => components.reduce((n, c) => n + 1 + count(c.components), 0);
  return count(bom.components);
}

async function main() {
  const known = imageNames();
  const names = process.argv.slice(2).length ? process.argv.slice(2) : known;
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`unknown image ${unknown.join(', ')}; known: ${known.join(', ')}`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'undangin-sbom-'));
  try {
    await fs.promises.mkdir(sbomDir, { recursive: true });
    for (const { image, dir } of await imageFolders(names, { staticDir: path.join(scratch, staticImage) })) {
      const file = path.join(sbomDir, `${image}.cdx.json`);
      const components = writeSbom(dir, file);
      console.log(`${path.relative(root, file)}  ${components} components`);
    }
    if (!process.argv.slice(2).length)
      console.log('backup: no SBOM (no npm package in it); scan the images for their operating-system packages');
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
