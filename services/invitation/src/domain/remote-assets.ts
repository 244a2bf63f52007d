import path from 'node:path';
import { folderOf, liveBuildFile, liveRemotesMap, type LiveRemotes } from './live-remotes';
import { publishedFile, staticOrigin, type Logger } from './static-origin';

/** What /{slug} always loads of the invitation remote, preloaded from the HTML; all empty when unknown. */
export interface RemoteAssets {
  /** The live build's mf-manifest.json, as the page will ask for it. */
  manifest: string | null;
  /** The remote's entry and the chunks of its exposed routes. */
  scripts: string[];
  /** The stylesheets the exposed routes load with them. */
  styles: string[];
}

const none: RemoteAssets = { manifest: null, scripts: [], styles: [] };

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** Reads a manifest whose public paths are relative to `base` (the folder of the manifest as the page sees it). */
function assetsOf(body: string, manifestHref: string, base: string): RemoteAssets {
  const manifest = JSON.parse(body) as Manifest;
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error('no remoteEntry in the manifest');
  // A build with a fixed publicPath (a CDN URL) serves its files from there; 'auto' means beside the manifest.
  const publicPath = manifest.metaData?.publicPath;
  const root = publicPath && publicPath !== 'auto' ? publicPath.replace(/\/?$/, '/') : base;
  const routes = manifest.exposes?.find((e) => e.path === './routes');
  const remoteEntry = `${entry.path ? `${entry.path}/` : ''}${entry.name}`;
  const scripts = [remoteEntry, ...(routes?.assets?.js?.sync ?? [])];
  const styles = routes?.assets?.css?.sync ?? [];
  const href = (file: string) => `${root}${file}`;
  return { manifest: manifestHref, scripts: scripts.map(href), styles: styles.map(href) };
}

/**
 * The invitation remote's live build. With a static origin (STATIC_ORIGIN_URL or STATIC_DIR): its line in
 * /remotes.json names the versioned manifest (/remotes/invitation/<version>/mf-manifest.json), whose files are
 * preloaded from the same folder. Without one, the local build: INVITATION_MANIFEST_FILE
 * (mf-invitation/dist/mf-manifest.json by default) or INVITATION_MANIFEST_URL (kept a minute), with public
 * paths under INVITATION_REMOTE_BASE (/remotes/invitation/). Anything unreadable means no preloads, never an error.
 */
export function invitationRemoteAssets(
  log: Logger,
  env: NodeJS.ProcessEnv = process.env,
  /** The live remotes.json, shared with whoever else reads it (one read of the origin per revalidation). */
  remotesMap: () => Promise<LiveRemotes | null> = liveRemotesMap(log, env),
): () => Promise<RemoteAssets> {
  const name = "the invitation remote's manifest";
  const origin = staticOrigin(env);
  if (!origin) {
    const base = env.INVITATION_REMOTE_BASE ?? '/remotes/invitation/';
    const build = path.resolve(__dirname, '../../../../mf-invitation/dist/mf-manifest.json');
    const location = env.INVITATION_MANIFEST_URL ?? env.INVITATION_MANIFEST_FILE ?? build;
    const parse = (body: string) => assetsOf(body, `${base}mf-manifest.json`, base);
    const ttlMs = env.INVITATION_MANIFEST_URL ? 60_000 : 0;
    const manifest = publishedFile(location, { name, parse, ttlMs, log });
    return async () => (await manifest()) ?? none;
  }

  const { ttlMs } = origin;
  const manifest = liveBuildFile(
    async () => (await remotesMap())?.invitationEntry ?? null,
    (entry) => {
      const parse = (body: string) => assetsOf(body, entry, folderOf(entry));
      return publishedFile(origin.locate(entry), { name, parse, ttlMs, log });
    },
  );
  return async () => (await manifest()) ?? none;
}
