import {
  ErrorBody,
  InvitationDetail,
  InvitationParams,
  messages,
  reservedSlugs,
  UpdateInvitationBody,
} from '@undangin/contracts';
import {
  AppError,
  badRequest,
  isUniqueViolation,
  notYours,
  requireEntitlement,
  requireInvitation,
  requireUser,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { changedFields, invitationProblems, toInvitationUpdate } from '../../domain/invitations';
import { logActivity } from '../../repositories/activity';
import { setGiftQris } from '../../repositories/gift-qris';
import { imageIdOf } from '../../repositories/media-files';
import {
  findOwnInvitation,
  slugTaken,
  themeExists,
  themeIsPremium,
  updateOwnInvitation,
} from '../../repositories/invitations';

const urlTaken = () =>
  new AppError(409, 'slug_taken', messages.builder.urlTaken, [{ field: 'slug', message: messages.builder.urlTaken }]);

/** PUT /invitations/:id: the editor's save. Every problem is answered field by field; blanks are stored as null. */
export const invitationUpdateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/invitations/:id',
    {
      schema: {
        tags: ['invitations'],
        params: InvitationParams,
        body: UpdateInvitationBody,
        response: { 200: InvitationDetail, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const problems = invitationProblems(request.body);
      if (problems.length) throw badRequest(problems[0]!.message, problems);
      const fields = toInvitationUpdate(request.body);

      const caller = await requireInvitation(request, request.params.id, 'edit');
      // The owner's plan decides what a published invitation may move onto.
      const userId = caller.ownerId;
      const current = await findOwnInvitation(request.em, userId, request.params.id, caller.role);
      if (!current) throw notYours();
      // A theme is checked only when it changes: one the catalogue retired since stays on the invitations that use it.
      const themeId = request.body.theme_id.trim();
      if (themeId && themeId !== current.theme_id && !(await themeExists(request.em, themeId))) {
        throw badRequest(messages.builder.themeNotFound, [
          { field: 'theme_id', message: messages.builder.themeNotFound },
        ]);
      }
      // A published invitation moves onto a premium theme only with the plan that includes it; one already on it keeps
      // it whatever the plan (a lapsed period breaks nothing for guests), and a draft may try any theme.
      if (current.is_active && themeId && themeId !== current.theme_id && (await themeIsPremium(request.em, themeId)))
        await requireEntitlement(request.em, userId, 'premium_themes');
      if (
        reservedSlugs.has(fields.slug) ||
        (fields.slug !== current.slug && (await slugTaken(request.em, fields.slug, current.id)))
      ) {
        throw urlTaken();
      }
      // The QRIS is an image in the media library of the host saving or of the owner; absent: left as it is.
      const qrisUrl = request.body.gift_qris_url?.trim();
      let qris: { mediaId: string | null } | null = null;
      if (qrisUrl === '') qris = { mediaId: null };
      else if (qrisUrl) {
        const mediaId = await imageIdOf(request.em, qrisUrl, [...new Set([userId, requireUser(request).id])]);
        if (!mediaId)
          throw badRequest(messages.builder.qrisNotOwn, [
            { field: 'gift_qris_url', message: messages.builder.qrisNotOwn },
          ]);
        qris = { mediaId };
      }
      try {
        await request.em.transactional(async (tx) => {
          await updateOwnInvitation(tx, userId, request.params.id, fields);
          const changed = changedFields(current, fields);
          if (qris && (qrisUrl || null) !== (current.gift_qris_url ?? null)) {
            await setGiftQris(tx, request.params.id, qris.mediaId);
            changed.push('gift_qris_url');
          }
          if (changed.includes('theme_id'))
            await logActivity(tx, current.id, caller, 'theme.changed', { theme: themeId });
          const content = changed.filter((field) => field !== 'theme_id');
          if (content.length) await logActivity(tx, current.id, caller, 'content.updated', { fields: content });
        });
      } catch (err) {
        // Another invitation took this slug meanwhile: the unique index answers, atomically.
        if (isUniqueViolation(err)) throw urlTaken();
        throw err;
      }
      return (await findOwnInvitation(request.em, userId, request.params.id, caller.role))!;
    },
  );
};
