import { Navigate, type RouteObject } from '@undangin/router';
import {
  chromePaths,
  mountedAccess,
  remoteAreas,
  remoteNames,
  routeContractMajor,
  shellPaths,
  type RemoteName,
  type RemotesMap,
  type RouteAccess,
} from '@undangin/contracts';
import { RemoteFallback, RemotePage } from './RemotePage';
import { shellPages } from '../features/auth/pages';

interface MountedPage {
  path: string;
  access: RouteAccess;
  chrome: 'site' | 'bare';
  route: RouteObject;
}

/**
 * The pages of every remote in the map whose route contract this shell speaks, each within its remote's mount and
 * at least that mount's access. A remote absent from the map, or of another major, gets its area's fallback.
 */
function remotePages(map: RemotesMap): MountedPage[] {
  const pages: MountedPage[] = [];
  for (const remote of remoteNames) {
    const entry = map[remote];
    if (!entry || entry.routes.major !== routeContractMajor) {
      if (entry)
        console.error(
          `[federation] ${remote} memakai kontrak rute v${entry.routes.major}; shell ini v${routeContractMajor}`,
        );
      const area = remoteAreas[remote];
      for (const path of area.paths)
        pages.push({ path, access: area.access, chrome: area.chrome, route: { path, element: <AreaFallback /> } });
      continue;
    }
    for (const page of entry.routes.pages) {
      const access = mountedAccess(remote as RemoteName, page.path, page.access);
      if (!access) {
        console.error(`[federation] ${remote} tidak boleh memasang ${page.path}`);
        continue;
      }
      pages.push({
        path: page.path,
        access,
        chrome: page.chrome,
        route: { path: page.path, element: <RemotePage key={`${remote}:${page.id}`} remote={remote} id={page.id} /> },
      });
    }
  }
  return pages;
}

/** A remote that cannot be mounted: its area says so and offers a reload, the rest of the site works. */
function AreaFallback() {
  return <RemoteFallback onRetry={() => window.location.reload()} />;
}

/** Nothing: the page the HTML drew stays until the route's code is there. */
function Blank() {
  return null;
}

const isShellPage = (page: MountedPage) => signInScreens.includes(page);

const signInScreens: MountedPage[] = (Object.keys(shellPaths) as (keyof typeof shellPaths)[]).map((id) => ({
  path: shellPaths[id],
  access: 'public',
  chrome: 'bare',
  route: { path: shellPaths[id], lazy: shellPages[id] },
}));

/**
 * The one router, built from the shell's own screens and the pages /remotes.json says each remote serves.
 * Fixed paths rank before /:slug by react-router's own scoring; the shell owns every guard.
 */
export function buildRoutes(map: RemotesMap): RouteObject[] {
  const pages = [...signInScreens, ...remotePages(map)];
  const routesOf = (filter: (page: MountedPage) => boolean) => pages.filter(filter).map((page) => page.route);
  const guarded = (access: 'user' | 'admin'): RouteObject => ({
    lazy: () => import('./guards').then((m) => ({ element: <m.RequireAccess access={access} /> })),
    children: routesOf((page) => page.access === access),
  });
  return [
    // A remote's bare public page (a guest's invitation, the reception desk) reads no signed-in state: no store.
    ...routesOf((page) => page.chrome === 'bare' && page.access === 'public' && !isShellPage(page)),
    {
      lazy: () => import('./StoreLayer').then((m) => ({ Component: m.StoreLayer })),
      // While the first page's code loads, the page stays as the HTML drew it (and the router says nothing of it).
      HydrateFallback: Blank,
      children: [
        // The public chrome loads with the first public page: a guest's invitation (bare) never downloads it.
        {
          lazy: () => import('./layouts/SiteLayout').then((m) => ({ Component: m.SiteLayout })),
          children: routesOf((page) => page.chrome === 'site' && page.access === 'public'),
        },
        ...routesOf(isShellPage),
        guarded('user'),
        guarded('admin'),
        { path: '/app', element: <Navigate to={chromePaths.dashboard} replace /> },
        { path: '/admin', element: <Navigate to={chromePaths.adminDashboard} replace /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

/** Whether the page is a host's custom domain's (the page service marks it with `#undangin-site`). */
export const isCustomDomainPage = (): boolean => document.getElementById('undangin-site') !== null;

/**
 * The router of a custom domain: the invitation's page at `/` (it reads its slug from the page's mark), nothing that
 * signs in, pays or reaches another service; any other path returns to `/`.
 */
export function buildSiteRoutes(map: RemotesMap): RouteObject[] {
  const invitation = remotePages(map).find((page) => page.path === '/:slug');
  return [
    ...(invitation ? [{ ...invitation.route, path: '/' }] : []),
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
