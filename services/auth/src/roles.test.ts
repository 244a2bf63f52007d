import { adminBySettings, roleOf } from './domain/roles';
import { readAuthSettings } from './settings';

const settings = readAuthSettings({ ADMIN_EMAILS: 'pemilik@contoh.id', ADMIN_DOMAIN: 'undangin.id' });

describe('the admin role', () => {
  it('names the setting that makes a proven address admin without a stored grant', () => {
    const noGrant = {
      role: 'user' as const,
      email_confirmed_by_link: true,
      password_chosen_by_link: true,
      admin_revoked_at: null,
    };
    expect(adminBySettings({ ...noGrant, email: 'Pemilik@contoh.id' }, settings)).toBe('ADMIN_EMAILS');
    expect(adminBySettings({ ...noGrant, email: 'staf@undangin.id' }, settings)).toBe('ADMIN_DOMAIN');
    expect(roleOf({ ...noGrant, email: 'staf@undangin.id' }, settings)).toBe('admin');
    expect(adminBySettings({ ...noGrant, email: 'tamu@contoh.id' }, settings)).toBeNull();
    expect(roleOf({ ...noGrant, email: 'tamu@contoh.id' }, settings)).toBe('user');
  });

  it('comes from the settings only for an address proven by a mailed link, and from a stored grant always', () => {
    const unproven = {
      role: 'user' as const,
      email: 'staf@undangin.id',
      email_confirmed_by_link: false,
      password_chosen_by_link: true,
      admin_revoked_at: null,
    };
    expect(adminBySettings(unproven, settings)).toBeNull();
    // A proven address whose password a sign-up chose proves nothing about who holds that password.
    const passwordUnproven = { ...unproven, email_confirmed_by_link: true, password_chosen_by_link: false };
    expect(adminBySettings(passwordUnproven, settings)).toBeNull();
    expect(roleOf(passwordUnproven, settings)).toBe('user');
    expect(roleOf(unproven, settings)).toBe('user');
    expect(roleOf({ ...unproven, role: 'admin' }, settings)).toBe('admin');
  });

  it('is given by ADMIN_DOMAIN only when the operator set it', () => {
    const proven = {
      role: 'user' as const,
      email_confirmed_by_link: true,
      password_chosen_by_link: true,
      admin_revoked_at: null,
    };
    expect(roleOf({ ...proven, email: 'staf@undangin.id' }, readAuthSettings({}))).toBe('user');
    expect(roleOf({ ...proven, email: 'staf@undangin.id' }, readAuthSettings({ ADMIN_DOMAIN: ' ' }))).toBe('user');
  });

  it('is never given by the settings to an account an operator revoked, until a grant', () => {
    const revoked = {
      role: 'user' as const,
      email_confirmed_by_link: true,
      password_chosen_by_link: true,
      admin_revoked_at: new Date(),
    };
    expect(roleOf({ ...revoked, email: 'staf@undangin.id' }, settings)).toBe('user');
    expect(roleOf({ ...revoked, email: 'pemilik@contoh.id' }, settings)).toBe('user');
  });
});
