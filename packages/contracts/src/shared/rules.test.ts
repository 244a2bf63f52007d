import { formatDate, formatLongDate, formatRupiah, formatViews } from './format';
import { getHref, routeTable, routesOf } from './routes';
import { isValidSlug, normalizeSlug } from './slug';
import { formatWhatsapp, isWhatsappIdentifier, normalizeWhatsapp } from './whatsapp';

describe('slug rules', () => {
  it('lowercases, drops other characters, turns spaces into hyphens and collapses them', () => {
    expect(normalizeSlug('Budi & Ani  2026!')).toBe('budi-ani-2026');
    expect(normalizeSlug('a'.repeat(60))).toHaveLength(50);
  });
  it('accepts 3 to 50 of a-z, 0-9 and hyphen', () => {
    expect(isValidSlug('ab')).toBe(false);
    expect(isValidSlug('abc')).toBe(true);
    expect(isValidSlug('Budi')).toBe(false);
    expect(isValidSlug('a'.repeat(51))).toBe(false);
  });
});

describe('WhatsApp numbers', () => {
  it.each([
    ['0812-3456 7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['(0812) 3456-7890', '6281234567890'],
    ['81234567890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    // When sending, any leading 0 (not only 08) becomes 62.
    ['021-555-1234', '62215551234'],
  ])('normalises %s to %s', (input, expected) => expect(normalizeWhatsapp(input)).toBe(expected));
  it('treats an identifier without @ as a number', () => {
    expect(isWhatsappIdentifier('08123')).toBe(true);
    expect(isWhatsappIdentifier('a@b.id')).toBe(false);
  });
  it('writes a stored number the Indonesian way', () => {
    expect(formatWhatsapp('6281234567890')).toBe('0812-3456-7890');
    expect(formatWhatsapp('628123456789')).toBe('0812-3456-789');
  });
});

describe('formats', () => {
  it('shows rupiah without decimals, and 0 as Gratis where asked', () => {
    expect(formatRupiah(75000)).toBe('Rp 75.000');
    expect(formatRupiah(0, { zeroAsFree: true })).toBe('Gratis');
  });
  it('writes Indonesian long dates', () => {
    expect(formatLongDate('2026-12-12')).toBe('Sabtu, 12 Desember 2026');
  });
  it('writes Indonesian dates without the weekday, on the Jakarta calendar', () => {
    expect(formatDate('2026-10-02T09:00:00+07:00')).toBe('2 Oktober 2026');
    expect(formatDate('2026-10-01T20:00:00Z')).toBe('2 Oktober 2026');
    expect(formatDate('2026-12-12')).toBe('12 Desember 2026');
  });
  it('shows views above 1000 as K with one decimal', () => {
    expect(formatViews(999)).toBe('999');
    expect(formatViews(1250)).toBe('1.3K');
  });
});

describe('route table', () => {
  it('fills params into hrefs', () => {
    expect(getHref('editCard', { id: 'abc 1' })).toBe('/app/edit-card/abc%201');
    expect(getHref('home')).toBe('/');
  });
  it('has every route of both spec documents, each on the remote ARCHITECTURE.md names', () => {
    const paths = Object.values(routeTable).map((entry) => entry.path);
    for (const path of [
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/about',
      '/contact',
      '/blog',
      '/pricing/website',
      '/pricing/print',
      '/pricing/video',
      '/cetak-undangan-custom',
      '/product-video',
      '/video-catalog',
      '/custom-domain',
      '/checkin',
      '/tutorial',
      '/portfolio',
      '/partners/reseller',
      '/partners/affiliate',
      '/partners/content-creator',
      '/partners/freelance',
      '/promo',
      '/payment-success',
      '/payment-error',
      '/payment-pending',
      '/themes',
      '/demo/:slug',
      '/:slug',
      '/app/dashboard',
      '/app/create-card',
      '/app/edit-card/:id',
      '/app/card-list',
      '/app/dashboard/guests/:invitationId',
      '/app/dashboard/analytics',
      '/app/dashboard/account',
      '/app/subscription',
      '/app/media',
      '/admin/dashboard',
      '/admin/users',
      '/admin/invitations',
      '/admin/print-templates',
      '/admin/settings',
    ]) {
      expect(paths).toContain(path);
    }
    // Everything of the dashboard is under /app for signed-in users, except the receptionist's PIN screen (no account).
    const dashboard = routesOf('dashboard').filter((id) => id !== 'reception');
    expect(dashboard.every((id) => routeTable[id].path.startsWith('/app/') && routeTable[id].access === 'user')).toBe(
      true,
    );
    expect(routeTable.reception).toMatchObject({ path: '/resepsionis/:token', access: 'public', chrome: 'bare' });
    expect(
      routesOf('admin').every((id) => routeTable[id].path.startsWith('/admin/') && routeTable[id].access === 'admin'),
    ).toBe(true);
    expect(
      routesOf('shell')
        .map((id) => routeTable[id].path)
        .sort(),
    ).toEqual(['/forgot-password', '/login', '/register', '/reset-password']);
  });
});
