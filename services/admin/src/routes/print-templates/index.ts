import {
  AdminPrintTemplate,
  adminMessages,
  ErrorBody,
  PrintTemplateInput,
  PrintTemplateListQuery,
  PrintTemplateParams,
} from '@undangin/contracts';
import { notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { storageFromEnv } from '@undangin/service-kit/storage';
import { Type } from '@sinclair/typebox';
import { actorOf, recordAudit } from '../../repositories/audit';
import {
  deletePrintTemplate,
  insertPrintTemplate,
  listPrintTemplates,
  lockPrintTemplate,
  updatePrintTemplate,
} from '../../repositories/print-templates';
import { printTemplateImageRoutes } from './images';

const entity = 'print_template';
const security = [{ bearer: [] }];
const tags = ['print-templates'];
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const missing = () => notFound(adminMessages.printTemplates.notFound);

/** The print-template manager: every template (inactive ones too), created, edited and deleted by admins, each write audited. */
export const printTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The dashboard's storage (UPLOADS_DIR locally, S3_* in production): the same public URLs for both.
  await app.register(printTemplateImageRoutes(storageFromEnv()));

  app.get(
    '/print-templates',
    {
      schema: {
        tags,
        summary: 'Semua template cetak',
        security,
        querystring: PrintTemplateListQuery,
        response: { 200: Type.Array(AdminPrintTemplate), ...refused },
      },
    },
    async (request) => listPrintTemplates(request.em, request.query),
  );

  app.post(
    '/print-templates',
    {
      schema: {
        tags,
        summary: 'Buat template cetak',
        security,
        body: PrintTemplateInput,
        response: { 201: AdminPrintTemplate, ...refused },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await request.em.transactional(async (tx) => {
        const template = await insertPrintTemplate(tx, request.body, actor.id);
        await recordAudit(tx, actor, { action: `${entity}.create`, entity, entityId: template.id, after: template });
        return template;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/print-templates/:id',
    {
      schema: {
        tags,
        summary: 'Ubah template cetak',
        security,
        params: PrintTemplateParams,
        body: PrintTemplateInput,
        response: { 200: AdminPrintTemplate, 404: ErrorBody, ...refused },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return request.em.transactional(async (tx) => {
        const before = await lockPrintTemplate(tx, request.params.id);
        if (!before) throw missing();
        const after = await updatePrintTemplate(tx, request.params.id, request.body);
        if (!after) throw missing();
        await recordAudit(tx, actor, { action: `${entity}.update`, entity, entityId: after.id, before, after });
        return after;
      });
    },
  );

  app.delete(
    '/print-templates/:id',
    {
      schema: {
        tags,
        summary: 'Hapus template cetak',
        security,
        params: PrintTemplateParams,
        response: { 204: Type.Null(), 404: ErrorBody, ...refused },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await request.em.transactional(async (tx) => {
        const before = await lockPrintTemplate(tx, request.params.id);
        if (!before) throw missing();
        await deletePrintTemplate(tx, request.params.id);
        await recordAudit(tx, actor, { action: `${entity}.delete`, entity, entityId: before.id, before });
      });
      return reply.code(204).send(null);
    },
  );
};
