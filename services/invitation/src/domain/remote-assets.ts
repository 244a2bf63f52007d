import fs from 'node:fs';
import path from 'node:path';

export interface RemoteAssets {
  /** The remote's entry and the chunk of its exposed routes: what /{slug} always loads, preloaded from the HTML. */
  scripts: string[];
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

function assetsOf(manifest: Manifest, base: string): RemoteAssets {
  const entry = manifest.metaData?.remoteEntry;
  const routes = manifest.exposes?.find((e) => e.path === './routes');
  const files = [entry?.name ? `${entry.path ? `${entry.path}/` : ''}${entry.name}` : null, ...(routes?.assets?.js?.sync ?? [])].filter(Boolean) as string[];
  return { scripts: files.map((file) => `${base}${file}`) };
}

/**
 * The invitation remote's build, read from its mf-manifest.json: the local build by default
 * (INVITATION_MANIFEST_FILE), or the deployed one (INVITATION_MANIFEST_URL, kept a minute). Public paths are
 * relative to INVITATION_REMOTE_BASE (default /remotes/invitation/).
 */
export function invitationRemoteAssets(env: NodeJS.ProcessEnv = process.env): () => Promise<RemoteAssets> {
  const base = env.INVITATION_REMOTE_BASE ?? '/remotes/invitation/';
  const none: RemoteAssets = { scripts: [] };
  const url = env.INVITATION_MANIFEST_URL;
  if (url) {
    let cached = { at: 0, assets: none };
    return async () => {
      if (Date.now() - cached.at > 60_000) {
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
          cached = { at: Date.now(), assets: response.ok ? assetsOf((await response.json()) as Manifest, base) : cached.assets };
        } catch {
          cached = { ...cached, at: Date.now() };
        }
      }
      return cached.assets;
    };
  }
  const file = env.INVITATION_MANIFEST_FILE ?? path.resolve(__dirname, '../../../../mf-invitation/dist/mf-manifest.json');
  let cached = { mtimeMs: -1, assets: none };
  return async () => {
    try {
      const { mtimeMs } = await fs.promises.stat(file);
      if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, assets: assetsOf(JSON.parse(await fs.promises.readFile(file, 'utf8')) as Manifest, base) };
    } catch {
      // No build yet: the page still works, it only loses the preloads.
    }
    return cached.assets;
  };
}
