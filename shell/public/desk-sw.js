// The check-in desk's service worker: makes the two desk pages open without signal (docs/adr/0012-offline-desk.md).
// Served as it is from the site root, no build step. packages/platform/src/desk-worker.ts registers it for
// /resepsionis/ and /app/dashboard/guests/ only, so no other page of the site ever goes through it.
'use strict';

const CACHE = 'undangin-desk-v1';
// The shell answers every desk URL with the same page: kept once, under a key of its own.
const PAGE_KEY = '/__desk__/page';
// The desk the page last reported: where the installed app's start_url (/resepsionis/) leads.
const LAST_KEY = '/__desk__/last';
const STORED_AT = 'x-desk-stored-at';
const TIMEOUT_MS = 4000;
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const START_PATH = '/resepsionis/';

const deskPaths = [/^\/resepsionis\/[^/]+\/?$/, /^\/app\/dashboard\/guests\/[^/]+\/checkin\/?$/];
const isDeskPath = (pathname) => deskPaths.some((desk) => desk.test(pathname));
// A URL's content never changes: hashed builds, a remote's versioned folder, fonts.
const immutablePaths = [
  /\.[0-9a-f]{10}\.(js|css)$/,
  /\/remotes\/[a-z]+\/[^/]+\/(?!mf-manifest\.json$|routes\.json$)/,
  /\.woff2?$/,
];
const isImmutable = (url) => immutablePaths.some((asset) => asset.test(url.pathname));

/**
 * What may be stored: files of the site, never an API answer, an upload, a development page or a page (a path
 * without an extension: an invitation's page carries its data). From another origin (a CDN) only the builds.
 */
function storable(url) {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.origin !== self.location.origin) return /^\/(remotes|shell)\//.test(url.pathname) || isImmutable(url);
  return !/^\/(api|auth|uploads|dev|__desk__)\//.test(url.pathname) && /\.[a-z0-9]+$/i.test(url.pathname);
}

// Pages this worker has seen load, by client id: the fetch handler must decide at once whether to answer.
const deskClients = new Set();
const otherClients = new Set();

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const cached = async (key) => (await caches.open(CACHE)).match(key);

/** Stores an ok answer with the time it was stored (for pruning); an opaque one (a CDN's) as it is. */
async function store(key, response) {
  if (response.type !== 'opaque' && !response.ok) return false;
  const cache = await caches.open(CACHE);
  if (response.type === 'opaque') {
    await cache.put(key, response);
    return true;
  }
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  // The body is already decoded and the entry is looked up by URL alone.
  for (const name of ['content-encoding', 'content-length', 'vary']) headers.delete(name);
  const body = await response.blob();
  await cache.put(key, new Response(body, { status: response.status, statusText: response.statusText, headers }));
  return true;
}

/** The shell's page, when that is what came back: a 200 HTML answer. */
const storePage = (response) =>
  response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html')
    ? store(PAGE_KEY, response)
    : Promise.resolve(false);

const noDeskPage = () =>
  new Response(
    '<!doctype html><html lang="id"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
      '<title>Meja check-in</title><p>Meja check-in belum tersimpan di perangkat ini. Buka sekali saat ada sinyal.</p>',
    { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  );

/**
 * The network's answer if it comes within 4 s, else the stored copy (also when the server fails with a 5xx);
 * with no copy, the network's late answer, then `fallback()`. Whatever arrives is stored by `keep`, even late.
 */
function networkFirst(event, key, keep, fallback) {
  const network = fetch(event.request);
  event.waitUntil(network.then((response) => keep(response.clone())).catch(() => false));
  return (async () => {
    const first = await Promise.race([network.catch(() => null), delay(TIMEOUT_MS)]);
    if (first && first.status < 500) return first;
    const copy = await cached(key);
    if (copy) return copy;
    const late = first ?? (await network.catch(() => null));
    return late ?? fallback();
  })();
}

/** The stored copy, else the network's answer (stored for next time). */
async function cacheFirst(event, key) {
  const copy = await cached(key);
  if (copy) return copy;
  const response = await fetch(event.request);
  event.waitUntil(store(key, response.clone()).catch(() => false));
  return response;
}

const fromDesk = (event, url) =>
  isImmutable(url)
    ? cacheFirst(event, url.href)
    : networkFirst(
        event,
        url.href,
        (response) => store(url.href, response),
        () => Response.error(),
      );

/** The installed app's start: the desk last opened on this device, when there is one; else the network's page. */
async function toLastDesk(event) {
  const last = await cached(LAST_KEY);
  const pathname = last ? await last.text() : '';
  return isDeskPath(pathname)
    ? Response.redirect(new URL(pathname, self.location.origin).href, 302)
    : fetch(event.request);
}

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('undangin-desk-') && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    if (url.origin !== self.location.origin) return;
    if (isDeskPath(url.pathname)) {
      if (event.resultingClientId) deskClients.add(event.resultingClientId);
      event.respondWith(networkFirst(event, PAGE_KEY, storePage, noDeskPage));
    } else if (url.pathname === START_PATH) {
      event.respondWith(toLastDesk(event));
    } else if (event.resultingClientId) {
      otherClients.add(event.resultingClientId);
    }
    return;
  }
  if (!storable(url) || !event.clientId || otherClients.has(event.clientId)) return;
  if (deskClients.has(event.clientId)) {
    event.respondWith(fromDesk(event, url));
    return;
  }
  // A page loaded before this worker last started (it stops when idle): which page it is needs asking, and
  // another page's request then goes to the network as it would have.
  event.respondWith(
    self.clients.get(event.clientId).then((client) => {
      const desk = client !== undefined && isDeskPath(new URL(client.url).pathname);
      if (client) (desk ? deskClients : otherClients).add(client.id);
      return desk ? fromDesk(event, url) : fetch(request);
    }),
  );
});

/** Deletes what was stored over 30 days ago and the page no longer uses (opaque answers carry no date: kept). */
async function prune(cache, wanted) {
  const now = Date.now();
  for (const key of await cache.keys()) {
    if (wanted.has(key.url) || new URL(key.url).pathname.startsWith('/__desk__/')) continue;
    const response = await cache.match(key);
    const storedAt = Number(response?.headers.get(STORED_AT) ?? now);
    if (now - storedAt > KEEP_MS) await cache.delete(key);
  }
}

/**
 * `{ type: 'desk-cache', page, urls }` from a desk page: remembers `page` (its path) as the last desk, stores the
 * shell's page if none is yet (a desk opened by the shell's own router never came through here), and every URL of
 * `urls` not stored yet. Answers `{ cached }` (how many were stored now) on the message's port.
 */
async function cacheDesk(page, urls) {
  if (!isDeskPath(page)) return 0;
  const cache = await caches.open(CACHE);
  await cache.put(LAST_KEY, new Response(page, { headers: { 'content-type': 'text/plain' } }));
  if (!(await cache.match(PAGE_KEY)))
    await fetch(page, { headers: { accept: 'text/html' } })
      .then(storePage)
      .catch(() => false);
  const wanted = new Set();
  for (const text of urls.slice(0, 500)) {
    if (typeof text !== 'string') continue;
    try {
      const url = new URL(text, self.location.origin);
      if (storable(url)) wanted.add(url.href);
    } catch {
      // Not a URL: nothing to store.
    }
  }
  const missing = [];
  for (const key of wanted) if (!(await cache.match(key))) missing.push(key);
  let stored = 0;
  // A few at a time: the phone is serving the desk meanwhile.
  for (let at = 0; at < missing.length; at += 6) {
    const done = await Promise.all(
      missing.slice(at, at + 6).map((key) =>
        fetch(key)
          .then((response) => store(key, response))
          .catch(() => false),
      ),
    );
    stored += done.filter(Boolean).length;
  }
  await prune(cache, wanted);
  return stored;
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'desk-cache' || typeof data.page !== 'string' || !Array.isArray(data.urls)) return;
  if (event.source?.id && isDeskPath(data.page)) deskClients.add(event.source.id);
  event.waitUntil(
    cacheDesk(data.page, data.urls)
      .catch(() => 0)
      .then((stored) => event.ports[0]?.postMessage({ cached: stored })),
  );
});
