import { createHash, createHmac } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploads live: local disk served at /uploads by default, any S3-compatible store when S3_* is set. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
}

export function localStorage(root: string, publicBase = '/uploads/'): FileStorage {
  return {
    async put(key, body) {
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `${publicBase}${key}`;
    },
    async remove(key) {
      await rm(path.join(root, key), { force: true });
    },
  };
}

interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicBase: string;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
// SigV4 encodes every byte but A-Z a-z 0-9 - . _ ~ (encodeURIComponent leaves !'()* alone).
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type SigningKeys = Pick<S3Settings, 'region' | 'accessKeyId' | 'secretAccessKey'>;

/**
 * AWS Signature Version 4 for S3: `headers` plus host, x-amz-content-sha256 and x-amz-date, all signed, and the
 * Authorization header over them. The URL's path must already be URI-encoded per segment, as S3 wants it.
 */
export function signV4(
  method: string,
  url: URL,
  headers: Record<string, string>,
  payloadHash: string,
  keys: SigningKeys,
  now = new Date(),
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const signed: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
  for (const [name, value] of Object.entries(headers)) signed[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  const names = Object.keys(signed).sort();
  const query = [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => byCode(a, b) || byCode(x, y))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonical = [
    method,
    url.pathname,
    query,
    ...names.map((n) => `${n}:${signed[n]}`),
    '',
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${keys.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), keys.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  return {
    ...signed,
    authorization: `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/** The signed headers of one path-style S3 request (what every S3-compatible store accepts). */
export function signS3(
  settings: S3Settings,
  method: 'PUT' | 'DELETE',
  key: string,
  body: Buffer,
  contentType: string | null,
  now = new Date(),
) {
  const url = new URL(
    `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}/${key.split('/').map(uriEncode).join('/')}`,
  );
  const headers = signV4(method, url, contentType ? { 'content-type': contentType } : {}, sha256(body), settings, now);
  return { url: url.toString(), headers };
}

export function s3Storage(settings: S3Settings): FileStorage {
  return {
    async put(key, body, contentType) {
      const { url, headers } = signS3(settings, 'PUT', key, body, contentType);
      const response = await fetch(url, { method: 'PUT', headers, body });
      if (!response.ok) throw new Error(`S3 PUT ${response.status}`);
      return `${settings.publicBase.replace(/\/$/, '')}/${key}`;
    },
    async remove(key) {
      const { url, headers } = signS3(settings, 'DELETE', key, Buffer.alloc(0), null);
      const response = await fetch(url, { method: 'DELETE', headers });
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${response.status}`);
    },
  };
}

/** S3 when S3_BUCKET and S3_ENDPOINT are set (S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL), else local disk. */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorage {
  if (env.S3_BUCKET && env.S3_ENDPOINT) {
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'ap-southeast-1',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      publicBase: env.S3_PUBLIC_URL ?? `${env.S3_ENDPOINT}/${env.S3_BUCKET}`,
    });
  }
  return localStorage(env.UPLOADS_DIR ?? path.resolve(__dirname, '../../../../.data/uploads'));
}
