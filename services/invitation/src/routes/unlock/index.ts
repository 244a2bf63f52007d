import { Type } from '@sinclair/typebox';
import { ErrorBody, errorCodes, messages, privacyMessages, PublicSlugParams, UnlockBody } from '@undangin/contracts';
import { forgetWindowHits, verifyPassword } from '@undangin/db';
import { addressKey, AppError, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { lockedError, unlockCookie } from '../../domain/private-access';
import { lockedOf } from '../../domain/public-invitation';
import { passwordOf, privateInvitation } from '../../repositories/private-access';
import { countHit } from '../../repositories/rate-limits';

/** Tries per address and invitation, and per invitation from everywhere, in 15 minutes. */
export const unlockLimits = { perAddress: 10, perInvitation: 1000, windowSeconds: 15 * 60 };

/**
 * The password form of a protected invitation: the right password sets the unlock cookie (the invitation's current
 * key, HttpOnly, 30 days), which opens the page and its API on every replica. Tries are counted in Postgres per
 * address and per invitation, before the password is checked; a right one forgets the address's count.
 */
export const unlockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secure = (process.env.PUBLIC_ORIGIN ?? '').startsWith('https:');
  app.post(
    '/public/:slug/unlock',
    {
      schema: {
        tags: ['public'],
        summary: 'Buka undangan yang dilindungi kata sandi',
        params: PublicSlugParams,
        body: UnlockBody,
        response: { 204: Type.Null(), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await privateInvitation(request.em, request.params.slug);
      if (!row) throw notFound(messages.invitation.notFoundText);
      // A personal-link-only invitation has no password to type.
      if (row.privacy !== 'password') throw lockedError(lockedOf(row));
      const addressBucket = `unlock:${addressKey(request.ip)}:${row.id}`;
      const [address, invitation] = await Promise.all([
        countHit(request.em, addressBucket, unlockLimits.windowSeconds),
        countHit(request.em, `unlock:${row.id}`, unlockLimits.windowSeconds),
      ]);
      const wait = Math.max(
        address.hits > unlockLimits.perAddress ? address.msLeft : 0,
        invitation.hits > unlockLimits.perInvitation ? invitation.msLeft : 0,
      );
      if (wait > 0) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))));
        throw new AppError(429, errorCodes.tooManyRequests, privacyMessages.tooManyTries);
      }
      const stored = await passwordOf(request.em, row.id);
      if (!stored || !(await verifyPassword(stored.password_hash, request.body.password)))
        throw new AppError(401, errorCodes.wrongPassword, privacyMessages.wrongPassword);
      await forgetWindowHits(request.em, 'invitation_rate_limits', addressBucket);
      return reply
        .header('set-cookie', unlockCookie(row.id, stored.access_key, secure))
        .code(204)
        .send(null);
    },
  );
};
