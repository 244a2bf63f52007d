// `npm start`: the whole platform on one machine. Builds what is not built, starts the embedded Postgres
// (unless DATABASE_URL is set), migrates and seeds, starts the six services and the gateway.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './build.mjs';
import { publishBuiltRemotes } from './publish-local.mjs';
import { startEmbeddedPostgres } from './postgres.mjs';
import { ensureServiceLogins } from './service-logins.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
const gatewayPort = Number(env.PORT ?? 8080);
// The services and their ports come from the one topology in packages/contracts (TypeScript, read through tsx).
const contracts = createRequire(import.meta.url)('tsx/cjs/api').require('@undangin/contracts', import.meta.url);
const portBase = Number(env.SERVICE_PORT_BASE ?? contracts.defaultServicePortBase);
const services = [...contracts.serviceNames];
const servicePort = (name) => contracts.servicePortOf(name, portBase);
const log = (message) => console.log(`[undangin] ${message}`);

const children = new Map();
let postgres = null;
let stopping = false;

function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const request = http.get(url, (response) => {
        response.resume();
        if (response.statusCode === 200) return resolve();
        retry();
      });
      request.on('error', retry);
      request.setTimeout(2000, () => request.destroy());
    };
    const retry = () => (Date.now() > deadline ? reject(new Error(`${url} tidak menjawab`)) : setTimeout(attempt, 200));
    attempt();
  });
}

function startChild(name, script, childEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...env, ...childEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      log(`${name} berhenti tiba-tiba (${signal ?? code}); menghentikan semuanya`);
      void stop(1);
    }
  });
  return child;
}

async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  log('menghentikan...');
  const exits = [...children.values()].map(
    (child) =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  );
  await Promise.all(exits);
  if (postgres) await postgres.stop().catch(() => {});
  process.exit(exitCode);
}

async function main() {
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));

  buildFrontEnds({ log });
  // The remotes as production serves them: versioned folders and /remotes.json in DATA_DIR/static.
  const staticDir = publishBuiltRemotes({ dataDir, log });

  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const pgPort = Number(env.PG_PORT ?? 54329);
    log(`menjalankan Postgres tertanam di port ${pgPort} (${path.relative(root, dataDir)}/pg)`);
    postgres = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pg'),
      port: pgPort,
      database: 'undangin',
      log,
    });
    databaseUrl = postgres.url;
  }

  const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'packages/db/src/cli.ts', 'seed'], {
    cwd: root,
    // The embedded default seeds demo accounts and content; production never runs this script.
    env: { ...env, DATABASE_URL: databaseUrl, SEED_DEMO: env.SEED_DEMO ?? '1' },
    stdio: 'inherit',
  });
  if (migrate.status !== 0) throw new Error('migrasi gagal');

  // Each service logs in as its own role; a Postgres whose login may not create logins keeps SET ROLE (weaker).
  let serviceDatabaseUrls = {};
  try {
    const logins = await ensureServiceLogins(databaseUrl, path.join(dataDir, 'keys', 'db-logins.json'));
    serviceDatabaseUrls = Object.fromEntries(
      services.map((name) => [
        `${name.toUpperCase()}_DATABASE_URL`,
        env[`${name.toUpperCase()}_DATABASE_URL`] ?? logins[name],
      ]),
    );
  } catch (error) {
    log(`peringatan: login per layanan tidak dapat dibuat (${error.message}); layanan memakai SET ROLE`);
  }

  const common = {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: env.LOG_LEVEL ?? (process.argv.includes('--dev') ? 'info' : 'warn'),
    AUTH_SIGNING_KEY_FILE: env.AUTH_SIGNING_KEY_FILE ?? path.join(dataDir, 'keys', 'auth-signing-key.pem'),
    UPLOADS_DIR: env.UPLOADS_DIR ?? path.join(dataDir, 'uploads'),
    // The static origin as a folder: the shell's page, /remotes.json and the remotes' versioned builds.
    STATIC_DIR: staticDir,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${gatewayPort}`,
    // The auth service's outbox reader at /dev/mail (loopback clients only, never with SMTP_URL); DEV_MAIL=0 turns it off.
    DEV_MAIL: env.DEV_MAIL ?? '1',
  };
  // Where each service listens: the gateway routes to them, the admin service reports their readiness.
  const serviceUrls = Object.fromEntries(
    services.map((name) => [contracts.serviceUrlVariable(name), `http://127.0.0.1:${servicePort(name)}`]),
  );
  // Auth first: it publishes the key the others verify tokens with.
  const order = [['auth'], services.filter((s) => s !== 'auth')];
  for (const group of order) {
    for (const name of group) {
      startChild(name, `services/${name}/src/server.ts`, {
        ...common,
        ...serviceUrls,
        ...serviceDatabaseUrls,
        [`${name.toUpperCase()}_PORT`]: String(servicePort(name)),
      });
    }
    await Promise.all(group.map((name) => waitForHttp(`http://127.0.0.1:${servicePort(name)}/ready`)));
  }

  startChild('gateway', 'infra/local/src/main.ts', { ...common, ...serviceUrls, PORT: String(gatewayPort) });
  await waitForHttp(`http://127.0.0.1:${gatewayPort}/auth/v1/health`);

  log(`siap: http://127.0.0.1:${gatewayPort}`);
  if ((env.SEED_DEMO ?? '1') !== '0') {
    log('akun demo (password demo12345): admin@undangin.id (admin), demo@contoh.id (WhatsApp 081234567890)');
  }
  if (!env.SMTP_URL && /^(1|true|yes|on)$/i.test(common.DEV_MAIL))
    log(`email keluar (lokal): http://127.0.0.1:${gatewayPort}/dev/mail`);
  log('Ctrl-C untuk berhenti.');
}

main().catch((error) => {
  console.error(`[undangin] gagal mulai: ${error.message}`);
  void stop(1);
});
