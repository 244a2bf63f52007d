// A build's files as the static origin holds them: which files are published, the version their content hashes
// to, and the Content-Type and Cache-Control each object is served with.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file of a build (relative paths, sorted), but the stamp infra/local/build.mjs leaves to skip a rebuild. */
export function filesOf(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== '.build-stamp')
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

/** A build's version by its content: the same build always publishes to the same folder. */
export function contentVersion(dist) {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(dist))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dist, file)));
  return hash.digest('hex').slice(0, 12);
}

/** Cache-Control of the objects: a version folder is immutable, except what is read to decide what to load. */
export const cacheImmutable = 'public, max-age=31536000, immutable';
export const cacheNever = 'no-cache';
const revalidated = new Set(['mf-manifest.json', 'routes.json']);
/** `file`: a path inside a version folder. */
export const cacheControlOf = (file) => (revalidated.has(file) ? cacheNever : cacheImmutable);

const contentTypes = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  woff2: 'font/woff2',
  woff: 'font/woff',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  avif: 'image/avif',
  ico: 'image/x-icon',
  webmanifest: 'application/manifest+json',
};
export const contentTypeOf = (file) =>
  contentTypes[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream';
