import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesMap } from '@undangin/contracts';
import type { RemoteRoute, RemoteRoutesModule } from '@undangin/platform/core';

let remotesMap: RemotesMap = {};
const loaded = new Map<RemoteName, Promise<readonly RemoteRoute[]>>();

const isEntry = (value: unknown): boolean => {
  const entry = value as { entry?: unknown; version?: unknown; routes?: { major?: unknown; pages?: unknown } } | null;
  return (
    typeof entry?.entry === 'string' &&
    typeof entry.version === 'string' &&
    typeof entry.routes?.major === 'number' &&
    Array.isArray(entry.routes.pages)
  );
};

/**
 * Reads /remotes.json (each remote's live build: its manifest's URL and the pages it serves) and registers the
 * remotes. Moving a remote to a new build is one line of that file; the shell is not rebuilt. No remote code is
 * fetched yet. Answers the map the router is built from.
 */
export async function registerRemotesFromMap(url = '/remotes.json'): Promise<RemotesMap> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    // A malformed line costs only that remote's area (its fallback), never the shell.
    remotesMap = Object.fromEntries(Object.entries(body).filter(([, entry]) => isEntry(entry))) as RemotesMap;
  } catch (error) {
    // Without the map every remote area shows its fallback; the shell itself still works.
    console.error('[federation] /remotes.json tidak dapat dibaca', error);
    remotesMap = {};
  }
  registerRemotes(Object.entries(remotesMap).map(([name, { entry }]) => ({ name, entry })));
  return remotesMap;
}

/** The lazy pages a remote exposes; fetched once, on the first visit to one of its routes. */
export function loadRemoteRoutes(remote: RemoteName): Promise<readonly RemoteRoute[]> {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = loadRemote<RemoteRoutesModule>(`${remote}/routes`).then((module) => {
      if (!module?.routes) throw new Error(`remote ${remote} tidak mengekspos routes`);
      return module.routes;
    });
    loaded.set(remote, pending);
    pending.catch(() => loaded.delete(remote));
  }
  return pending;
}

/** Forgets a failed remote so the next attempt fetches its manifest and entry afresh. */
export function resetRemote(remote: RemoteName): void {
  loaded.delete(remote);
  const entry = remotesMap[remote]?.entry;
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
