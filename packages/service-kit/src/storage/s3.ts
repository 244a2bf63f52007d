import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { keyUnder, type FileStorage } from './storage';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Where the public reads the bucket (a CDN in front of it), without a trailing slash or with one. */
  publicBase: string;
}

/** Every key names one upload (a fresh UUID), never rewritten: caches may keep it for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** A presigned PUT: the browser sends the file to `url` with exactly `headers`, and nothing else (no bearer). */
export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
  expiresAt: string;
}

/** What the store says of an object uploaded by a browser; `metadata` is what the presigned URL fixed. */
export interface StoredObject {
  size: number;
  contentType: string;
  metadata: Record<string, string>;
}

/** A browser's upload straight to the bucket: signed, then checked, then moved to its final key. */
export interface DirectUploads {
  /** A PUT of exactly `size` bytes of `contentType` to `key`, valid `expiresIn` seconds, stored with `metadata` (ASCII). */
  presignPut(
    key: string,
    upload: { contentType: string; size: number; metadata?: Record<string, string> },
    expiresIn: number,
  ): Promise<PresignedPut>;
  /** The object's size and type; null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /** Its first `bytes` bytes (fewer when it is shorter). */
  readStart(key: string, bytes: number): Promise<Buffer>;
  /** Moves a checked upload to `to` with its type and the immutable cache header; answers its public URL. */
  publish(from: string, to: string, contentType: string): Promise<string>;
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/** The SDK's client for an S3-compatible store (the uploads' and the exports' alike). */
export function s3Client(settings: Omit<S3Settings, 'bucket' | 'publicBase'>): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible servers do not all take the newer checksum headers, and a
    // presigned PUT must not carry the checksum of an empty body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Any S3-compatible store through the AWS SDK; bodies as streams or buffers, large ones in multipart parts. */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const publicBase = settings.publicBase.replace(/\/$/, '');
  const urlOf = (key: string) => `${publicBase}/${key.split('/').map(encodeURIComponent).join('/')}`;

  const direct: DirectUploads = {
    async presignPut(key, { contentType, size, metadata }, expiresIn) {
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
        Metadata: metadata,
      });
      // Content-Type and Content-Length signed: the store refuses another type or size than the one declared. The
      // metadata goes into the signed query string: the browser cannot change it either.
      const url = await getSignedUrl(client, command, {
        expiresIn,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return {
        url,
        headers: { 'content-type': contentType },
        expiresAt: new Date(Date.now() + expiresIn * 1000).toISOString(),
      };
    },
    async head(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '', metadata: head.Metadata ?? {} };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async readStart(key, bytes) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
      const body = answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      return body.subarray(0, bytes);
    },
    async publish(from, to, contentType) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: to,
          CopySource: `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'REPLACE',
          ContentType: contentType,
          CacheControl: immutableCacheControl,
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
      return urlOf(to);
    },
  };

  return {
    async put(key, body: Buffer | Readable, contentType) {
      // Multipart in 8 MB parts past the first part: a 50 MB video is never held whole by the SDK.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType, CacheControl: immutableCacheControl },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      }).done();
      return urlOf(key);
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!missing(error)) throw error;
      }
    },
    owns: (url) => keyUnder(publicBase, url) !== null,
    async read(url) {
      const key = keyUnder(publicBase, url);
      if (!key) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    direct,
  };
}
