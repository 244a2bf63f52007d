import type { FastifyInstance } from 'fastify';
import { buildTestService, serviceTestContext } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { publicPageCacheEntriesDefault, readInvitationSettings } from './settings';
import { createInvitation } from './test-fixtures';

describe("the invitation service's settings", () => {
  it('keeps 2,000 pages unless PUBLIC_PAGE_CACHE_ENTRIES says, and refuses a value that is not a whole number ≥ 1', () => {
    expect(readInvitationSettings({}).publicPageCacheEntries).toBe(publicPageCacheEntriesDefault);
    expect(readInvitationSettings({ PUBLIC_PAGE_CACHE_ENTRIES: '' }).publicPageCacheEntries).toBe(2_000);
    expect(readInvitationSettings({ PUBLIC_PAGE_CACHE_ENTRIES: ' 200 ' }).publicPageCacheEntries).toBe(200);
    for (const wrong of ['0', '-5', '1.5', '2k', 'banyak'])
      expect(() => readInvitationSettings({ PUBLIC_PAGE_CACHE_ENTRIES: wrong })).toThrow(
        `PUBLIC_PAGE_CACHE_ENTRIES harus bilangan bulat 1 atau lebih, bukan "${wrong}"`,
      );
  });

  describe('a replica started with PUBLIC_PAGE_CACHE_ENTRIES=2', () => {
    // The caches are decorations of the service's own scope (under its prefix), not of the root the test holds.
    let scope: FastifyInstance | undefined;
    const ctx = serviceTestContext(async () => {
      const saved = process.env.PUBLIC_PAGE_CACHE_ENTRIES;
      process.env.PUBLIC_PAGE_CACHE_ENTRIES = '2';
      try {
        return {
          app: await buildTestService('invitation', async (instance, options) => {
            scope = instance;
            await invitationRoutes(instance, options);
          }),
        };
      } finally {
        if (saved === undefined) delete process.env.PUBLIC_PAGE_CACHE_ENTRIES;
        else process.env.PUBLIC_PAGE_CACHE_ENTRIES = saved;
      }
    });

    it('keeps two slugs of the three guests opened, and still answers every one', async () => {
      const slugs = [(await createInvitation()).slug, (await createInvitation()).slug, (await createInvitation()).slug];
      for (const slug of [...slugs, ...slugs]) {
        expect((await ctx.app.inject({ url: `/api/invitation/page/${slug}` })).statusCode).toBe(200);
        expect((await ctx.app.inject({ url: `/api/invitation/public/${slug}` })).statusCode).toBe(200);
        expect(scope!.publicSlugs.size).toBeLessThanOrEqual(2);
      }
      expect(scope!.publicSlugs.limit).toBe(2);
    });
  });
});
