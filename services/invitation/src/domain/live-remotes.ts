import { Value } from '@sinclair/typebox/value';
import { mountedAccess, RemoteMapEntry, remoteNames, routeContractMajor } from '@undangin/contracts';
import { publishedFile, staticOrigin, type Logger } from './static-origin';

/** What the service needs of the live /remotes.json. */
export interface LiveRemotes {
  /** The invitation remote's entry (URL of its live manifest); null when the map has no valid line for it. */
  invitationEntry: string | null;
  /** The marketing remote's entry, whose folder holds the landing page's first view; null as above. */
  marketingEntry: string | null;
  /** Every page path a live remote publishes that the shell mounts (/promo, /app/guests, /:slug…). */
  pages: ReadonlySet<string>;
}

/**
 * Reads remotes.json. Not a good copy (the last good one is kept) when it is not a JSON object; a line that does not
 * match the contract, or publishes another route-contract major, adds no page: the shell does not mount it either.
 * The invitation line may also be the older shape, a bare entry URL.
 */
export function parseRemotesMap(body: string): LiveRemotes {
  const map = JSON.parse(body) as unknown;
  if (!map || typeof map !== 'object' || Array.isArray(map)) throw new Error('remotes.json is not an object');
  const lines = map as Record<string, unknown>;
  const invitation = lines.invitation;
  const invitationEntry =
    typeof invitation === 'string' && invitation
      ? invitation
      : Value.Check(RemoteMapEntry, invitation)
        ? invitation.entry
        : null;
  const marketing = lines.marketing;
  const marketingEntry = Value.Check(RemoteMapEntry, marketing) ? marketing.entry : null;
  const pages = new Set<string>();
  for (const name of remoteNames) {
    const line = lines[name];
    if (!Value.Check(RemoteMapEntry, line) || line.routes.major !== routeContractMajor) continue;
    for (const page of line.routes.pages)
      if (mountedAccess(name, page.path, page.access) !== null) pages.add(page.path);
  }
  return { invitationEntry, marketingEntry, pages };
}

/**
 * The live /remotes.json of the static origin (STATIC_ORIGIN_URL or STATIC_DIR), through the published-file cache:
 * revalidated every STATIC_ORIGIN_TTL_SECONDS, the last good copy kept through an outage, null when none was ever
 * read or there is no static origin (the local builds). One reader serves both the preloads and the page list.
 */
export function liveRemotesMap(log: Logger, env: NodeJS.ProcessEnv = process.env): () => Promise<LiveRemotes | null> {
  const origin = staticOrigin(env);
  if (!origin) return async () => null;
  return publishedFile(origin.remotesMap, { name: 'remotes.json', parse: parseRemotesMap, ttlMs: origin.ttlMs, log });
}

/** The folder of a remote's live build, as its entry (the manifest's URL) names it: "/remotes/x/1.0.0/". */
export const folderOf = (entry: string) => entry.slice(0, entry.lastIndexOf('/') + 1);

/**
 * A file of a remote's live build, read through `open(entry)` (a published-file cache): one reader per live entry; a
 * release replaces the entry, and the previous reader is let go. Null while there is no live entry or no good copy.
 */
export function liveBuildFile<T>(
  entryOf: () => Promise<string | null>,
  open: (entry: string) => () => Promise<T | null>,
): () => Promise<T | null> {
  let current: { entry: string; read: () => Promise<T | null> } | null = null;
  return async () => {
    const entry = await entryOf();
    if (!entry) return null;
    if (current?.entry !== entry) current = { entry, read: open(entry) };
    return current.read();
  };
}
