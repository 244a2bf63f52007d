import { remoteNames, routeTable, routesOf, type RemoteName } from '@undangin/contracts';
import type { RemoteRoute } from '@undangin/platform';
import { routes as admin } from '../../mf-admin/src/routes';
import { routes as dashboard } from '../../mf-dashboard/src/routes';
import { routes as invitation } from '../../mf-invitation/src/routes';
import { routes as marketing } from '../../mf-marketing/src/routes';

const exposed: Record<RemoteName, readonly RemoteRoute[]> = { marketing, invitation, dashboard, admin };

describe.each(remoteNames)('the %s remote', (remote) => {
  it('exposes exactly the routes the shell mounts on it, at the paths of the route table', () => {
    const routes = exposed[remote];
    expect(routes.map((route) => route.id).sort()).toEqual(routesOf(remote).sort());
    for (const route of routes) expect(route.path).toBe(routeTable[route.id].path);
  });

  it('loads each page to a component', async () => {
    for (const route of exposed[remote]) {
      const { Component } = await route.lazy();
      expect(typeof Component).toBe('function');
    }
  });
});
