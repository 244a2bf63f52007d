// The journeys' S3-compatible bucket (s3rver): the dashboard's uploads go here, browsers PUT presigned uploads
// straight to it from the app's origin (its CORS rule, as docs/DEPLOY.md asks of a real bucket).
import path from 'node:path';
import S3rver from 's3rver';

const port = Number(process.env.S3_PORT ?? 4199);
const bucket = process.env.S3_BUCKET ?? 'undangin-uploads';
const origin = process.env.APP_ORIGIN ?? 'http://127.0.0.1:8188';
const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>content-type</AllowedHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const server = new S3rver({
  address: '127.0.0.1',
  port,
  silent: true,
  directory: path.resolve(process.env.S3_DIR ?? '.data/e2e/s3'),
  configureBuckets: [{ name: bucket, configs: [cors] }],
});
await server.run();
console.log(`[s3rver] http://127.0.0.1:${port}/${bucket}`);
const stop = () => server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
