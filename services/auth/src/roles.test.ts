import { adminBySettings, roleOf } from './domain/roles';
import { readAuthSettings } from './settings';

const settings = readAuthSettings({ ADMIN_EMAILS: 'pemilik@contoh.id', ADMIN_DOMAIN: 'undangin.id' });

describe('the admin role', () => {
  it('names the setting that keeps a proven address admin once its stored grant is revoked (what `npm run admin -- revoke` reports)', () => {
    const revoked = { role: 'user' as const, email_confirmed_by_link: true };
    expect(adminBySettings({ ...revoked, email: 'Pemilik@contoh.id' }, settings)).toBe('ADMIN_EMAILS');
    expect(adminBySettings({ ...revoked, email: 'staf@undangin.id' }, settings)).toBe('ADMIN_DOMAIN');
    expect(roleOf({ ...revoked, email: 'staf@undangin.id' }, settings)).toBe('admin');
    expect(adminBySettings({ ...revoked, email: 'tamu@contoh.id' }, settings)).toBeNull();
    expect(roleOf({ ...revoked, email: 'tamu@contoh.id' }, settings)).toBe('user');
  });

  it('comes from the settings only for an address proven by a mailed link, and from a stored grant always', () => {
    const unproven = { role: 'user' as const, email: 'staf@undangin.id', email_confirmed_by_link: false };
    expect(adminBySettings(unproven, settings)).toBeNull();
    expect(roleOf(unproven, settings)).toBe('user');
    expect(roleOf({ ...unproven, role: 'admin' }, settings)).toBe('admin');
  });
});
