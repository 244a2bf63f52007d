import type { TSchema } from '@sinclair/typebox';
import {
  ErrorBody,
  AuthSession,
  MfaChallenge,
  MfaEnrollBody,
  MfaEnrollment,
  MfaFactorParams,
  MfaUnenrolled,
  MfaVerifyBody,
  mfaMessages,
  mfaRules,
} from '@undangin/contracts';
import { requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import type { FastifyRequest } from 'fastify';
import { authErrors } from '../../domain/auth-errors';
import { addRefreshToken, sessionBody } from '../../domain/sessions';
import { codeStep, newTotp } from '../../domain/totp';
import {
  countFailure,
  createChallenge,
  createFactor,
  deleteFactor,
  findFactor,
  listFactors,
  lockChallenge,
  lockFactor,
  raiseSession,
  recentFailures,
  spendStep,
} from '../../repositories/mfa-factors';
import { findSession } from '../../repositories/sessions';
import { findUserById } from '../../repositories/users';
import { noStore } from '../../request-client';

const response = <T extends TSchema>(ok: T) => ({ 200: ok, '4xx': ErrorBody });

/**
 * GoTrue's MFA endpoints for authenticator apps (TOTP): enrol, challenge, verify, unenrol. Once an account has a
 * verified factor, changing its factors takes a session that verified a code (aal2).
 */
export const factorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.authDeps;
  app.addHook('preValidation', app.authenticate);
  app.addHook('onRequest', async (_request, reply) => {
    noStore(reply);
  });

  /** The bearer's live session (a signed-out one's token is refused) and account. */
  async function signedIn(request: FastifyRequest) {
    const bearer = requireUser(request);
    const session = await findSession(request.em, bearer.sessionId, bearer.id);
    const user = session ? await findUserById(request.em, bearer.id) : null;
    if (!session || !user) throw authErrors.sessionNotFound();
    return { bearer, session, user };
  }

  app.post(
    '/factors',
    { schema: { tags: ['mfa'], body: MfaEnrollBody, response: response(MfaEnrollment) } },
    async (request) => {
      const { bearer, user } = await signedIn(request);
      const body = request.body;
      if (body.factor_type !== 'totp') throw authErrors.mfaUnsupportedFactor();
      const factors = await listFactors(request.em, user.id);
      const verified = factors.filter((factor) => factor.status === 'verified');
      if (verified.length > 0 && bearer.aal !== 'aal2') throw authErrors.insufficientAal();
      if (verified.length >= mfaRules.maxFactors) throw authErrors.mfaTooManyFactors();
      const name = body.friendly_name?.trim() || null;
      if (name && verified.some((factor) => factor.friendly_name === name)) throw authErrors.mfaNameConflict();
      const totp = await newTotp(user.email, body.issuer?.trim());
      const factor = await createFactor(request.em, user.id, name, totp.secret);
      return {
        id: factor.id,
        type: 'totp' as const,
        ...(name ? { friendly_name: name } : {}),
        totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri },
      };
    },
  );

  app.post(
    '/factors/:factorId/challenge',
    { schema: { tags: ['mfa'], params: MfaFactorParams, response: response(MfaChallenge) } },
    async (request) => {
      const { user } = await signedIn(request);
      const factor = await findFactor(request.em, user.id, request.params.factorId);
      if (!factor) throw authErrors.mfaFactorNotFound();
      const challenge = await createChallenge(request.em, factor.id, request.ip);
      return { id: challenge.id, type: 'totp' as const, expires_at: challenge.expiresAt };
    },
  );

  app.post(
    '/factors/:factorId/verify',
    {
      schema: {
        tags: ['mfa'],
        params: MfaFactorParams,
        body: MfaVerifyBody,
        response: { 200: AuthSession, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const { bearer, session, user } = await signedIn(request);
      const { challenge_id: challengeId, code } = request.body;
      // Decided under the challenge's lock; a wrong code's count is kept even though the answer is an error.
      const outcome = await request.em.transactional(async (tx) => {
        const factor = await lockFactor(tx, user.id, request.params.factorId);
        if (!factor) return 'factor_not_found' as const;
        if ((await recentFailures(tx, factor.id)) >= mfaRules.failuresPerWindow) return 'too_many_failures' as const;
        const challenge = await lockChallenge(tx, factor.id, challengeId);
        if (
          !challenge ||
          challenge.expired ||
          challenge.verified_at ||
          challenge.failed_attempts >= mfaRules.attemptsPerChallenge
        ) {
          return 'expired' as const;
        }
        if (challenge.ip && challenge.ip !== request.ip) return 'ip_mismatch' as const;
        const step = codeStep(factor.secret, code.trim());
        if (step === null || !(await spendStep(tx, factor.id, challenge.id, step))) {
          await countFailure(tx, challenge.id);
          return 'wrong_code' as const;
        }
        await raiseSession(tx, user.id, session.id, factor.id, factor.status === 'unverified');
        return { refreshToken: await addRefreshToken(tx, session.id) };
      });
      if (outcome === 'factor_not_found') throw authErrors.mfaFactorNotFound();
      if (outcome === 'too_many_failures') throw authErrors.rateLimited(mfaMessages.tooManyFailures);
      if (outcome === 'expired') throw authErrors.mfaChallengeExpired();
      if (outcome === 'ip_mismatch') throw authErrors.mfaIpMismatch();
      if (outcome === 'wrong_code') throw authErrors.mfaVerificationFailed();
      const issued = { sessionId: bearer.sessionId!, refreshToken: outcome.refreshToken, aal: 'aal2' as const };
      const fresh = (await findUserById(request.em, user.id))!;
      return sessionBody(request.em, deps, fresh, issued, session.method);
    },
  );

  app.delete(
    '/factors/:factorId',
    { schema: { tags: ['mfa'], params: MfaFactorParams, response: response(MfaUnenrolled) } },
    async (request) => {
      const { bearer, user } = await signedIn(request);
      const factor = await findFactor(request.em, user.id, request.params.factorId);
      if (!factor) throw authErrors.mfaFactorNotFound();
      if (factor.status === 'verified' && bearer.aal !== 'aal2') throw authErrors.insufficientAal();
      await deleteFactor(request.em, factor.id);
      return { id: factor.id };
    },
  );
};
