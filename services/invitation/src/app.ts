import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { messages, type SlugResolution } from '@undangin/contracts';
import { AppError } from '@undangin/service-kit';
import { PublicSlugCache } from './domain/public-slug-cache';
import { serveCustomDomains } from './domain/custom-domain-site';
import { domainAskRoutes } from './routes/domains/index';
import { postgresRateLimitStore } from './domain/shared-rate-limit';
import { listenForSlugChanges } from './plugins/slug-changes';
import { assetRoutes } from './routes/assets';
import { htmlRoutes } from './routes/html';
import { ownerRoutes } from './routes/owner';
import { unlockRoutes } from './routes/unlock';
import { calendarRoutes } from './routes/calendar/index';
import { demoRoutes } from './routes/demo/index';
import { qrRoutes } from './routes/qr/index';
import { guestbookRoutes } from './routes/guestbook/index';
import { giftRoutes } from './routes/gifts/index';
import { createWallHub, wallRoutes } from './routes/wall/index';
import { wallOwnerRoutes } from './routes/wall/owner';
import { resolveRoutes } from './routes/resolve/index';
import { rsvpRoutes } from './routes/rsvp/index';
import { readInvitationSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** What slugs resolve to, kept briefly in this replica (see publicSlugCacheTtlMs). */
    publicSlugs: PublicSlugCache<SlugResolution | null>;
  }
}

/**
 * The longest an edit waits to show on a replica when the edit's NOTIFY is lost (it normally shows at once): the
 * cache's lifetime. A reconnected listener drops everything, as it may have missed announcements.
 */
export const publicSlugCacheTtlMs = 10_000;

/** The invitation service's routes, under /api/invitation: what a guest's phone talks to. */
export const invitationRoutes: FastifyPluginAsync = async (app) => {
  // Counted in Postgres, keyed by route, address and invitation, so every replica shares one allowance: generous
  // enough for a family on one Wi-Fi.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(app.orm),
    errorResponseBuilder: () => new AppError(429, 'too_many_requests', messages.invitation.tooMany),
  });
  // Every cache of this replica that grows with the slugs guests open holds at most this many (the replica's bound).
  const { publicPageCacheEntries } = readInvitationSettings();
  const publicSlugs = new PublicSlugCache<SlugResolution | null>(publicSlugCacheTtlMs, publicPageCacheEntries);
  app.decorate('publicSlugs', publicSlugs);
  // Requests on a custom domain answer for its invitation alone (before any route runs).
  serveCustomDomains(app, publicPageCacheEntries);
  // The wishes walls open here: the listener below passes them every change of a wish; a shutdown ends their streams
  // (their browsers reconnect to another replica).
  const walls = createWallHub(app);
  app.decorate('walls', walls);
  app.addHook('preClose', async () => walls.closeAll());
  const stopListening = await listenForSlugChanges(app.orm, {
    onChange: (slug) => {
      if (slug === '*') {
        publicSlugs.clear();
        app.customDomains.clear();
      } else if (slug.startsWith('domain:')) app.customDomains.forget(slug.slice('domain:'.length));
      else {
        publicSlugs.forget(slug);
        app.forgetDomainOfSlug(slug);
      }
    },
    channels: { guestbook_changed: (payload) => void walls.changed(payload) },
    onListening: () => {
      publicSlugs.clear();
      app.customDomains.clear();
      void walls.resync();
    },
    onError: (error) => app.log.warn({ err: error }, 'slug change notifications interrupted'),
  });
  app.addHook('onClose', stopListening);
  await app.register(resolveRoutes);
  await app.register(rsvpRoutes);
  await app.register(guestbookRoutes);
  await app.register(giftRoutes);
  await app.register(wallOwnerRoutes);
  await app.register(wallRoutes);
  await app.register(calendarRoutes);
  await app.register(demoRoutes);
  await app.register(qrRoutes);
  await app.register(htmlRoutes);
  await app.register(assetRoutes);
  await app.register(ownerRoutes);
  await app.register(unlockRoutes);
  await app.register(domainAskRoutes);
};
