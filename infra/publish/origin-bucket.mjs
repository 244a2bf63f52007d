// The static origin as an S3-compatible bucket (behind a CDN): the origin interface of static-origin.mjs
// (see origin-folder.mjs), asynchronous. Every write is one PutObject, so switching /remotes.json or /index.html is
// atomic per object; each object carries its Cache-Control and Content-Type for the CDN and the browsers.
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** `s3://<bucket>/<optional/prefix>` → its bucket and key prefix ('' or ending in '/'). */
export function parseBucketUrl(url) {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`${url}: bukan alamat bucket (s3://<bucket>/<prefix>)`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1], prefix: prefix ? `${prefix}/` : '' };
}

/**
 * The client from the same variables as the services' upload storage (packages/service-kit/src/storage):
 * S3_ENDPOINT (an S3-compatible server; unset for AWS itself), S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY
 * (unset: the SDK's own chain, e.g. the CI's role), and S3_FORCE_PATH_STYLE (default: on when S3_ENDPOINT is set,
 * the URL shape the services use, `<endpoint>/<bucket>/<key>`).
 */
export function s3ClientFromEnv(env = process.env) {
  const pathStyle = env.S3_FORCE_PATH_STYLE
    ? ['1', 'true', 'yes'].includes(env.S3_FORCE_PATH_STYLE.toLowerCase())
    : Boolean(env.S3_ENDPOINT);
  return new S3Client({
    region: env.S3_REGION ?? 'ap-southeast-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: pathStyle,
    ...(env.S3_ACCESS_KEY_ID
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' } }
      : {}),
    // Checksums only where S3 requires them: S3-compatible servers do not all accept the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const missing = (error) =>
  error?.$metadata?.httpStatusCode === 404 || error?.name === 'NoSuchKey' || error?.name === 'NotFound';

export function bucketOrigin(url, { client = s3ClientFromEnv() } = {}) {
  const { bucket, prefix } = parseBucketUrl(url);
  const Key = (key) => `${prefix}${key}`;
  const readBytes = async (key) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  return {
    async: true,
    describe: () => `s3://${bucket}/${prefix}`,
    async readText(key) {
      const bytes = await readBytes(key);
      return bytes === null ? null : bytes.toString('utf8');
    },
    readBytes,
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async writeFile(key, body, { contentType, cacheControl }) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: Key(key),
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      );
    },
  };
}
