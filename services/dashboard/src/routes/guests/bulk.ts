import { Type } from '@sinclair/typebox';
import { ErrorBody, GuestIdsBody, messages } from '@undangin/contracts';
import { limitsOf, listedGuests, unlistedAnswer } from '@undangin/db';
import { AppError, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { notYours, ownedInvitation } from '../../domain/guests';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });
// The chosen ids travel as one JSON array parameter (a query driver would spread a plain array into many).

/** What the host does to many chosen guests at once: approve answers from names not on the list, or delete. */
export const bulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Approving puts answers on the list, within the plan: all of the chosen ones, or none when they do not fit.
  app.post(
    '/invitations/:id/guests/approve',
    { schema: { tags: ['guests'], params: Params, body: GuestIdsBody, response: { 200: Type.Object({ approved: Type.Integer() }), '4xx': ErrorBody } } },
    async (request) => {
      const userId = request.user!.id;
      const invitationId = request.params.id.toLowerCase();
      const chosenIds = JSON.stringify(request.body.ids);
      const approved = await request.em.transactional(async (tx) => {
        if (!(await ownedInvitation(tx, userId, invitationId))) throw notYours();
        // The lock every add, import and answer from a new name takes: the plan's count holds under concurrent writes.
        await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`guests:${invitationId}`]);
        const { maxGuestsPerInvitation: limit } = await limitsOf(tx, userId);
        const [chosen] = await tx.execute<Array<{ n: number }>>(
          `select count(*)::int as n from guests g where g.invitation_id = ? and g.id in (select jsonb_array_elements_text(?::jsonb)::uuid) and ${unlistedAnswer('g')}`,
          [invitationId, chosenIds],
        );
        const approving = chosen?.n ?? 0;
        const listed = await listedGuests(tx, invitationId);
        if (limit !== -1 && listed + approving > limit) throw new AppError(403, 'plan_limit', messages.guests.approveOverPlan(limit, approving, listed + approving));
        const rows = await tx.execute(
          `update guests g set approved_at = now(), updated_at = now() where g.invitation_id = ? and g.id in (select jsonb_array_elements_text(?::jsonb)::uuid) and ${unlistedAnswer('g')} returning g.id`,
          [invitationId, chosenIds],
        );
        return rows.length;
      });
      return { approved };
    },
  );

  app.post(
    '/invitations/:id/guests/delete',
    { schema: { tags: ['guests'], params: Params, body: GuestIdsBody, response: { 200: Type.Object({ deleted: Type.Integer() }), '4xx': ErrorBody } } },
    async (request) => {
      const rows = await request.em.execute(
        `delete from guests g using invitations i where g.invitation_id = i.id and i.id = ? and i.user_id = ? and g.id in (select jsonb_array_elements_text(?::jsonb)::uuid) returning g.id`,
        [request.params.id, request.user!.id, JSON.stringify(request.body.ids)],
      );
      if (!rows.length && !(await ownedInvitation(request.em, request.user!.id, request.params.id))) throw notYours();
      return { deleted: rows.length };
    },
  );
};
