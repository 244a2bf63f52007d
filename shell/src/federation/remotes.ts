import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@undangin/contracts';
import type { RemoteRoute, RemoteRoutesModule } from '@undangin/platform';

type RemotesMap = Record<RemoteName, string>;

let remotesMap: Partial<RemotesMap> = {};
const loaded = new Map<RemoteName, Promise<readonly RemoteRoute[]>>();

/**
 * Reads /remotes.json (name → URL of the remote's mf-manifest.json) and registers the remotes. Moving a
 * remote to a new build is one line of that file; the shell is not rebuilt. Nothing is fetched yet.
 */
export async function registerRemotesFromMap(url = '/remotes.json'): Promise<void> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    remotesMap = (await response.json()) as RemotesMap;
  } catch (error) {
    // Without the map every remote area shows its fallback; the shell itself still works.
    console.error('[federation] /remotes.json tidak dapat dibaca', error);
    remotesMap = {};
  }
  registerRemotes(Object.entries(remotesMap).map(([name, entry]) => ({ name, entry })));
}

/** The route objects a remote exposes; fetched once, on the first visit to one of its routes. */
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
  const entry = remotesMap[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
