import { Type } from '@sinclair/typebox';
import { ErrorBody, messages } from '@undangin/contracts';
import { notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';

const OwnerEntry = Type.Object({ id: Type.String(), name: Type.String(), email: Type.Union([Type.String(), Type.Null()]), message: Type.String(), hidden: Type.Boolean(), created_at: Type.String() });
const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });
const notYours = () => notFound('Undangan tidak ditemukan atau Anda tidak memiliki akses');

/** The host's moderation of their guest book: every entry, and hiding or showing one. Foreign ids answer 404. */
export const ownerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.authenticate);

  app.get(
    '/invitations/:id/guestbook',
    { schema: { tags: ['owner'], params: Params, response: { 200: Type.Array(OwnerEntry), '4xx': ErrorBody } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const owned = await request.em.execute(`select 1 from invitations where id = ? and user_id = ?`, [request.params.id, request.user!.id]);
      if (!owned.length) throw notYours();
      const rows = await request.em.execute<Array<{ id: string; name: string; email: string | null; message: string; hidden: boolean; created_at: string | Date }>>(
        `select id, name, email, message, hidden, created_at from guestbook_entries where invitation_id = ? order by created_at desc`,
        [request.params.id],
      );
      return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
    },
  );

  app.patch(
    '/invitations/:id/guestbook/:entryId',
    {
      schema: {
        tags: ['owner'],
        params: Type.Object({ id: Type.String({ format: 'uuid' }), entryId: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ hidden: Type.Boolean() }),
        response: { 200: OwnerEntry, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const [row] = await request.em.execute<Array<{ id: string; name: string; email: string | null; message: string; hidden: boolean; created_at: string | Date }>>(
        `update guestbook_entries e set hidden = ? from invitations i
         where e.id = ? and e.invitation_id = i.id and i.id = ? and i.user_id = ?
         returning e.id, e.name, e.email, e.message, e.hidden, e.created_at`,
        [request.body.hidden, request.params.entryId, request.params.id, request.user!.id],
      );
      if (!row) throw notFound(messages.errors.notFound);
      return { ...row, created_at: new Date(row.created_at).toISOString() };
    },
  );
};
