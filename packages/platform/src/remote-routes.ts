import type { ComponentType } from 'react';
import { routeTable, type RouteId } from '@undangin/contracts';

/**
 * The federation contract: each remote exposes './routes' whose `routes` are react-router route objects,
 * one per route of the table it owns. The shell finds them by id and mounts them behind its guards.
 */
export interface RemoteRoute {
  id: RouteId;
  path: string;
  lazy: () => Promise<{ Component: ComponentType }>;
}

export interface RemoteRoutesModule {
  routes: readonly RemoteRoute[];
}

/** A route object for `id`, whose page module is loaded only when the route is first shown. */
export function remoteRoute(id: RouteId, load: () => Promise<{ Component: ComponentType }>): RemoteRoute {
  return { id, path: routeTable[id].path, lazy: load };
}
