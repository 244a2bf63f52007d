import type { ComponentType } from 'react';
import type { RouteId } from '@undangin/contracts';

/**
 * The federation contract: each remote exposes './routes' whose `routes` are one lazy page per route it owns,
 * found by id. Where each page lives and who may open it the shell learns from the remote's published routes.json
 * (carried in /remotes.json), so this shared module holds no path of any remote.
 */
export interface RemoteRoute {
  id: RouteId;
  lazy: () => Promise<{ Component: ComponentType }>;
}

export interface RemoteRoutesModule {
  routes: readonly RemoteRoute[];
}

/** A lazy page for route `id`, whose module is loaded only when the route is first shown. */
export function remoteRoute(id: RouteId, load: () => Promise<{ Component: ComponentType }>): RemoteRoute {
  return { id, lazy: load };
}
