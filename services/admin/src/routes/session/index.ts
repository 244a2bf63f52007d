import { AdminTwoFactorState, ErrorBody } from '@undangin/contracts';
import { requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { twoFactorState } from '../../repositories/two-factor';
import type { SecuritySettingsRead } from '@undangin/db';

/** Where the signed-in admin stands with the second step: the one admin route open before it is taken. */
export const sessionRoutes =
  (readSecurity: SecuritySettingsRead): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/session',
      {
        config: { beforeSecondFactor: true },
        schema: {
          tags: ['session'],
          summary: 'Status verifikasi dua langkah admin',
          security: [{ bearer: [] }],
          response: { 200: AdminTwoFactorState, 401: ErrorBody, 403: ErrorBody },
        },
      },
      async (request) => {
        const { admin_two_factor_required: required } = await readSecurity(request.em);
        return twoFactorState(request.em, requireUser(request), required);
      },
    );
  };
