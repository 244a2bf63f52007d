import fs from 'node:fs';
import path from 'node:path';

/** Where a published file is read from: an http(s) URL (the CDN, the static origin) or a path on this disk. */
export type Location = string;

interface Fetched {
  body: string;
  /** ETag / Last-Modified of a URL, mtime and size of a file: unchanged means not read again. */
  tag: string;
}

export interface Logger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const isUrl = (location: Location) => /^https?:\/\//i.test(location);

/** How long a published file may wait before the origin answers: a guest is waiting on this page. */
const readTimeoutMs = 2000;

async function readUrl(url: string, previous: Fetched | null): Promise<Fetched | 'unchanged'> {
  const headers: Record<string, string> = {};
  if (previous?.tag.startsWith('etag:')) headers['if-none-match'] = previous.tag.slice(5);
  if (previous?.tag.startsWith('modified:')) headers['if-modified-since'] = previous.tag.slice(9);
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(readTimeoutMs) });
  if (response.status === 304 && previous) return 'unchanged';
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = await response.text();
  const etag = response.headers.get('etag');
  const modified = response.headers.get('last-modified');
  return { body, tag: etag ? `etag:${etag}` : modified ? `modified:${modified}` : '' };
}

async function readFile(file: string, previous: Fetched | null): Promise<Fetched | 'unchanged'> {
  const { mtimeMs, size } = await fs.promises.stat(file);
  const tag = `file:${mtimeMs}:${size}`;
  if (previous?.tag === tag) return 'unchanged';
  return { body: await fs.promises.readFile(file, 'utf8'), tag };
}

export interface PublishedFileOptions<T> {
  /** What the file is, for the log: "the shell's index.html". */
  name: string;
  /** Turns the body into its value; throws when the body is not a good copy (bad JSON, not a page). */
  parse: (body: string) => T;
  /** How long a good copy is used before the origin is asked again (with If-None-Match). */
  ttlMs: number;
  log: Logger;
}

/**
 * A file the static origin publishes and replaces (index.html, remotes.json, a manifest), kept in memory. It is
 * asked for again after `ttlMs` (conditionally, so an unchanged file costs a 304); when the origin is down, slow
 * or serves a broken copy, the last good copy is used, or null when there never was one. One warning per outage;
 * while it lasts the origin is still asked every `ttlMs`, without making a guest wait for the answer.
 */
export function publishedFile<T>(location: Location, options: PublishedFileOptions<T>): () => Promise<T | null> {
  let good: { fetched: Fetched; value: T } | null = null;
  let checkedAt = -Infinity;
  let failing = false;
  let inFlight: Promise<void> | null = null;

  const revalidate = async () => {
    try {
      const previous = good?.fetched ?? null;
      const answer = isUrl(location) ? await readUrl(location, previous) : await readFile(location, previous);
      if (answer !== 'unchanged') good = { fetched: answer, value: options.parse(answer.body) };
      if (failing) options.log.info({ location }, `${options.name} is available again`);
      failing = false;
    } catch (error) {
      if (!failing) {
        const keeping = good ? 'keeping the last good copy' : 'no good copy yet, serving without it';
        options.log.warn({ location, err: (error as Error).message }, `${options.name} unavailable: ${keeping}`);
      }
      failing = true;
    } finally {
      checkedAt = Date.now();
    }
  };

  return async () => {
    if (Date.now() - checkedAt >= options.ttlMs) {
      // Requests that arrive together share one read of the origin.
      inFlight ??= revalidate().finally(() => (inFlight = null));
      // Through an outage, guests get the last good copy at once: only the first request waits for a timeout.
      if (!(failing && good)) await inFlight;
    }
    return good?.value ?? null;
  };
}

/**
 * Where the published shell and remotes are read from, by precedence: STATIC_ORIGIN_URL (the CDN or static
 * origin over HTTP), else STATIC_DIR (the same layout on disk), else null (the local builds, read one by one).
 */
export interface StaticOrigin {
  index: Location;
  remotesMap: Location;
  /** Where to read a remote's entry named in remotes.json: a path on the origin, or an absolute URL as is. */
  locate(entry: string): Location;
  ttlMs: number;
}

export function staticOrigin(env: NodeJS.ProcessEnv = process.env): StaticOrigin | null {
  const seconds = Number(env.STATIC_ORIGIN_TTL_SECONDS);
  const ttl = (fallback: number) => (env.STATIC_ORIGIN_TTL_SECONDS && seconds >= 0 ? seconds * 1000 : fallback);
  if (env.STATIC_ORIGIN_URL) {
    const base = env.STATIC_ORIGIN_URL.replace(/\/+$/, '');
    return {
      index: `${base}/index.html`,
      remotesMap: `${base}/remotes.json`,
      locate: (entry) => new URL(entry, `${base}/`).href,
      ttlMs: ttl(10_000),
    };
  }
  if (env.STATIC_DIR) {
    const dir = path.resolve(env.STATIC_DIR);
    return {
      index: path.join(dir, 'index.html'),
      remotesMap: path.join(dir, 'remotes.json'),
      // Resolved from the root as a URL path, so an entry can never name a file outside the folder.
      locate: (entry) => (isUrl(entry) ? entry : path.join(dir, new URL(entry, 'file:///').pathname)),
      // A file's mtime costs a stat per file per check: once a second at most, not three per page under load.
      ttlMs: ttl(1000),
    };
  }
  return null;
}
