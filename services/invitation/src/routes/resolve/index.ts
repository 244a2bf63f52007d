import { Type } from '@sinclair/typebox';
import {
  ErrorBody,
  invitationMessages,
  messages,
  PublicAccessQuery,
  PublicSlugParams,
  SlugResolution,
  ViewBody,
} from '@undangin/contracts';
import { invitationAccessBySlug, type EntityManager } from '@undangin/db';
import {
  addressKey,
  AppError,
  conditionalKept,
  requireUser,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { lockedError, lockOfResolution } from '../../domain/private-access';
import type { PublicSlugCache } from '../../domain/public-slug-cache';
import { countPostView } from '../../repositories/blog-post-views';
import { findPublishedPost } from '../../repositories/blog-posts';
import { markOpened } from '../../repositories/guests';
import { countInvitationView } from '../../repositories/invitation-views';
import {
  activeInvitationId,
  findActiveInvitation,
  findOwnInvitation,
  isInactiveInvitation,
} from '../../repositories/invitations';
import { findPublishedPage } from '../../repositories/pages';

/** Slug resolution: an active invitation first, then a published page, then a published post. */
export async function resolveSlug(em: EntityManager, slug: string): Promise<SlugResolution | null> {
  const invitation = await findActiveInvitation(em, slug);
  if (invitation) return { kind: 'invitation', invitation };
  const page = await findPublishedPage(em, slug);
  if (page) return { kind: 'page', page };
  const post = await findPublishedPost(em, slug);
  if (post) {
    const { id: _id, ...rest } = post;
    return { kind: 'post', page: rest };
  }
  return null;
}

/**
 * resolveSlug through the replica's short cache (PublicSlugCache); a post carries its live view count: never kept.
 * The EntityManager is asked for only on a miss: a kept answer forks none.
 */
export function resolveSlugCached(
  cache: PublicSlugCache<SlugResolution | null>,
  em: () => EntityManager,
  slug: string,
): Promise<SlugResolution | null> {
  return cache.get(
    slug,
    () => resolveSlug(em(), slug),
    (resolved) => resolved?.kind !== 'post',
  );
}

/** 404 for a slug: an invitation switched off by its host reads as such; anything else is a missing page. */
async function slugNotFound(em: EntityManager, slug: string): Promise<AppError> {
  return (await isInactiveInvitation(em, slug))
    ? new AppError(404, 'invitation_inactive', invitationMessages.notFoundText)
    : new AppError(404, 'not_found', invitationMessages.pageNotFoundText);
}

export const resolveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/:slug',
    {
      schema: {
        tags: ['public'],
        summary: 'Undangan, halaman atau artikel untuk sebuah slug',
        params: PublicSlugParams,
        querystring: PublicAccessQuery,
        response: { 200: SlugResolution, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const resolved = await resolveSlugCached(app.publicSlugs, () => request.em, request.params.slug);
      if (!resolved) throw await slugNotFound(request.em, request.params.slug);
      if (resolved.kind === 'invitation' && (resolved.invitation.privacy ?? 'public') !== 'public') {
        // A private invitation: only with a guest's personal link or the unlock cookie, and never in a shared cache.
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
        const locked = await lockOfResolution(request.em, request, resolved, request.query.g);
        if (locked) throw lockedError(locked);
        return resolved;
      }
      // Short max-age, then revalidated by ETag: an edit shows within a minute, an unchanged page costs a 304. A shared
      // cache revalidates every time, so a switch to private holds at the edge at once. A kept resolution is serialized
      // once (a post, with its live view count, is never kept: a new object every time).
      return conditionalKept(request, reply, resolved, { maxAge: 60, sharedMaxAge: 0 });
    },
  );

  // A host's Preview (and a co-host's): their invitation even while it is switched off or private, never cached.
  app.get(
    '/public/:slug/preview',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['public'],
        summary: 'Pratinjau undangan milik sendiri',
        params: PublicSlugParams,
        response: { 200: SlugResolution, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const caller = await invitationAccessBySlug(request.em, requireUser(request).id, request.params.slug);
      const invitation = caller ? await findOwnInvitation(request.em, request.params.slug, caller.ownerId) : null;
      if (!invitation) throw new AppError(404, 'not_found', messages.builder.notFoundOrForbidden);
      return { kind: 'invitation' as const, invitation };
    },
  );

  // One view per visitor per day; a blog post's view adds to its count.
  app.post(
    '/public/:slug/views',
    {
      // A visitor id is the browser's own: per address, only so many count, so a script cannot inflate the figures
      // (high enough for guests behind one carrier-grade NAT or the venue's Wi-Fi).
      config: {
        rateLimit: {
          max: 120,
          timeWindow: '10 minutes',
          keyGenerator: (request) => `${addressKey(request.ip)}:${(request.params as { slug: string }).slug}`,
        },
      },
      schema: {
        tags: ['public'],
        params: PublicSlugParams,
        body: ViewBody,
        response: { 204: Type.Null(), '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const em = request.em;
      const counted = await countInvitationView(em, slug, request.body.visitor, request.body.code ?? '');
      // A guest who opens their personal link is marked as having opened it (the 'Dibuka' step of the funnel). Only the
      // link's secret code says who it is: a name typed into ?to= could be anyone's.
      if (counted?.guestId) await markOpened(em, counted.guestId);
      const isInvitation = counted !== null || (await activeInvitationId(em, slug)) !== null;
      if (!isInvitation) await countPostView(em, slug, request.body.visitor);
      return reply.code(204).send(null);
    },
  );
};
