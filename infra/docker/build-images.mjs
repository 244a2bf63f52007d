#!/usr/bin/env node
// `npm run build:images`: bundles every service and the migrations (build-services.mjs), then `docker build`s
//   undangin/<service> (service.Dockerfile), undangin/render (render.Dockerfile: the worker, with Debian's Chromium and
//   ffmpeg) and undangin/migrations (migrations.Dockerfile) when docker is on PATH: each image's `dockerfile`.
// TAG sets the images' tag (latest by default), REGISTRY a prefix ("registry.example.com/"). The static image is built
// from a published folder: see static.Dockerfile. Each image's folder also gets its CycloneDX SBOM (sbom.cdx.json, from
// infra/supply-chain/sbom.mjs), which the Dockerfiles copy with the bundle: the image carries it as /app/sbom.cdx.json.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSbom } from '../supply-chain/sbom.mjs';
import { buildImage, images, readLock } from './build-services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tag = process.env.TAG ?? 'latest';
const registry = process.env.REGISTRY ?? '';

const lock = readLock();
const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(images);
for (const name of names) {
  const { outDir } = await buildImage(name, { lock });
  writeSbom(outDir, path.join(outDir, 'sbom.cdx.json'));
}

// Asks the daemon, not just the client: a docker binary without a reachable daemon cannot build either.
const docker = spawnSync('docker', ['version', '--format', '{{.Server.Version}}'], { encoding: 'utf8' });
if (docker.error || docker.status !== 0) {
  const why = docker.error ? 'docker is not installed here' : 'no Docker daemon answers here';
  console.log(`${why}: skipped docker build (the bundles are in build/services/).`);
  process.exit(0);
}
for (const name of names) {
  const { dockerfile } = images[name];
  // Only the shared service.Dockerfile is told which service it holds; an image's own Dockerfile knows.
  const serviceArg = dockerfile.endsWith('/service.Dockerfile') ? ['--build-arg', `SERVICE=${name}`] : [];
  const args = ['build', '-f', dockerfile, ...serviceArg, '-t', `${registry}undangin/${name}:${tag}`, '.'];
  console.log(`docker ${args.join(' ')}`);
  const run = spawnSync('docker', args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`docker build of ${name} failed`);
    process.exit(run.status ?? 1);
  }
}
