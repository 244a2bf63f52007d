import { Type, type Static } from '@sinclair/typebox';

/**
 * /remotes.json: which build of each remote is live, and the pages it serves. The shell routes from it (no remote
 * code is fetched to route); the invitation service preloads the invitation remote's entry from it. A release of
 * a remote uploads `/remotes/<name>/<version>/` to the static origin and rewrites that remote's line here.
 *
 * The static origin's layout (an S3-compatible bucket behind a CDN, or the static nginx; locally DATA_DIR/static):
 *   /index.html                    the live shell's page                    no-cache
 *   /remotes.json                  this map                                 no-cache
 *   /shell/<version>/…             the shell's build, hashed assets         immutable, a year
 *   /remotes/<name>/<version>/…    a remote's build; mf-manifest.json and routes.json no-cache, the rest immutable
 */

export { routeContractMajor } from './remote-names';

export const RemotePage = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 60 }),
  path: Type.String({ pattern: '^/', maxLength: 200 }),
  access: Type.Union([Type.Literal('public'), Type.Literal('user'), Type.Literal('admin')]),
  chrome: Type.Union([Type.Literal('site'), Type.Literal('bare')]),
});
export type RemotePage = Static<typeof RemotePage>;

/** What a remote's build publishes beside its manifest as routes.json. */
export const RemoteRouteManifest = Type.Object({
  major: Type.Integer({ minimum: 1 }),
  pages: Type.Array(RemotePage),
});
export type RemoteRouteManifest = Static<typeof RemoteRouteManifest>;

export const RemoteMapEntry = Type.Object({
  version: Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$' }),
  /** URL of the remote's mf-manifest.json (same origin path or a CDN URL). */
  entry: Type.String({ minLength: 1 }),
  routes: RemoteRouteManifest,
});
export type RemoteMapEntry = Static<typeof RemoteMapEntry>;

export const RemotesMap = Type.Record(Type.String(), RemoteMapEntry);
export type RemotesMap = Static<typeof RemotesMap>;
