/**
 * Who may call each route of each service. Every route Fastify registers must be declared here: the access
 * matrix test fails on a route without a declaration, and on a declaration without a route.
 *
 * - public: anyone, without a token.
 * - user: any signed-in account; what it reads or writes is its own by construction (no id in the path).
 * - owner: a signed-in account, on a resource in the path that must be its own (another account gets 404).
 * - receptionist: a receptionist link's token in the path and a PIN session (x-reception-session), no account.
 * - admin: the admin role.
 * - gateway: the local payment sandbox's merchant API, Basic auth with its server key (as Midtrans's own), no account.
 */
export type Access = 'public' | 'user' | 'owner' | 'receptionist' | 'admin' | 'gateway';

const base = (prefix: string): Record<string, Access> => ({
  'GET /health': 'public',
  'GET /ready': 'public',
  'GET /metrics': 'public',
  [`GET ${prefix}/health`]: 'public',
  [`GET ${prefix}/ready`]: 'public',
  [`GET ${prefix}/openapi.json`]: 'public',
});

export const declaredAccess: Record<string, Record<string, Access>> = {
  auth: {
    ...base('/auth/v1'),
    'GET /auth/v1/.well-known/jwks.json': 'public',
    'POST /auth/v1/signup': 'public',
    'POST /auth/v1/token': 'public',
    'GET /auth/v1/user': 'user',
    'PUT /auth/v1/user': 'user',
    'POST /auth/v1/logout': 'user',
    'POST /auth/v1/recover': 'public',
    'POST /auth/v1/verify': 'public',
    'GET /auth/v1/verify': 'public',
    'GET /auth/v1/settings': 'public',
  },
  marketing: {
    ...base('/api/marketing'),
    'GET /api/marketing/site': 'public',
    'GET /api/marketing/plans': 'public',
    'GET /api/marketing/print-templates': 'public',
    'GET /api/marketing/themes': 'public',
    'GET /api/marketing/tutorials': 'public',
    'GET /api/marketing/promos': 'public',
    'GET /api/marketing/blog': 'public',
    'GET /api/marketing/faqs': 'public',
    'GET /api/marketing/info-pages/:key': 'public',
    'GET /api/marketing/pages/:slug': 'public',
    'POST /api/marketing/contact': 'public',
    'POST /api/marketing/newsletter': 'public',
    'GET /api/marketing/assets/*': 'public',
  },
  invitation: {
    ...base('/api/invitation'),
    'GET /api/invitation/public/:slug': 'public',
    'GET /api/invitation/public/:slug/preview': 'owner',
    'POST /api/invitation/public/:slug/views': 'public',
    'GET /api/invitation/public/:slug/guest': 'public',
    'POST /api/invitation/public/:slug/rsvp': 'public',
    'GET /api/invitation/public/:slug/guestbook': 'public',
    'POST /api/invitation/public/:slug/guestbook': 'public',
    'GET /api/invitation/public/:slug/calendar.ics': 'public',
    'GET /api/invitation/demo/:themeId': 'public',
    'GET /api/invitation/public/:slug/qr/:code': 'public',
    'GET /api/invitation/page/:slug': 'public',
    'GET /api/invitation/assets/*': 'public',
    'GET /api/invitation/invitations/:id/guestbook': 'owner',
    'PATCH /api/invitation/invitations/:id/guestbook/:entryId': 'owner',
  },
  dashboard: {
    ...base('/api/dashboard'),
    'GET /api/dashboard/me': 'user',
    'GET /api/dashboard/invitations': 'user',
    'GET /api/dashboard/invitations/slug-availability': 'user',
    'POST /api/dashboard/invitations': 'user',
    'GET /api/dashboard/invitations/:id': 'owner',
    'PATCH /api/dashboard/invitations/:id/active': 'owner',
    'DELETE /api/dashboard/invitations/:id': 'owner',
    'PUT /api/dashboard/invitations/:id': 'owner',
    'POST /api/dashboard/media': 'user',
    'GET /api/dashboard/media': 'user',
    'DELETE /api/dashboard/media/:id': 'owner',
    'GET /api/dashboard/invitations/:id/guests': 'owner',
    'POST /api/dashboard/invitations/:id/guests': 'owner',
    'PUT /api/dashboard/invitations/:id/guests/:guestId': 'owner',
    'DELETE /api/dashboard/invitations/:id/guests/:guestId': 'owner',
    'POST /api/dashboard/invitations/:id/guests/:guestId/sent': 'owner',
    'PUT /api/dashboard/invitations/:id/wa-template': 'owner',
    'POST /api/dashboard/invitations/:id/guests/import': 'owner',
    'GET /api/dashboard/invitations/:id/guests/export.csv': 'owner',
    'POST /api/dashboard/invitations/:id/guests/approve': 'owner',
    'POST /api/dashboard/invitations/:id/guests/delete': 'owner',
    'POST /api/dashboard/invitations/:id/checkin': 'owner',
    'PUT /api/dashboard/invitations/:id/checkin/:guestId': 'owner',
    'GET /api/dashboard/invitations/:id/checkin/summary': 'owner',
    'GET /api/dashboard/invitations/:id/checkin-links': 'owner',
    'POST /api/dashboard/invitations/:id/checkin-links': 'owner',
    'DELETE /api/dashboard/invitations/:id/checkin-links/:linkId': 'owner',
    'POST /api/dashboard/reception/:token/session': 'public',
    'GET /api/dashboard/reception/:token/summary': 'receptionist',
    'GET /api/dashboard/reception/:token/guests': 'receptionist',
    'POST /api/dashboard/reception/:token/checkin': 'receptionist',
    'PUT /api/dashboard/reception/:token/checkin/:guestId': 'receptionist',
    'GET /api/dashboard/analytics': 'user',
    'GET /api/dashboard/summary': 'user',
    'GET /api/dashboard/overview': 'user',
  },
  billing: {
    ...base('/api/billing'),
    'GET /api/billing/config': 'public',
    'POST /api/billing/transactions': 'user',
    // Midtrans calls it; only its signature (checked inside) makes it change anything.
    'POST /api/billing/notifications': 'public',
    'GET /api/billing/orders': 'user',
    'GET /api/billing/orders/:orderId': 'owner',
    'GET /api/billing/subscription': 'user',
    // The local sandbox, which stands in for Midtrans (absent when Midtrans is configured): its merchant API,
    // and what the browser calls, holding the transaction's token as Snap's pages do.
    'POST /api/billing/sandbox/snap/v1/transactions': 'gateway',
    'GET /api/billing/sandbox/v2/:orderId/status': 'gateway',
    'GET /api/billing/sandbox/snap.js': 'public',
    'GET /api/billing/sandbox/snap/v4/redirection/:token': 'public',
    'GET /api/billing/sandbox/pay/:token': 'public',
    'POST /api/billing/sandbox/pay/:token': 'public',
  },
  admin: {
    ...base('/api/admin'),
    'GET /api/admin/settings/site': 'admin',
    'PUT /api/admin/settings/site': 'admin',
    'GET /api/admin/audit': 'admin',
  },
};
