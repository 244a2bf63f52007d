import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.cjs';

const port = Number(process.env.E2E_PORT ?? 8188);
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// The uploads' bucket: s3rver, started first; the services store to it as production stores to S3.
const s3Port = Number(process.env.E2E_S3_PORT ?? 4199);
export const bucketURL = process.env.E2E_BUCKET_URL ?? `http://127.0.0.1:${s3Port}/undangin-uploads`;

/** Journeys through the shell in the system Chromium, against the whole stack started by `npm start`. */
export default defineConfig({
  testDir: './specs',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'id-ID',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [{ name: 'chromium-mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'node tests/e2e/support/s3-server.mjs',
          cwd: '../..',
          url: `http://127.0.0.1:${s3Port}/`,
          timeout: 30_000,
          reuseExistingServer: !process.env.CI,
          env: { S3_PORT: String(s3Port), S3_DIR: '.data/e2e/s3', APP_ORIGIN: baseURL },
        },
        {
          command: 'node infra/local/start.mjs',
          cwd: '../..',
          url: `${baseURL}/auth/v1/health`,
          timeout: 300_000,
          reuseExistingServer: !process.env.CI,
          env: {
            PORT: String(port),
            SERVICE_PORT_BASE: '4100',
            PG_PORT: '54349',
            DATA_DIR: '.data/e2e',
            LOG_LEVEL: 'warn',
            // Two invitation replicas, as production runs it: a guest's calls and the wishes wall cross them.
            REPLICAS: 'invitation=2',
            // Journeys read reset and confirmation links from the auth service's outbox (support/session.ts).
            DEV_MAIL: '1',
            // Every journey signs in from 127.0.0.1; the limits themselves are proven by the auth service's tests.
            RATE_LIMIT_SIGNIN_IP: '1000',
            RATE_LIMIT_SIGNUP_IP: '1000',
            RATE_LIMIT_RECOVER_IP: '1000',
            RATE_LIMIT_CHECKOUT_IP: '1000',
            // Uploads to the bucket above (s3rver's own key pair); its origin joins the pages' policy by itself.
            S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
            S3_BUCKET: 'undangin-uploads',
            S3_REGION: 'us-east-1',
            S3_ACCESS_KEY_ID: 'S3RVER',
            S3_SECRET_ACCESS_KEY: 'S3RVER',
            S3_PUBLIC_URL: `http://127.0.0.1:${s3Port}/undangin-uploads`,
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            // Custom domains (custom-domain.spec.ts): the dashboard's DNS checks ask the spec's own zone (DnsZone, started
            // by the spec on this port), and a host's records must name these.
            DNS_SERVERS: '127.0.0.1:53535',
            CUSTOM_DOMAIN_CNAME: 'domains.undangin.test',
            CUSTOM_DOMAIN_IPV4: '127.0.0.1',
          },
        },
      ],
});
