import { mountedAccess } from './shell-paths';
import type { RemoteName } from './remote-names';
import { routeTable, type RouteId } from './routes';

describe('where a remote may mount its pages', () => {
  it('mounts every page of the route table where its owner publishes it, with its own access', () => {
    for (const id of Object.keys(routeTable) as RouteId[]) {
      const { owner, path, access } = routeTable[id];
      if (owner === 'shell') continue;
      expect([id, mountedAccess(owner, path, access)]).toEqual([id, access]);
    }
  });

  it("refuses a page outside the remote's mount, and a marketing page over the shell's or another remote's paths", () => {
    const outside: [RemoteName, string][] = [
      ['admin', '/app/dashboard'],
      ['admin', '/admin/'],
      ['dashboard', '/admin/users'],
      ['dashboard', '/promo'],
      ['invitation', '/app/x'],
      ['marketing', '/login'],
      ['marketing', '/app/harga'],
      ['marketing', '/admin/settings'],
      ['marketing', '/api/marketing/plans'],
      ['marketing', '/:slug'],
      ['marketing', '/demo/:slug'],
    ];
    for (const [remote, path] of outside)
      expect([remote, path, mountedAccess(remote, path, 'public')]).toEqual([remote, path, null]);
  });

  it('raises a page declared public to the least access of its mount', () => {
    expect(mountedAccess('admin', '/admin/users', 'public')).toBe('admin');
    expect(mountedAccess('dashboard', '/app/dashboard', 'public')).toBe('user');
    expect(mountedAccess('dashboard', '/resepsionis/:token', 'public')).toBe('public');
    expect(mountedAccess('marketing', '/harga-baru', 'public')).toBe('public');
  });
});
