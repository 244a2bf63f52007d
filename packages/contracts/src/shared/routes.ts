import type { RemoteRouteManifest } from './remotes-map';
import {
  routeContractMajor,
  type RemoteName,
  type RouteAccess,
  type RouteChrome,
  type RouteOwner,
} from './remote-names';
import { chromePaths } from './shell-paths';

/**
 * The route table of both spec documents: the one place a path is written down (the shell's own and its chrome's
 * in shell-paths.ts). Each remote's build publishes its own entries beside its manifest (routes.json); the shell
 * routes from those at run time, never from this table. Remotes look their pages up by id; links use getHref.
 */

export interface RouteEntry {
  readonly path: string;
  readonly owner: RouteOwner;
  readonly access: RouteAccess;
  readonly chrome: RouteChrome;
}

const site = <P extends string>(owner: RouteOwner, path: P) => ({
  path,
  owner,
  access: 'public' as RouteAccess,
  chrome: 'site' as RouteChrome,
});
const bare = <P extends string>(owner: RouteOwner, path: P, access: RouteAccess = 'public') => ({
  path,
  owner,
  access,
  chrome: 'bare' as RouteChrome,
});

export const routeTable = {
  // shell: the sign-in screens
  login: bare('shell', chromePaths.login),
  register: bare('shell', chromePaths.register),
  forgotPassword: bare('shell', chromePaths.forgotPassword),
  resetPassword: bare('shell', chromePaths.resetPassword),
  // marketing
  home: site('marketing', chromePaths.home),
  about: site('marketing', chromePaths.about),
  contact: site('marketing', chromePaths.contact),
  blog: site('marketing', chromePaths.blog),
  pricingWebsite: site('marketing', chromePaths.pricingWebsite),
  pricingPrint: site('marketing', chromePaths.pricingPrint),
  pricingVideo: site('marketing', chromePaths.pricingVideo),
  printCatalogue: site('marketing', chromePaths.printCatalogue),
  productVideo: site('marketing', chromePaths.productVideo),
  videoCatalog: site('marketing', chromePaths.videoCatalog),
  customDomain: site('marketing', chromePaths.customDomain),
  checkinProduct: site('marketing', chromePaths.checkinProduct),
  tutorial: site('marketing', chromePaths.tutorial),
  portfolio: site('marketing', chromePaths.portfolio),
  partnerReseller: site('marketing', chromePaths.partnerReseller),
  partnerAffiliate: site('marketing', chromePaths.partnerAffiliate),
  partnerContentCreator: site('marketing', chromePaths.partnerContentCreator),
  partnerFreelance: site('marketing', chromePaths.partnerFreelance),
  promo: site('marketing', '/promo'),
  themes: site('marketing', chromePaths.themes),
  privacy: site('marketing', chromePaths.privacy),
  terms: site('marketing', chromePaths.terms),
  paymentSuccess: site('marketing', '/payment-success'),
  paymentError: site('marketing', '/payment-error'),
  paymentPending: site('marketing', '/payment-pending'),
  // invitation: matched after every fixed route
  themeDemo: bare('invitation', '/demo/:slug'),
  // The venue screen's wishes wall: a secret link its hosts make and may revoke.
  wishesWall: bare('invitation', '/layar-ucapan/:token'),
  invitation: bare('invitation', '/:slug'),
  // dashboard
  dashboard: bare('dashboard', chromePaths.dashboard, 'user'),
  createCard: bare('dashboard', '/app/create-card', 'user'),
  editCard: bare('dashboard', '/app/edit-card/:id', 'user'),
  // An invitation's own domain (its owner's; Pro and Premium connect one).
  invitationDomain: bare('dashboard', '/app/edit-card/:id/domain', 'user'),
  // An invitation's exports: the printable PDFs and the video (its owner and editors; Premium makes them).
  invitationExports: bare('dashboard', '/app/edit-card/:id/export', 'user'),
  cardList: bare('dashboard', chromePaths.cardList, 'user'),
  guestsPick: bare('dashboard', '/app/dashboard/guests', 'user'),
  guests: bare('dashboard', '/app/dashboard/guests/:invitationId', 'user'),
  checkinDesk: bare('dashboard', '/app/dashboard/guests/:invitationId/checkin', 'user'),
  // A receptionist's check-in screen: a link and a PIN, no account.
  reception: bare('dashboard', '/resepsionis/:token'),
  analytics: bare('dashboard', '/app/dashboard/analytics', 'user'),
  account: bare('dashboard', '/app/dashboard/account', 'user'),
  subscription: bare('dashboard', '/app/subscription', 'user'),
  media: bare('dashboard', '/app/media', 'user'),
  // The partner programme: the partner's link, figures and commissions (any account may join).
  partnerProgramme: bare('dashboard', '/app/partner', 'user'),
  // A reseller's clients and brand (the Reseller plan's 'Dashboard klien' and 'Branding sendiri').
  resellerClients: bare('dashboard', '/app/klien', 'user'),
  // A mailed invitation to work on someone's invitation as a co-host: sign in (or sign up), then accept.
  coHostInvite: bare('dashboard', '/app/rekan/:token', 'user'),
  // admin
  adminDashboard: bare('admin', chromePaths.adminDashboard, 'admin'),
  adminUsers: bare('admin', '/admin/users', 'admin'),
  adminInvitations: bare('admin', '/admin/invitations', 'admin'),
  adminOrders: bare('admin', '/admin/orders', 'admin'),
  adminPrintTemplates: bare('admin', '/admin/print-templates', 'admin'),
  adminPromos: bare('admin', '/admin/promos', 'admin'),
  adminPlans: bare('admin', '/admin/plans', 'admin'),
  adminSettings: bare('admin', '/admin/settings', 'admin'),
  adminAudit: bare('admin', '/admin/audit', 'admin'),
  adminMessages: bare('admin', '/admin/messages', 'admin'),
  adminSubscribers: bare('admin', '/admin/subscribers', 'admin'),
  adminRenderExports: bare('admin', '/admin/render-exports', 'admin'),
  adminPartners: bare('admin', '/admin/partners', 'admin'),
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof routeTable;

export function routesOf(owner: RouteOwner): RouteId[] {
  return (Object.keys(routeTable) as RouteId[]).filter((id) => routeTable[id].owner === owner);
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type ParamsOf<Id extends RouteId> = { [K in ParamNames<(typeof routeTable)[Id]['path']>]: string };

/** The href of a route, with its :params filled in (and encoded). */
export function getHref<Id extends RouteId>(
  id: Id,
  ...[params]: ParamNames<(typeof routeTable)[Id]['path']> extends never ? [] : [ParamsOf<Id>]
): string {
  const path: string = routeTable[id].path;
  if (!params) return path;
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
}

/** The routes.json a remote's build publishes: its pages of the route table under the contract's major. */
export function remoteRouteManifest(remote: RemoteName): RemoteRouteManifest {
  return {
    major: routeContractMajor,
    pages: routesOf(remote).map((id) => {
      const { path, access, chrome } = routeTable[id];
      return { id, path, access, chrome };
    }),
  };
}
