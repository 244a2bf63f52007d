import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { ErrorBody, MediaFile, MediaParams, MediaUsage, messages, UploadPurpose } from '@undangin/contracts';
import { AppError, notFound, requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { sniff, uploadFileName, type FileStorage } from '@undangin/service-kit/storage';
import { deleteMediaFile, findMediaFileUse, listMediaFiles, storageUsed } from '../../repositories/media-files';
import { assertStorageRoom, checkUploadPace, recordWithinQuota } from '../../domain/media-quota';
import { limitsOf } from '@undangin/db';
import { planNameOf } from '../../repositories/active-plan';
import { directUploadRoutes } from './direct-uploads';
import { maxUploadBytes, purposes, sniffBytes } from './purposes';
import { storeUpload } from './variants';

const UploadQuery = Type.Object({ purpose: UploadPurpose });

/** Uploads checked by content and size, images made into WebP variants; the Media Library lists and deletes them. */
export const mediaRoutes =
  (storage: FileStorage): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 2 } });
    app.addHook('preValidation', app.authenticate);
    await app.register(directUploadRoutes(storage));

    app.post(
      '/media',
      {
        bodyLimit: maxUploadBytes + 1024 * 1024,
        schema: { tags: ['media'], querystring: UploadQuery, response: { 201: MediaFile, '4xx': ErrorBody } },
      },
      async (request, reply) => {
        const purpose = purposes[request.query.purpose];
        const userId = requireUser(request).id;
        const pace = await checkUploadPace(request.em, userId);
        if (pace) {
          reply.header('retry-after', String(pace.retryAfter));
          throw new AppError(429, 'too_many_requests', messages.uploads.uploadTooMany);
        }
        // Each purpose's own cap while reading: an image or a song is never buffered up to the 50 MB a video may have.
        const part = await request.file({ limits: { fileSize: purpose.max } });
        if (!part) throw new AppError(400, 'validation_failed', purpose.wrongType);
        const originalName = uploadFileName(part.filename);
        let body: Buffer;
        try {
          body = await part.toBuffer();
        } catch {
          throw new AppError(413, 'payload_too_large', purpose.tooLarge);
        }
        if (body.length > purpose.max) throw new AppError(413, 'payload_too_large', purpose.tooLarge);
        const found = sniff(body.subarray(0, sniffBytes));
        if (!found || found.kind !== purpose.kind) throw new AppError(415, 'unsupported_media_type', purpose.wrongType);

        await assertStorageRoom(request.em, userId, body.length);
        const id = randomUUID();
        const stored = await storeUpload(storage, userId, id, body, found, purpose.wrongType);
        try {
          const file = await recordWithinQuota(request.em, {
            ...stored,
            id,
            userId,
            kind: found.kind,
            originalName,
            storageKeys: stored.keys,
          });
          return reply.code(201).send(file);
        } catch (err) {
          // No object without its row: the owner could neither see nor delete it.
          await Promise.all(stored.keys.map((key) => storage.remove(key).catch(() => undefined)));
          throw err;
        }
      },
    );

    app.get('/media', { schema: { tags: ['media'], response: { 200: Type.Array(MediaFile) } } }, async (request) =>
      listMediaFiles(request.em, requireUser(request).id),
    );

    app.get('/media/usage', { schema: { tags: ['media'], response: { 200: MediaUsage } } }, async (request) => {
      const userId = requireUser(request).id;
      const limits = await limitsOf(request.em, userId);
      return {
        used_bytes: await storageUsed(request.em, userId),
        quota_bytes: limits.storageQuotaBytes,
        plan_name: await planNameOf(request.em, limits.planId),
      };
    });

    app.delete(
      '/media/:id',
      { schema: { tags: ['media'], params: MediaParams, response: { 204: Type.Null(), '4xx': ErrorBody } } },
      async (request, reply) => {
        const file = await findMediaFileUse(request.em, requireUser(request).id, request.params.id);
        if (!file) throw notFound(messages.errors.notFound);
        if (file.used_by.length)
          throw new AppError(409, 'in_use', messages.uploads.inUse(file.used_by[0]!.couple_name));
        await deleteMediaFile(request.em, request.params.id);
        await Promise.all(file.storage_keys.map((key) => storage.remove(key).catch(() => undefined)));
        return reply.code(204).send(null);
      },
    );
  };
