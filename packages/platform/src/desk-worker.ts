// The check-in desk's offline app (docs/adr/0012-offline-desk.md): the shell's /desk-sw.js keeps the desk's page and
// the files it used, never an API answer; /desk.webmanifest makes it installable.

const workerUrl = '/desk-sw.js';
const manifestHref = '/desk.webmanifest';
// Either desk registers both: the installed app starts at /resepsionis/, whichever desk installed it.
const scopes = ['/resepsionis/', '/app/dashboard/guests/'];
const fileKinds = new Set(['script', 'link', 'css', 'fetch', 'img', 'other']);
// Someone's data or development pages: the worker refuses them too.
const privatePath = /^\/(api|auth|uploads|dev)\//;
// Pages load some chunks after the first paint (a dialog, the QR reader): asked once more after that.
const lateFilesMs = 3000;

let warned = false;
const warnOnce = (error: unknown): undefined => {
  if (!warned) console.warn('Meja check-in tidak dapat disiapkan untuk dipakai tanpa sinyal.', error);
  warned = true;
  return undefined;
};

/** The files this page has loaded (scripts, styles, manifests, images), and the live remotes map. */
function loadedFiles(): string[] {
  const urls = new Set(['/remotes.json']);
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (!fileKinds.has(entry.initiatorType)) continue;
    const url = new URL(entry.name, location.href);
    if (!/^https?:$/.test(url.protocol) || privatePath.test(url.pathname) || url.href === location.href) continue;
    urls.add(url.href);
  }
  return [...urls];
}

/** The registration's worker once it is active (at once, or when the one installing activates). */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const coming = registration.installing ?? registration.waiting;
  if (registration.active || !coming) return Promise.resolve(registration.active);
  return new Promise((resolve) => {
    coming.addEventListener('statechange', () => {
      if (coming.state === 'activated') resolve(coming);
      else if (coming.state === 'redundant') resolve(registration.active);
    });
  });
}

/**
 * Makes the page it is called on (a check-in desk: `/resepsionis/:token` or `/app/dashboard/guests/:id/checkin`)
 * open offline: links the desk's web app manifest, registers the desk's service worker for the two desk scopes, and
 * tells the worker which files this page used, now and 3 s later, so the next visit loads without signal. The
 * returned function (an effect's cleanup) removes the link it added and sends nothing more; the worker stays.
 * `onStored` is called once the worker has stored this page's files (the desk then opens without signal).
 * Without service workers (Node, jsdom, plain http on another host) only the link is added.
 */
export function keepDeskOffline(onStored?: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  let link: HTMLLinkElement | null = null;
  if (!document.head.querySelector(`link[rel="manifest"][href="${manifestHref}"]`)) {
    link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifestHref;
    document.head.append(link);
  }
  let stopped = false;
  let later: ReturnType<typeof setTimeout> | undefined;
  if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
    const registrations = scopes.map((scope) => navigator.serviceWorker.register(workerUrl, { scope }).catch(warnOnce));
    // The worker whose scope covers this page: the one that will answer its next load.
    const own = registrations[scopes.findIndex((scope) => location.pathname.startsWith(scope))];
    void own
      ?.then((registration) => (registration ? activeWorker(registration) : null))
      .then((worker) => {
        if (!worker || stopped) return;
        const tell = (reply?: MessagePort) => {
          if (stopped) return;
          const message = { type: 'desk-cache', page: location.pathname, urls: loadedFiles() };
          if (reply) worker.postMessage(message, [reply]);
          else worker.postMessage(message);
        };
        // The worker answers once it has stored what this page used: the desk can then say it works offline.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          if (!stopped) onStored?.();
        };
        tell(channel.port2);
        later = setTimeout(() => tell(), lateFilesMs);
      })
      .catch(warnOnce);
  }
  return () => {
    stopped = true;
    clearTimeout(later);
    link?.remove();
  };
}
