import { Navigate, type RouteObject } from '@undangin/router';
import { routeTable, type RouteEntry, type RouteId } from '@undangin/contracts';
import { RequireAccess } from './guards';
import { RemotePage } from './RemotePage';
import { shellPages } from '../features/auth/pages';

const ids = Object.keys(routeTable) as RouteId[];
const entries = (filter: (entry: RouteEntry) => boolean) => ids.filter((id) => filter(routeTable[id]));

function toRoute(id: RouteId): RouteObject {
  const { path, owner } = routeTable[id];
  if (owner === 'shell') {
    const load = shellPages[id];
    if (!load) throw new Error(`shell has no page for ${id}`);
    return { path, lazy: load };
  }
  return { path, element: <RemotePage key={id} id={id} /> };
}

/**
 * The one router. Fixed paths rank before /:slug by react-router's own scoring; every route's owner and
 * guard come from the route table in packages/contracts.
 */
export const routes: RouteObject[] = [
  // The public chrome loads with the first public page: a guest's invitation (bare) never downloads it.
  {
    lazy: () => import('./layouts/SiteLayout').then((m) => ({ Component: m.SiteLayout })),
    children: entries((e) => e.chrome === 'site' && e.access === 'public').map(toRoute),
  },
  ...entries((e) => e.chrome === 'bare' && e.access === 'public').map(toRoute),
  { element: <RequireAccess access="user" />, children: entries((e) => e.access === 'user').map(toRoute) },
  { element: <RequireAccess access="admin" />, children: entries((e) => e.access === 'admin').map(toRoute) },
  { path: '/app', element: <Navigate to={routeTable.dashboard.path} replace /> },
  { path: '/admin', element: <Navigate to={routeTable.adminDashboard.path} replace /> },
  { path: '*', element: <Navigate to="/" replace /> },
];
