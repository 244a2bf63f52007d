import { ErrorBody, SiteInfo } from '@undangin/contracts';
import { AppSetting, defaultSiteInfo } from '@undangin/db';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { actorOf, recordAudit } from '../../repositories/audit';

/** Site settings: read and saved by admins. */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearer: [] }];
  app.get(
    '/settings/site',
    { schema: { tags: ['settings'], summary: 'Informasi situs', security, response: { 200: SiteInfo, 401: ErrorBody, 403: ErrorBody } } },
    async (request) => {
      const row = await request.em.findOne(AppSetting, { key: 'site' });
      return { ...defaultSiteInfo, ...(row?.value as Partial<SiteInfo> | undefined) };
    },
  );
  app.put(
    '/settings/site',
    {
      schema: {
        tags: ['settings'],
        summary: 'Simpan informasi situs',
        security,
        body: SiteInfo,
        response: { 200: SiteInfo, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await request.em.transactional(async (tx) => {
        const before = await tx.findOne(AppSetting, { key: 'site' });
        const previous = before?.value ?? null;
        await tx.upsert(AppSetting, { key: 'site', value: request.body, updatedAt: new Date() });
        await recordAudit(tx, actor, { action: 'settings.update', entity: 'settings', entityId: 'site', before: previous, after: request.body });
      });
      return request.body;
    },
  );
};
