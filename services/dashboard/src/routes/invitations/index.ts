import { limitsOf } from '@undangin/db';
import { Type } from '@sinclair/typebox';
import {
  adminUserMessages,
  CreateInvitationBody,
  ErrorBody,
  InvitationActiveBody,
  InvitationPortfolioBody,
  InvitationDetail,
  InvitationParams,
  InvitationSummary,
  isValidSlug,
  messages,
  normalizeSlug,
  reservedSlugs,
  SlugAvailability,
  SlugAvailabilityQuery,
} from '@undangin/contracts';
import {
  AppError,
  badRequest,
  forbidden,
  isUniqueViolation,
  notYours,
  requireEntitlement,
  requireInvitation,
  requireUser,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import {
  countOwnInvitations,
  deleteOwnInvitation,
  disabledByAdmin,
  findOwnInvitation,
  insertInvitation,
  listOwnInvitations,
  lockOwnInvitations,
  setOwnInPortfolio,
  setOwnInvitationActive,
  slugTaken,
  themeExists,
  themeIsPremium,
} from '../../repositories/invitations';
import { logActivity } from '../../repositories/activity';
import { invitationUpdateRoutes } from './update';

const slugTakenError = () => new AppError(409, 'slug_taken', messages.slug.taken);
const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** The host's invitations: list, slug check, create, read, update, switch on/off, delete. Foreign ids answer 404. */
export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.authenticate);

  app.get(
    '/invitations',
    { schema: { tags: ['invitations'], response: { 200: Type.Array(InvitationSummary), '4xx': ErrorBody } } },
    async (request) => listOwnInvitations(request.em, requireUser(request).id),
  );

  app.get(
    '/invitations/slug-availability',
    { schema: { tags: ['invitations'], querystring: SlugAvailabilityQuery, response: { 200: SlugAvailability } } },
    async (request) => {
      const slug = normalizeSlug(request.query.slug);
      const available =
        isValidSlug(slug) &&
        !reservedSlugs.has(slug) &&
        !(await slugTaken(request.em, slug, request.query.except ?? null));
      return { slug, available };
    },
  );

  app.post(
    '/invitations',
    {
      schema: {
        tags: ['invitations'],
        body: CreateInvitationBody,
        response: { 201: InvitationDetail, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const slug = normalizeSlug(request.body.slug);
      if (slug.length < 3) throw fieldError('slug', messages.slug.tooShort);
      if (!isValidSlug(slug)) throw fieldError('slug', messages.slug.invalid);
      if (reservedSlugs.has(slug) || (await slugTaken(request.em, slug))) throw slugTakenError();
      const themeId = request.body.theme_id?.trim() || 'romantic-blush';
      if (!(await themeExists(request.em, themeId))) throw fieldError('theme_id', messages.builder.themeNotFound);
      try {
        const id = await request.em.transactional(async (tx) => {
          // One create at a time per host, so the plan's limit holds even for two tabs submitting at once.
          await lockOwnInvitations(tx, userId);
          const limit = (await limitsOf(tx, userId)).maxInvitations;
          if (limit !== -1 && (await countOwnInvitations(tx, userId)) >= limit) {
            throw new AppError(403, 'plan_limit', messages.builder.planLimit(limit));
          }
          const created = await insertInvitation(tx, { userId, slug, category: request.body.category, themeId });
          await logActivity(tx, created, { userId }, 'invitation.created', {});
          return created;
        });
        return reply.code(201).send((await findOwnInvitation(request.em, userId, id, 'owner'))!);
      } catch (err) {
        // The unique index decides a race for one slug: one insert wins, the other gets the 'taken' message.
        if (isUniqueViolation(err)) throw slugTakenError();
        throw err;
      }
    },
  );

  app.get(
    '/invitations/:id',
    {
      schema: {
        tags: ['invitations'],
        params: InvitationParams,
        response: { 200: InvitationDetail, '4xx': ErrorBody },
      },
    },
    async (request) => {
      // The desk reads it too (its title and sessions): a receptionist co-host may.
      const { ownerId, role } = await requireInvitation(request, request.params.id, 'desk');
      const invitation = await findOwnInvitation(request.em, ownerId, request.params.id, role);
      if (!invitation) throw notYours();
      return invitation;
    },
  );

  app.patch(
    '/invitations/:id/active',
    {
      schema: {
        tags: ['invitations'],
        params: InvitationParams,
        body: InvitationActiveBody,
        response: { 200: InvitationDetail, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const caller = await requireInvitation(request, request.params.id, 'edit');
      // The owner's plan decides what publishing needs.
      const userId = caller.ownerId;
      const { id } = request.params;
      // An invitation an admin deactivated stays off until an admin switches it on.
      if (request.body.is_active && (await disabledByAdmin(request.em, userId, id)))
        throw forbidden(adminUserMessages.ownerReactivateRefused);
      // Publishing on a premium theme needs the plan that includes it; switching off never does.
      if (request.body.is_active) {
        const current = await findOwnInvitation(request.em, userId, id, caller.role);
        if (!current) throw notYours();
        if (!current.is_active && current.theme_id && (await themeIsPremium(request.em, current.theme_id)))
          await requireEntitlement(request.em, userId, 'premium_themes');
      }
      await request.em.transactional(async (tx) => {
        if (!(await setOwnInvitationActive(tx, userId, id, request.body.is_active))) throw notYours();
        const action = request.body.is_active ? 'invitation.published' : 'invitation.unpublished';
        await logActivity(tx, id, caller, action, {});
      });
      return (await findOwnInvitation(request.em, userId, id, caller.role))!;
    },
  );

  app.patch(
    '/invitations/:id/portfolio',
    {
      schema: {
        tags: ['invitations'],
        params: InvitationParams,
        body: InvitationPortfolioBody,
        response: { 204: Type.Null(), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const caller = await requireInvitation(request, request.params.id, 'edit');
      const shown = request.body.in_portfolio;
      await request.em.transactional(async (tx) => {
        if (!(await setOwnInPortfolio(tx, caller.ownerId, request.params.id, shown))) throw notYours();
        await logActivity(tx, request.params.id, caller, 'portfolio.changed', { shown });
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/invitations/:id',
    { schema: { tags: ['invitations'], params: InvitationParams, response: { 204: Type.Null(), '4xx': ErrorBody } } },
    async (request, reply) => {
      const { ownerId } = await requireInvitation(request, request.params.id, 'owner');
      if (!(await deleteOwnInvitation(request.em, ownerId, request.params.id))) throw notYours();
      return reply.code(204).send(null);
    },
  );

  await app.register(invitationUpdateRoutes);
};
