import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { s3Storage, type DirectUploads } from './s3';

/** Where uploads live: local disk served at /uploads by default, any S3-compatible store when S3_* is set. */
export interface FileStorage {
  /** Stores `body` under `key` and answers its public URL. Keys are never reused, so the object never changes. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** The bytes of a file this store answered `url` for (its public URL); null for any other URL or a missing file. */
  read(url: string): Promise<Buffer | null>;
  /** Whether `url` is one of this store's files (its public URL), whether or not the file still exists. */
  owns(url: string): boolean;
  /** Browser uploads straight to the store (presigned); absent where the store cannot take them (local disk). */
  direct?: DirectUploads;
}

export function localStorage(root: string, publicBase = '/uploads/'): FileStorage {
  return {
    async put(key, body) {
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      if (Buffer.isBuffer(body)) await writeFile(file, body);
      else await pipeline(body, createWriteStream(file));
      return `${publicBase}${key}`;
    },
    async remove(key) {
      await rm(path.join(root, key), { force: true });
    },
    async read(url) {
      const key = keyUnder(publicBase, url);
      return key ? readFile(path.join(root, key)).catch(() => null) : null;
    },
    owns: (url) => keyUnder(publicBase, url) !== null,
  };
}

/** The key of `url` under `base` (a store's public base), or null: another address, or one that climbs out. */
export function keyUnder(base: string, url: string): string | null {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  if (!url.startsWith(prefix)) return null;
  let key: string;
  try {
    key = decodeURIComponent(url.slice(prefix.length).split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const parts = key.split('/');
  // Exports share the bucket when EXPORTS_S3_BUCKET is unset: they are never an upload.
  if (parts[0] === 'exports') return null;
  return key && !parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\')) ? key : null;
}

const yes = (value: string) => ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/**
 * S3 when S3_BUCKET and S3_ENDPOINT are set (S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL,
 * S3_FORCE_PATH_STYLE), else local disk.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorage {
  if (env.S3_BUCKET && env.S3_ENDPOINT) {
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'ap-southeast-1',
      // Unset keys: the SDK's own chain (a pod's role).
      credentials: env.S3_ACCESS_KEY_ID
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' }
        : undefined,
      // <endpoint>/<bucket>/<key> unless told otherwise: the one URL shape every S3-compatible server takes.
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? yes(env.S3_FORCE_PATH_STYLE) : true,
      publicBase: env.S3_PUBLIC_URL ?? `${env.S3_ENDPOINT.replace(/\/$/, '')}/${env.S3_BUCKET}`,
    });
  }
  return localStorage(env.UPLOADS_DIR ?? path.resolve(__dirname, '../../../../.data/uploads'));
}
