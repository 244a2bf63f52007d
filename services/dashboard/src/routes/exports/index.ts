import { Type } from '@sinclair/typebox';
import {
  CreateExportBody,
  ErrorBody,
  ExportLink,
  ExportList,
  ExportParams,
  ExportView,
  InvitationParams,
  errorCodes,
  exportDailyLimit,
  exportEntitlement,
  exportLinkSeconds,
  exportMessages,
} from '@undangin/contracts';
import {
  AppError,
  hasEntitlement,
  requiredPlan,
  requireEntitlement,
  requireInvitation,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import { exportDisposition, type ExportStore } from '@undangin/service-kit/storage';
import { downloadable, exportView, kindsOf, startExport } from '../../domain/exports';
import {
  exportOf,
  exportsOf,
  invitationSlug,
  planOf,
  retriedSince,
  startedToday,
} from '../../repositories/render-exports';

const notFound = () => new AppError(404, errorCodes.notFound, exportMessages.notFound);

/**
 * An invitation's exports (PDF and video, made by the render worker): its owner and editors see and start them (the
 * owner's plan and daily allowance count), download a finished one through a link valid for minutes, and retry a
 * failed one. Receptionists do not: the files hold the guest list.
 */
export const exportRoutes =
  (store: ExportStore, keepHours: number): FastifyPluginAsyncTypebox =>
  async (app) => {
    const tags = ['exports'];
    const entitled = async (ownerId: string, entitlement: 'export_pdf' | 'export_video', em = app.orm.em.fork()) => ({
      used: await startedToday(em, ownerId, kindsOf(entitlement)),
      limit: exportDailyLimit(await planOf(em, ownerId))[entitlement],
      locked: (await hasEntitlement(em, ownerId, entitlement)) ? null : await requiredPlan(em, entitlement),
    });

    app.get(
      '/invitations/:id/exports',
      {
        preValidation: [app.authenticate],
        schema: { tags, params: InvitationParams, response: { 200: ExportList, '4xx': ErrorBody } },
      },
      async (request, reply) => {
        const caller = await requireInvitation(request, request.params.id, 'edit');
        reply.header('cache-control', 'private, no-store');
        return {
          exports: (await exportsOf(request.em, request.params.id)).map(exportView),
          allowance: {
            export_pdf: await entitled(caller.ownerId, 'export_pdf', request.em),
            export_video: await entitled(caller.ownerId, 'export_video', request.em),
          },
          keep_hours: keepHours,
        };
      },
    );

    app.post(
      '/invitations/:id/exports',
      {
        preValidation: [app.authenticate],
        schema: {
          tags,
          params: InvitationParams,
          body: CreateExportBody,
          response: { 202: ExportView, '4xx': ErrorBody },
        },
      },
      async (request, reply) => {
        const caller = await requireInvitation(request, request.params.id, 'edit');
        await requireEntitlement(request.em, caller.ownerId, exportEntitlement[request.body.kind]);
        const slug = await invitationSlug(request.em, request.params.id);
        const id = await request.em.transactional((tx) =>
          startExport(
            tx,
            { invitationId: request.params.id, ownerId: caller.ownerId, userId: caller.userId, slug },
            request.body,
          ),
        );
        const row = await exportOf(request.em, request.params.id, id);
        return reply.code(202).send(exportView(row!));
      },
    );

    app.post(
      '/invitations/:id/exports/:exportId/retry',
      {
        preValidation: [app.authenticate],
        schema: { tags, params: ExportParams, response: { 202: ExportView, '4xx': ErrorBody } },
      },
      async (request, reply) => {
        const caller = await requireInvitation(request, request.params.id, 'edit');
        const row = await exportOf(request.em, request.params.id, request.params.exportId);
        if (!row) throw notFound();
        await requireEntitlement(request.em, caller.ownerId, exportEntitlement[row.kind]);
        if (row.status !== 'failed') throw new AppError(409, errorCodes.conflict, exportMessages.notFailed);
        const slug = await invitationSlug(request.em, request.params.id);
        // A new export of the same kind, counted against the day like any other; the failed one stays as it was.
        const id = await request.em.transactional(async (tx) => {
          if (await retriedSince(tx, row)) throw new AppError(409, errorCodes.conflict, exportMessages.alreadyRetried);
          return startExport(
            tx,
            { invitationId: request.params.id, ownerId: caller.ownerId, userId: caller.userId, slug },
            { kind: row.kind, per_guest: row.per_guest },
          );
        });
        return reply.code(202).send(exportView((await exportOf(request.em, request.params.id, id))!));
      },
    );

    app.get(
      '/invitations/:id/exports/:exportId/link',
      {
        preValidation: [app.authenticate],
        schema: { tags, params: ExportParams, response: { 200: ExportLink, '4xx': ErrorBody } },
      },
      async (request, reply) => {
        await requireInvitation(request, request.params.id, 'edit');
        const row = await exportOf(request.em, request.params.id, request.params.exportId);
        if (!row) throw notFound();
        if (row.status !== 'done') throw new AppError(409, errorCodes.conflict, exportMessages.notReady);
        if (!downloadable(row) || !row.result_key) throw new AppError(410, errorCodes.notFound, exportMessages.gone);
        reply.header('cache-control', 'private, no-store');
        return {
          url: await store.link(row.result_key, row.file_name, exportLinkSeconds),
          expires_at: new Date(Date.now() + exportLinkSeconds * 1000).toISOString(),
        };
      },
    );

    // Local disk only: the file behind a link the route above signed (the signature is the permission).
    if (store.open)
      app.get(
        '/exports/file',
        {
          schema: {
            tags,
            querystring: Type.Object({
              key: Type.Optional(Type.String({ maxLength: 400 })),
              name: Type.Optional(Type.String({ maxLength: 200 })),
              exp: Type.Optional(Type.String({ maxLength: 20 })),
              sig: Type.Optional(Type.String({ maxLength: 100 })),
            }),
            response: { 200: Type.Unknown({ description: 'the PDF or MP4 file' }), '4xx': ErrorBody },
          },
        },
        async (request, reply) => {
          const file = await store.open!(request.query);
          if (!file) throw new AppError(403, errorCodes.forbidden, exportMessages.linkInvalid);
          const type = file.fileName.endsWith('.mp4') ? 'video/mp4' : 'application/pdf';
          return reply
            .header('content-type', type)
            .header('content-length', String(file.size))
            .header('content-disposition', exportDisposition(file.fileName))
            .header('cache-control', 'private, no-store')
            .header('referrer-policy', 'no-referrer')
            .send(file.stream);
        },
      );
  };
