import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { AuthSigningKey } from '@undangin/db';

const Jwks = Type.Object({ keys: Type.Array(Type.Record(Type.String(), Type.Unknown())) });

/** The public keys that verify access tokens, as a JWKS. */
export const keyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/.well-known/jwks.json',
    { schema: { tags: ['keys'], summary: 'Kunci publik penanda tangan token (JWKS)', response: { 200: Jwks } } },
    async (request, reply) => {
      const rows = await request.em.find(AuthSigningKey, { retiredAt: null }, { orderBy: { createdAt: 'desc' } });
      reply.header('cache-control', 'public, max-age=300');
      return { keys: rows.map((row) => row.publicJwk) };
    },
  );
};
