import { SiteInfo } from '@undangin/contracts';
import { AppSetting, defaultSiteInfo } from '@undangin/db';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';

/** Public facts about the site for the top bar, footer and contact cards. */
export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/site',
    { schema: { tags: ['site'], summary: 'Informasi situs untuk halaman publik', response: { 200: SiteInfo } } },
    async (request, reply) => {
      const row = await request.em.findOne(AppSetting, { key: 'site' });
      reply.header('cache-control', 'public, max-age=60');
      return { ...defaultSiteInfo, ...(row?.value as Partial<SiteInfo> | undefined) };
    },
  );
};
