import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no types: a local S3-compatible server, the bucket these tests store to
import S3rver from 's3rver';
import { s3Storage } from './s3';

/** Browsers may PUT a presigned upload from any origin here; a real bucket names the app's origin (docs/DEPLOY.md). */
export const testBucketCors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedHeader>content-type</AllowedHeader>
    <MaxAgeSeconds>600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * s3rver (a real S3-compatible server, on a free port, in a temp folder) with one bucket, and the service's storage
 * on it: what a test stores, it stores over HTTP through the SDK. `close` stops the server and removes the folder.
 */
export async function startTestS3(bucket = 'undangin-uploads') {
  // AWS SDK v3 warns that it will want Node 22 from 2027 on (this repository runs Node 20).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [testBucketCors] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    // s3rver's own key pair.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    publicBase: `${endpoint}/${bucket}`,
  };
  return {
    endpoint,
    bucket,
    settings,
    storage: s3Storage(settings),
    /** What a browser or a CDN gets: a plain GET of the object's path-style URL. */
    get: (key: string, headers: Record<string, string> = {}) => fetch(`${endpoint}/${bucket}/${key}`, { headers }),
    async close() {
      await (server as { close(): Promise<void> }).close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
