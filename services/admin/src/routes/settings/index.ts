import {
  defaultLoginSecurity,
  ErrorBody,
  LoginSecuritySettings,
  LoginSecurityUpdate,
  mfaMessages,
  checkSiteInfo,
  SiteInfo,
  SystemSettings,
} from '@undangin/contracts';
import { AppSetting, defaultSiteInfo, type SecuritySettingsRead } from '@undangin/db';
import { badRequest, conflict, requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';

const adminSettingsInvalid = 'Pengaturan belum disimpan: periksa isian yang ditandai.';
import { hasVerifiedFactor } from '../../repositories/two-factor';
import { actorOf, recordAudit } from '../../repositories/audit';
import { databaseStatus, mailSettings } from '../../repositories/system';

/** Site settings: read and saved by admins; the mail server and the database shown as they are. */
export const settingsRoutes =
  (readSecurity: SecuritySettingsRead): FastifyPluginAsyncTypebox =>
  async (app) => {
    const security = [{ bearer: [] }];
    app.get(
      '/settings/site',
      {
        schema: {
          tags: ['settings'],
          summary: 'Informasi situs',
          security,
          response: { 200: SiteInfo, 401: ErrorBody, 403: ErrorBody },
        },
      },
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
        // Only the schema's keys reach here (it refuses any other); what goes live is checked by the form's own rule,
        // and a refused save publishes nothing.
        const { site, problems } = checkSiteInfo(request.body);
        if (problems.length) throw badRequest(adminSettingsInvalid, problems);
        await request.em.transactional(async (tx) => {
          const before = await tx.findOne(AppSetting, { key: 'site' });
          const previous = before?.value ?? null;
          await tx.upsert(AppSetting, { key: 'site', value: site, updatedAt: new Date() });
          await recordAudit(tx, actor, {
            action: 'settings.update',
            entity: 'settings',
            entityId: 'site',
            before: previous,
            after: site,
          });
        });
        return site;
      },
    );
    app.get(
      '/settings/security',
      {
        schema: {
          tags: ['settings'],
          summary: 'Batas percobaan login',
          security,
          response: { 200: LoginSecuritySettings, 401: ErrorBody, 403: ErrorBody },
        },
      },
      async (request) => {
        const row = await request.em.findOne(AppSetting, { key: 'security' });
        return { ...defaultLoginSecurity, ...(row?.value as Partial<LoginSecuritySettings> | undefined) };
      },
    );
    app.put(
      '/settings/security',
      {
        schema: {
          tags: ['settings'],
          summary: 'Simpan batas percobaan login dan verifikasi dua langkah admin (berlaku dalam beberapa detik)',
          security,
          body: LoginSecurityUpdate,
          response: { 200: LoginSecuritySettings, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        // Requiring two-factor from every admin is switched on only by an admin who uses it: nobody locks themself out.
        if (request.body.admin_two_factor_required && !(await hasVerifiedFactor(request.em, requireUser(request).id))) {
          throw conflict(mfaMessages.enableOwnFirst);
        }
        const next = await request.em.transactional(async (tx) => {
          const before = await tx.findOne(AppSetting, { key: 'security' });
          const stored = { ...defaultLoginSecurity, ...(before?.value as Partial<LoginSecuritySettings> | undefined) };
          const { limit_sign_in_per_address, admin_two_factor_required } = { ...stored, ...request.body };
          const after: LoginSecuritySettings = { limit_sign_in_per_address, admin_two_factor_required };
          await tx.upsert(AppSetting, { key: 'security', value: after, updatedAt: new Date() });
          await recordAudit(tx, actor, {
            action: 'settings.update',
            entity: 'settings',
            entityId: 'security',
            before: before?.value ?? null,
            after,
          });
          return after;
        });
        readSecurity.forget();
        return next;
      },
    );
    app.get(
      '/settings/system',
      {
        schema: {
          tags: ['settings'],
          summary: 'Server email dan status database',
          security,
          response: { 200: SystemSettings, 401: ErrorBody, 403: ErrorBody },
        },
      },
      async (request) => ({ mail: mailSettings(), database: await databaseStatus(request.em) }),
    );
  };
