import { limitsOf } from '@undangin/db';
import { Type } from '@sinclair/typebox';
import {
  adminUserMessages,
  CreateInvitationBody,
  ErrorBody,
  InvitationDetail,
  InvitationSummary,
  isValidSlug,
  messages,
  normalizeSlug,
  reservedSlugs,
} from '@undangin/contracts';
import { AppError, badRequest, forbidden, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { disabledByAdmin, findOwn, listOwn, slugTaken, themeExists } from '../../domain/invitations';
import { updateRoute } from './update';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const notYours = () => notFound(messages.builder.notFoundOrForbidden);
const slugTakenError = () => new AppError(409, 'slug_taken', messages.slug.taken);
const uniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505' || /unique|duplicate/i.test(String((err as Error).message));

/** The host's invitations: list, slug check, create, read, update, switch on/off, delete. Foreign ids answer 404. */
export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.authenticate);

  app.get('/invitations', { schema: { tags: ['invitations'], response: { 200: Type.Array(InvitationSummary), '4xx': ErrorBody } } }, async (request) =>
    listOwn(request.em, request.user!.id),
  );

  app.get(
    '/invitations/slug-availability',
    {
      schema: {
        tags: ['invitations'],
        querystring: Type.Object({ slug: Type.String({ maxLength: 100 }), except: Type.Optional(Type.String({ format: 'uuid' })) }),
        response: { 200: Type.Object({ slug: Type.String(), available: Type.Boolean() }) },
      },
    },
    async (request) => {
      const slug = normalizeSlug(request.query.slug);
      const available = isValidSlug(slug) && !reservedSlugs.has(slug) && !(await slugTaken(request.em, slug, request.query.except ?? null));
      return { slug, available };
    },
  );

  app.post(
    '/invitations',
    { schema: { tags: ['invitations'], body: CreateInvitationBody, response: { 201: InvitationDetail, '4xx': ErrorBody } } },
    async (request, reply) => {
      const slug = normalizeSlug(request.body.slug);
      if (slug.length < 3) throw badRequest(messages.slug.tooShort, [{ field: 'slug', message: messages.slug.tooShort }]);
      if (!isValidSlug(slug)) throw badRequest(messages.slug.invalid, [{ field: 'slug', message: messages.slug.invalid }]);
      if (reservedSlugs.has(slug) || (await slugTaken(request.em, slug))) throw slugTakenError();
      const userId = request.user!.id;
      const themeId = request.body.theme_id?.trim() || 'romantic-blush';
      if (!(await themeExists(request.em, themeId))) throw badRequest(messages.builder.themeNotFound, [{ field: 'theme_id', message: messages.builder.themeNotFound }]);
      try {
        const id = await request.em.transactional(async (tx) => {
          // One create at a time per host, so the plan's limit holds even for two tabs submitting at once.
          await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`invitations:${userId}`]);
          const limit = (await limitsOf(tx, userId)).maxInvitations;
          const [owned] = await tx.execute<Array<{ count: number }>>(`select count(*)::int as count from invitations where user_id = ?`, [userId]);
          if (limit !== -1 && (owned?.count ?? 0) >= limit) throw new AppError(403, 'plan_limit', messages.builder.planLimit(limit));
          // The unique index decides a race for one slug: one insert wins, the other gets the 'taken' message.
          const [row] = await tx.execute<Array<{ id: string }>>(
            `insert into invitations (user_id, slug, category, theme_id, event_date)
             values (?, ?, ?, ?, (now() at time zone 'Asia/Jakarta')::date) returning id`,
            [userId, slug, request.body.category, themeId],
          );
          return row!.id;
        });
        return reply.code(201).send((await findOwn(request.em, userId, id))!);
      } catch (err) {
        if (uniqueViolation(err)) throw slugTakenError();
        throw err;
      }
    },
  );

  app.get('/invitations/:id', { schema: { tags: ['invitations'], params: Params, response: { 200: InvitationDetail, '4xx': ErrorBody } } }, async (request) => {
    const invitation = await findOwn(request.em, request.user!.id, request.params.id);
    if (!invitation) throw notYours();
    return invitation;
  });

  app.patch(
    '/invitations/:id/active',
    { schema: { tags: ['invitations'], params: Params, body: Type.Object({ is_active: Type.Boolean() }), response: { 200: InvitationDetail, '4xx': ErrorBody } } },
    async (request) => {
      if (request.body.is_active && (await disabledByAdmin(request.em, request.user!.id, request.params.id))) {
        throw forbidden(adminUserMessages.ownerReactivateRefused);
      }
      const rows = await request.em.execute(`update invitations set is_active = ?, updated_at = now() where id = ? and user_id = ? returning id`, [
        request.body.is_active,
        request.params.id,
        request.user!.id,
      ]);
      if (!rows.length) throw notYours();
      return (await findOwn(request.em, request.user!.id, request.params.id))!;
    },
  );

  app.delete('/invitations/:id', { schema: { tags: ['invitations'], params: Params, response: { 204: Type.Null(), '4xx': ErrorBody } } }, async (request, reply) => {
    const rows = await request.em.execute(`delete from invitations where id = ? and user_id = ? returning id`, [request.params.id, request.user!.id]);
    if (!rows.length) throw notYours();
    return reply.code(204).send(null);
  });

  updateRoute(app);
};
