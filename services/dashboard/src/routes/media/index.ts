import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { ErrorBody, MediaFile, MediaParams, messages, UploadPurpose } from '@undangin/contracts';
import { AppError, notFound, requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { sniff, uploadFileName, type FileStorage } from '@undangin/service-kit/storage';
import { deleteMediaFile, findMediaFileUse, insertMediaFile, listMediaFiles } from '../../repositories/media-files';
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

        const userId = requireUser(request).id;
        const id = randomUUID();
        const stored = await storeUpload(storage, userId, id, body, found, purpose.wrongType);
        try {
          const file = await insertMediaFile(request.em, {
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
