/**
 * Who may call each route of each service. Every route Fastify registers must be declared here: the access
 * matrix test fails on a route without a declaration, and on a declaration without a route.
 *
 * - public: anyone, without a token.
 * - user: any signed-in account; what it reads or writes is its own by construction (no id in the path).
 * - owner: a signed-in account, on a resource in the path that must be its own (another account gets 404). On an
 *   invitation, its co-hosts get 403.
 * - editor: an invitation's owner or an editor co-host (a receptionist co-host gets 403, anyone else 404).
 * - desk: an invitation's owner or any co-host, a receptionist included (the check-in desk).
 * - receptionist: a receptionist link's token in the path and a PIN session (x-reception-session), no account.
 * - admin: the admin role.
 * - gateway: the local payment sandbox's merchant API, Basic auth with its server key (as Midtrans's own), no account.
 * - meta: the local WhatsApp sandbox's Graph API, a Bearer of its access token (as Meta's own), no account.
 * - signed: Meta's webhook, a body signed with the app secret (X-Hub-Signature-256), no account.
 */
export type Access =
  | 'public'
  | 'user'
  | 'owner'
  | 'editor'
  | 'desk'
  | 'receptionist'
  | 'admin'
  | 'gateway'
  | 'meta'
  | 'signed';

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
    'POST /auth/v1/factors': 'user',
    'POST /auth/v1/factors/:factorId/challenge': 'owner',
    'POST /auth/v1/factors/:factorId/verify': 'owner',
    'DELETE /auth/v1/factors/:factorId': 'owner',
  },
  marketing: {
    ...base('/api/marketing'),
    'GET /api/marketing/site': 'public',
    'GET /api/marketing/plans': 'public',
    'GET /api/marketing/print-templates': 'public',
    'GET /api/marketing/portfolio': 'public',
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
    'GET /api/invitation/public/:slug/preview': 'desk',
    'POST /api/invitation/public/:slug/views': 'public',
    'GET /api/invitation/public/:slug/guest': 'public',
    'POST /api/invitation/public/:slug/rsvp': 'public',
    'GET /api/invitation/public/:slug/guestbook': 'public',
    'POST /api/invitation/public/:slug/guestbook': 'public',
    'GET /api/invitation/public/:slug/calendar.ics': 'public',
    'GET /api/invitation/demo/:themeId': 'public',
    'GET /api/invitation/public/:slug/qr/:code': 'public',
    'GET /api/invitation/page/:slug': 'public',
    'GET /api/invitation/page/': 'public',
    'GET /api/invitation/assets/*': 'public',
    'GET /api/invitation/invitations/:id/guestbook': 'editor',
    'PATCH /api/invitation/invitations/:id/guestbook/:entryId': 'editor',
    'POST /api/invitation/public/:slug/unlock': 'public',
  },
  dashboard: {
    ...base('/api/dashboard'),
    'GET /api/dashboard/me': 'user',
    'GET /api/dashboard/invitations': 'user',
    'GET /api/dashboard/invitations/slug-availability': 'user',
    'POST /api/dashboard/invitations': 'user',
    'GET /api/dashboard/invitations/:id': 'desk',
    'PATCH /api/dashboard/invitations/:id/active': 'editor',
    'PATCH /api/dashboard/invitations/:id/portfolio': 'editor',
    'DELETE /api/dashboard/invitations/:id': 'owner',
    'PUT /api/dashboard/invitations/:id': 'editor',
    'POST /api/dashboard/media': 'user',
    'GET /api/dashboard/media': 'user',
    'GET /api/dashboard/media/usage': 'user',
    'DELETE /api/dashboard/media/:id': 'owner',
    'POST /api/dashboard/media/uploads': 'user',
    'POST /api/dashboard/media/uploads/:id/complete': 'owner',
    'GET /api/dashboard/invitations/:id/sessions': 'desk',
    'POST /api/dashboard/invitations/:id/sessions': 'editor',
    'PUT /api/dashboard/invitations/:id/sessions/:sessionId': 'editor',
    'PUT /api/dashboard/invitations/:id/sessions/order': 'editor',
    'DELETE /api/dashboard/invitations/:id/sessions/:sessionId': 'editor',
    'PUT /api/dashboard/invitations/:id/guests/sessions': 'editor',
    'GET /api/dashboard/invitations/:id/guests/groups': 'editor',
    'GET /api/dashboard/invitations/:id/sessions/figures': 'editor',
    'GET /api/dashboard/invitations/:id/guests': 'desk',
    'POST /api/dashboard/invitations/:id/guests': 'editor',
    'PUT /api/dashboard/invitations/:id/guests/:guestId': 'editor',
    'DELETE /api/dashboard/invitations/:id/guests/:guestId': 'editor',
    'POST /api/dashboard/invitations/:id/guests/:guestId/sent': 'editor',
    'PUT /api/dashboard/invitations/:id/wa-template': 'editor',
    'POST /api/dashboard/invitations/:id/guests/import': 'editor',
    'GET /api/dashboard/invitations/:id/guests/export.csv': 'editor',
    'POST /api/dashboard/invitations/:id/guests/approve': 'editor',
    'POST /api/dashboard/invitations/:id/guests/delete': 'editor',
    'POST /api/dashboard/invitations/:id/guests/send': 'editor',
    'POST /api/dashboard/invitations/:id/checkin': 'desk',
    'PUT /api/dashboard/invitations/:id/checkin/:guestId': 'desk',
    'GET /api/dashboard/invitations/:id/checkin/summary': 'desk',
    'GET /api/dashboard/invitations/:id/checkin-links': 'editor',
    'POST /api/dashboard/invitations/:id/checkin-links': 'editor',
    'DELETE /api/dashboard/invitations/:id/checkin-links/:linkId': 'editor',
    'POST /api/dashboard/invitations/:id/checkin-links/:linkId/unlock': 'editor',
    'POST /api/dashboard/reception/:token/session': 'public',
    'GET /api/dashboard/reception/:token/summary': 'receptionist',
    'GET /api/dashboard/reception/:token/sessions': 'receptionist',
    'GET /api/dashboard/reception/:token/guests': 'receptionist',
    'POST /api/dashboard/reception/:token/checkin': 'receptionist',
    'PUT /api/dashboard/reception/:token/checkin/:guestId': 'receptionist',
    'POST /api/dashboard/invitations/:id/whatsapp/preview': 'editor',
    'POST /api/dashboard/invitations/:id/whatsapp/send': 'editor',
    'GET /api/dashboard/invitations/:id/whatsapp/progress': 'editor',
    'POST /api/dashboard/invitations/:id/whatsapp/retry': 'editor',
    'GET /api/dashboard/invitations/:id/whatsapp/reminders': 'editor',
    'POST /api/dashboard/invitations/:id/whatsapp/reminders': 'editor',
    'DELETE /api/dashboard/invitations/:id/whatsapp/reminders/:reminderId': 'editor',
    'POST /api/dashboard/invitations/:id/guests/:guestId/reminded': 'editor',
    // Meta calls it: the handshake answers only the verify token, a post only with the app secret's signature.
    'GET /api/dashboard/whatsapp/webhook': 'public',
    'POST /api/dashboard/whatsapp/webhook': 'signed',
    // The local sandbox, which stands in for WhatsApp (absent when the Cloud API is configured); its viewer at
    // /dev/whatsapp exists only with DEV_WHATSAPP=1 (npm start), for loopback clients (whatsapp-send.test.ts).
    'POST /api/dashboard/whatsapp-sandbox/:version/:phoneNumberId/messages': 'meta',
    'GET /api/dashboard/invitations/:id/cohosts': 'owner',
    'POST /api/dashboard/invitations/:id/cohosts': 'owner',
    'PUT /api/dashboard/invitations/:id/cohosts/:userId': 'owner',
    'DELETE /api/dashboard/invitations/:id/cohosts/:userId': 'owner',
    'DELETE /api/dashboard/invitations/:id/cohost-invites/:inviteId': 'owner',
    'DELETE /api/dashboard/invitations/:id/membership': 'desk',
    'PUT /api/dashboard/invitations/:id/privacy': 'editor',
    'GET /api/dashboard/invitations/:id/activity': 'editor',
    // The mailed link's token is the invitee's: any signed-in account may ask, only its address's account accepts.
    'GET /api/dashboard/cohost-invites/:inviteToken': 'user',
    'POST /api/dashboard/cohost-invites/:inviteToken/accept': 'user',
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
    'GET /api/billing/orders/:orderId/payment': 'owner',
    'POST /api/billing/orders/:orderId/cancel': 'owner',
    'GET /api/billing/subscription': 'user',
    // The local sandbox, which stands in for Midtrans (absent when Midtrans is configured): its merchant API,
    // and what the browser calls, holding the transaction's token as Snap's pages do.
    'POST /api/billing/sandbox/snap/v1/transactions': 'gateway',
    'GET /api/billing/sandbox/v2/:orderId/status': 'gateway',
    'POST /api/billing/sandbox/v2/:orderId/cancel': 'gateway',
    'GET /api/billing/sandbox/snap.js': 'public',
    'GET /api/billing/sandbox/snap/v4/redirection/:token': 'public',
    'GET /api/billing/sandbox/pay/:token': 'public',
    'POST /api/billing/sandbox/pay/:token': 'public',
  },
  admin: {
    ...base('/api/admin'),
    'GET /api/admin/session': 'admin',
    'GET /api/admin/settings/site': 'admin',
    'PUT /api/admin/settings/site': 'admin',
    'GET /api/admin/settings/system': 'admin',
    'GET /api/admin/settings/security': 'admin',
    'PUT /api/admin/settings/security': 'admin',
    'GET /api/admin/audit': 'admin',
    'GET /api/admin/overview': 'admin',
    'GET /api/admin/messages': 'admin',
    'POST /api/admin/messages/:id/read': 'admin',
    'POST /api/admin/messages/:id/unread': 'admin',
    'GET /api/admin/subscribers': 'admin',
    'GET /api/admin/subscribers.csv': 'admin',
    'GET /api/admin/users': 'admin',
    'GET /api/admin/users/:id/invitations': 'admin',
    'POST /api/admin/users/:id/disable': 'admin',
    'POST /api/admin/users/:id/enable': 'admin',
    'POST /api/admin/users/:id/grant-admin': 'admin',
    'POST /api/admin/users/:id/revoke-admin': 'admin',
    'GET /api/admin/invitations': 'admin',
    'POST /api/admin/invitations/:id/deactivate': 'admin',
    'POST /api/admin/invitations/:id/reactivate': 'admin',
    'GET /api/admin/print-templates': 'admin',
    'POST /api/admin/print-templates': 'admin',
    'PUT /api/admin/print-templates/:id': 'admin',
    'DELETE /api/admin/print-templates/:id': 'admin',
    'POST /api/admin/print-templates/images': 'admin',
    'GET /api/admin/promos': 'admin',
    'POST /api/admin/promos': 'admin',
    'PUT /api/admin/promos/:id': 'admin',
    'DELETE /api/admin/promos/:id': 'admin',
    'GET /api/admin/plans': 'admin',
    'PUT /api/admin/plans/:id': 'admin',
    'GET /api/admin/jobs': 'admin',
    'POST /api/admin/jobs/:queue/:id/retry': 'admin',
    'DELETE /api/admin/jobs/:queue/:id': 'admin',
  },
};

/**
 * What an account with a verified authenticator changes only from a session that verified a code (aal2): the
 * route, and the changes through it. aal2-account-changes.test.ts tries each with aal1 and aal2.
 */
export const aal2Only: Record<string, readonly string[]> = {
  'PUT /auth/v1/user': ['password', 'WhatsApp number'],
  'POST /auth/v1/factors': ['another factor'],
  'DELETE /auth/v1/factors/:factorId': ['a verified factor'],
};
