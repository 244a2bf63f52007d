export { buildService, type App, type BuildServiceOptions } from './build-service';
export { runService } from './run-service';
export { readConfig, servicePorts, servicePrefixes, type ServiceConfig } from './config';
export { AppError, notFound, unauthenticated, forbidden, conflict, badRequest } from './errors';
export { generateSigningKey, signingKeyFromPem, signAccessToken, type SigningKey, type AccessTokenInput } from './tokens';
export type { AuthUser } from './plugins/auth';
export type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
export { conditional } from './conditional-get';
export { sanitizeRichHtml } from './rich-html';
