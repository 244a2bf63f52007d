import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client, type S3Settings } from './s3';

/**
 * Where finished exports (PDFs, videos) are kept: private files, never at a public address. The render worker puts
 * them; the dashboard hands the host a link valid for a few minutes. S3 (a presigned GET) when S3_BUCKET and
 * S3_ENDPOINT are set (EXPORTS_S3_BUCKET, else the uploads' bucket under `exports/`, which its public policy must
 * not cover); else local disk (EXPORTS_DIR), served by the dashboard's signed download route.
 */
export interface ExportStore {
  /** Stores the file at `file` under `key` whole or not at all; answers its size in bytes. */
  put(key: string, file: string, contentType: string): Promise<number>;
  remove(key: string): Promise<void>;
  /** An address that downloads `key` as `fileName` for `seconds`. */
  link(key: string, fileName: string, seconds: number): Promise<string>;
  /** Local disk only: the file of a link this store signed (null when the signature or its time is wrong). */
  open?(query: SignedQuery): Promise<{ stream: Readable; size: number; fileName: string } | null>;
}

export interface SignedQuery {
  key?: string;
  name?: string;
  exp?: string;
  sig?: string;
}

/** Where the dashboard serves a local export (its signed download route). */
export const localExportPath = '/api/dashboard/exports/file';

const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export function localExportStore(root: string, secret: string): ExportStore {
  const sign = (key: string, name: string, exp: string) =>
    createHmac('sha256', secret).update(`${key}\n${name}\n${exp}`).digest('base64url');
  const fileOf = (key: string) => {
    if (!/^[a-z0-9-]+(\/[a-z0-9._-]+)*$/i.test(key) || key.split('/').some((p) => p === '..' || p === '.')) return null;
    return path.join(root, key);
  };
  return {
    async put(key, file) {
      const target = fileOf(key);
      if (!target) throw new Error(`bad export key ${key}`);
      await mkdir(path.dirname(target), { recursive: true });
      // Copied beside, then renamed: a reader sees the whole file or none.
      const partial = `${target}.partial-${process.pid}`;
      await copyFile(file, partial);
      await rename(partial, target);
      return (await stat(target)).size;
    },
    async remove(key) {
      const target = fileOf(key);
      if (target) await rm(target, { force: true });
    },
    async link(key, fileName, seconds) {
      const exp = String(Math.floor(Date.now() / 1000) + seconds);
      const query = new URLSearchParams({ key, name: fileName, exp, sig: sign(key, fileName, exp) });
      return `${localExportPath}?${query.toString()}`;
    },
    async open({ key, name, exp, sig }) {
      if (!key || !name || !exp || !sig || !/^\d{1,12}$/.test(exp)) return null;
      if (Number(exp) < Date.now() / 1000) return null;
      const expected = Buffer.from(sign(key, name, exp));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const target = fileOf(key);
      if (!target) return null;
      const size = await stat(target).then(
        (s) => s.size,
        () => null,
      );
      return size === null ? null : { stream: createReadStream(target), size, fileName: name };
    },
  };
}

export type S3ExportSettings = Omit<S3Settings, 'publicBase'>;

export function s3ExportStore(settings: S3ExportSettings): ExportStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  return {
    async put(key, file, contentType) {
      const size = (await stat(file)).size;
      // An object appears when its upload completes: never half a file at its key.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: createReadStream(file), ContentType: contentType, CacheControl: 'private' },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      }).done();
      return size;
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        const gone = error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
        if (!gone) throw error;
      }
    },
    link(key, fileName, seconds) {
      const command = new GetObjectCommand({ Bucket, Key: key, ResponseContentDisposition: attachment(fileName) });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
  };
}

const yes = (value: string) => ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/** The store of exports from the environment (see ExportStore); the same settings in the dashboard and the worker. */
export function exportStoreFromEnv(env: NodeJS.ProcessEnv = process.env): ExportStore {
  if (env.S3_BUCKET && env.S3_ENDPOINT) {
    return s3ExportStore({
      endpoint: env.S3_ENDPOINT,
      bucket: env.EXPORTS_S3_BUCKET ?? env.S3_BUCKET,
      region: env.S3_REGION ?? 'ap-southeast-1',
      credentials: env.S3_ACCESS_KEY_ID
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' }
        : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? yes(env.S3_FORCE_PATH_STYLE) : true,
    });
  }
  const secret = env.EXPORT_LINK_SECRET;
  if (!secret && env.NODE_ENV === 'production')
    throw new Error('EXPORT_LINK_SECRET is required for exports on local disk in production (or set S3_*)');
  return localExportStore(
    env.EXPORTS_DIR ?? path.resolve(__dirname, '../../../../.data/exports'),
    secret ?? 'undangin-local-export-links',
  );
}

export { attachment as exportDisposition };
