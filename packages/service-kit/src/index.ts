export { buildService, type App, type BuildServiceOptions } from './build-service';
export { runService } from './run-service';
export { readConfig, servicePorts, servicePrefixes, type ServiceConfig } from './config';
export { AppError, notFound, notYours, unauthenticated, forbidden, conflict, badRequest } from './errors';
export { hasEntitlement, planRequired, requiredPlan, requireEntitlement } from './entitlements';
export { requireInvitation, type InvitationCaller } from './invitation-access';
export { isUniqueViolation, iso } from './data';
export {
  generateSigningKey,
  signingKeyFromPem,
  signAccessToken,
  type SigningKey,
  type AccessTokenInput,
} from './tokens';
export { requireUser, type AuthUser } from './plugins/auth';
export type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
export { conditional, conditionalKept } from './conditional-get';
export { sendKeptBody, type KeptBody } from './kept-body';
export { sanitizeRichHtml } from './rich-html';
export { csvCell, csvDocument, wibText } from './csv';
export { addressKey, ipv6PrefixFromEnv } from './client-address';
export { loopbackFetch, loopbackOnly, type HttpFetch } from './loopback';
export { escapeHtml } from './html';
// A service's own metrics go to app.metrics (prom-client's registry): one prom-client for every service.
export { Counter } from 'prom-client';
export { scrapedGauges, type ScrapedGaugeSpec, type ScrapedSeries } from './scraped-gauges';
