import { serviceNames, servicePortOf, topology, workerNames, workerPortOf, type AppName } from '@undangin/contracts';
import { defaultDatabaseUrl, dbRoleOf } from '@undangin/db';

export interface ServiceConfig {
  service: AppName;
  /** Where the service's routes live behind the gateway or Ingress, e.g. /api/marketing; a worker's are its own (/render). */
  prefix: string;
  host: string;
  port: number;
  databaseUrl: string;
  /** The Postgres role the service acts as; it may write only the tables it owns. */
  dbRole: string | null;
  dbPoolMax: number;
  /** How often an idle job worker asks the queue for work (JOB_POLL_SECONDS, at least 0.5). */
  jobPollSeconds: number;
  logLevel: string;
  /** Which peers may set X-Forwarded-For (proxy-addr names or CIDRs), so rate limits see the real client. */
  trustProxy: string;
  /** Seconds to finish in-flight requests on SIGTERM before forcing the exit. */
  shutdownGraceSeconds: number;
  /** Milliseconds a stopping service still serves, marking its answers, before it closes its port (within the grace). */
  shutdownDrainMs: number;
  /** Seconds between catch-up reads of ended sessions; notifications usually make it immediate. */
  revocationPollSeconds: number;
  /** How long an ended session is remembered: at least the longest access-token lifetime (JWT_EXPIRY). */
  revocationWindowSeconds: number;
  /** When the process answers 503 with Retry-After instead of queueing requests until clients time out. */
  loadShedding: LoadSheddingConfig;
}

export interface LoadSheddingConfig {
  /** Mean event-loop delay (ms) over a sample above which new requests are refused; 0 switches the check off. */
  maxEventLoopDelayMs: number;
  /** Share of time (0–1) the event loop was busy over a sample above which new requests are refused; 0 = off (default). */
  maxEventLoopUtilization: number;
  /** Milliseconds between samples. */
  sampleIntervalMs: number;
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds: number;
}

/** Each service's local port (SERVICE_PORT_BASE + its offset) and edge prefix, from the one topology in contracts. */
export const servicePorts = Object.fromEntries([
  ...serviceNames.map((name) => [name, servicePortOf(name)]),
  ...workerNames.map((name) => [name, workerPortOf(name)]),
]) as Record<AppName, number>;
export const servicePrefixes = Object.fromEntries([
  ...serviceNames.map((name) => [name, topology[name].prefix]),
  // Never at the edge: probes and metrics only.
  ...workerNames.map((name) => [name, `/${name}`]),
]) as Record<AppName, string>;

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

const loginOf = (url: string): string | null => {
  try {
    return decodeURIComponent(new URL(url).username);
  } catch {
    return null;
  }
};

/** Config from the environment, with defaults that run the embedded local stack unchanged. */
export function readConfig(service: AppName, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const upper = service.toUpperCase();
  const databaseUrl = env[`${upper}_DATABASE_URL`] ?? env.DATABASE_URL ?? defaultDatabaseUrl;
  return {
    service,
    prefix: servicePrefixes[service],
    host: env.HOST ?? '127.0.0.1',
    port: int(env[`${upper}_PORT`] ?? env.SERVICE_PORT, servicePorts[service]),
    databaseUrl,
    // Logged in as its own role it needs no SET ROLE (and an injection has nothing to RESET ROLE back to).
    dbRole:
      env.DB_ROLE === '' || loginOf(databaseUrl) === dbRoleOf(service) ? null : (env.DB_ROLE ?? dbRoleOf(service)),
    dbPoolMax: int(env.DB_POOL_MAX, 10),
    jobPollSeconds: Math.max(Number.parseFloat(env.JOB_POLL_SECONDS ?? '') || 1, 0.5),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY ?? 'loopback,linklocal,uniquelocal',
    shutdownGraceSeconds: int(env.SHUTDOWN_GRACE_SECONDS, 10),
    shutdownDrainMs: Math.max(int(env.SHUTDOWN_DRAIN_MS, 1000), 0),
    revocationPollSeconds: int(env.REVOCATION_POLL_SECONDS, 5),
    revocationWindowSeconds: Math.max(int(env.JWT_EXPIRY, 3600), 3600) + 300,
    loadShedding: {
      maxEventLoopDelayMs: int(env.MAX_EVENT_LOOP_DELAY_MS, 1000),
      // Off unless set: a busy loop that still answers in time is no reason to refuse; the delay is.
      maxEventLoopUtilization: Number.parseFloat(env.MAX_EVENT_LOOP_UTILIZATION ?? '') || 0,
      sampleIntervalMs: int(env.LOAD_SAMPLE_INTERVAL_MS, 1000),
      retryAfterSeconds: int(env.OVERLOAD_RETRY_AFTER_SECONDS, 5),
    },
  };
}
