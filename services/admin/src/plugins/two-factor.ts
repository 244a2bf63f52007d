import { mfaErrorCodes, mfaMessages } from '@undangin/contracts';
import type { SecuritySettingsRead } from '@undangin/db';
import { AppError, requireUser } from '@undangin/service-kit';
import type { FastifyRequest } from 'fastify';
import { twoFactorState } from '../repositories/two-factor';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers an admin who has not yet verified an authenticator code (GET /session only). */
    beforeSecondFactor?: boolean;
  }
}

/** onRequest, after the role check: the admin API needs the second step wherever twoFactorState says so. */
export const requireSecondFactor = (readSecurity: SecuritySettingsRead) => async (request: FastifyRequest) => {
  if (request.routeOptions.config.beforeSecondFactor) return;
  const { admin_two_factor_required: required } = await readSecurity(request.em);
  const state = await twoFactorState(request.em, requireUser(request), required);
  if (state.satisfied) return;
  throw state.enrolled
    ? new AppError(403, mfaErrorCodes.verificationRequired, mfaMessages.verificationRequired)
    : new AppError(403, mfaErrorCodes.enrollmentRequired, mfaMessages.enrollmentRequired);
};
