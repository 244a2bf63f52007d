import type { RemoteName, RouteAccess } from './remote-names';

/**
 * What the shell itself knows of the site's paths: its own sign-in screens and the few pages its chrome (top bar,
 * footer, mobile bar) links to. Every other page is a remote's, learnt at run time from /remotes.json, so a new
 * page is a release of that remote alone. The route table (routes.ts) takes these paths from here.
 */
export const shellPaths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

export const chromePaths = {
  ...shellPaths,
  home: '/',
  about: '/about',
  blog: '/blog',
  contact: '/contact',
  tutorial: '/tutorial',
  portfolio: '/portfolio',
  themes: '/themes',
  privacy: '/privacy',
  terms: '/terms',
  pricingWebsite: '/pricing/website',
  pricingPrint: '/pricing/print',
  pricingVideo: '/pricing/video',
  printCatalogue: '/cetak-undangan-custom',
  productVideo: '/product-video',
  videoCatalog: '/video-catalog',
  customDomain: '/custom-domain',
  checkinProduct: '/checkin',
  partnerReseller: '/partners/reseller',
  partnerAffiliate: '/partners/affiliate',
  partnerContentCreator: '/partners/content-creator',
  partnerFreelance: '/partners/freelance',
  dashboard: '/app/dashboard',
  cardList: '/app/card-list',
  adminDashboard: '/admin/dashboard',
} as const;

const rank: Record<RouteAccess, number> = { public: 0, user: 1, admin: 2 };
const atLeast = (access: RouteAccess, floor: RouteAccess): RouteAccess =>
  rank[access] >= rank[floor] ? access : floor;

/** First segments no remote's page may take: the edge's own paths and the other remotes' mounts. */
const reserved = [
  'app',
  'admin',
  'resepsionis',
  'demo',
  'layar-ucapan',
  'api',
  'auth',
  'remotes',
  'shell',
  'uploads',
  'dev',
];
const shellOwned = new Set<string>(Object.values(shellPaths));

/**
 * Where each remote may mount pages, and the least access the shell demands there whatever the remote says:
 * /app/… needs a signed-in user, /admin/… the admin role. Null: the page is outside the remote's mount and the
 * shell does not mount it.
 */
export function mountedAccess(remote: RemoteName, path: string, access: RouteAccess): RouteAccess | null {
  const first = path.split('/')[1] ?? '';
  if (remote === 'admin') return first === 'admin' && path.length > '/admin/'.length ? atLeast(access, 'admin') : null;
  if (remote === 'dashboard') {
    if (first === 'app' && path.length > '/app/'.length) return atLeast(access, 'user');
    return first === 'resepsionis' && path.length > '/resepsionis/'.length ? access : null;
  }
  if (remote === 'invitation')
    return path === '/:slug' || (['demo', 'layar-ucapan'].includes(first) && path.length > `/${first}/`.length)
      ? access
      : null;
  if (shellOwned.has(path) || reserved.includes(first) || first.startsWith(':')) return null;
  return access;
}

/** A remote's whole area, for its fallback when it cannot be mounted (absent from the map, or of another major). */
export const remoteAreas: Record<RemoteName, { paths: string[]; access: RouteAccess; chrome: 'site' | 'bare' }> = {
  marketing: { paths: ['/'], access: 'public', chrome: 'site' },
  invitation: { paths: ['/:slug', '/demo/:slug', '/layar-ucapan/:token'], access: 'public', chrome: 'bare' },
  dashboard: { paths: ['/app/*'], access: 'user', chrome: 'bare' },
  admin: { paths: ['/admin/*'], access: 'admin', chrome: 'bare' },
};
