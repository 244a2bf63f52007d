import {
  remoteNames,
  remoteRouteManifest,
  routeContractMajor,
  routeTable,
  routesOf,
  type RemoteName,
} from '@undangin/contracts';
import type { RemoteRoute } from '@undangin/platform';
import { routes as admin } from '../../mf-admin/src/routes';
import { routes as dashboard } from '../../mf-dashboard/src/routes';
import { routes as invitation } from '../../mf-invitation/src/routes';
import { routes as marketing } from '../../mf-marketing/src/routes';

const exposed: Record<RemoteName, readonly RemoteRoute[]> = { marketing, invitation, dashboard, admin };

describe.each(remoteNames)('the %s remote', (remote) => {
  it('exposes a page for exactly the routes its published routes.json announces, at the paths of the route table', () => {
    const routes = exposed[remote];
    const published = remoteRouteManifest(remote);
    expect(published.major).toBe(routeContractMajor);
    expect(routes.map((route) => route.id).sort()).toEqual(routesOf(remote).sort());
    expect(published.pages.map((page) => page.id).sort()).toEqual(routesOf(remote).sort());
    for (const page of published.pages) expect(page.path).toBe(routeTable[page.id as keyof typeof routeTable].path);
  });

  it('loads each page to a component', async () => {
    for (const route of exposed[remote]) {
      const { Component } = await route.lazy();
      expect(typeof Component).toBe('function');
    }
  });
});
