import { randomUUID } from 'node:crypto';
import {
  CreateMediaUploadBody,
  ErrorBody,
  MediaFile,
  MediaParams,
  MediaUpload,
  messages,
  uploadPurposes,
  type UploadPurpose,
} from '@undangin/contracts';
import { AppError, notFound, requireUser, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { sniff, uploadFileName, type DirectUploads, type FileStorage } from '@undangin/service-kit/storage';
import { assertStorageRoom, checkUploadPace, recordWithinQuota } from '../../domain/media-quota';
import { findMediaFile } from '../../repositories/media-files';
import { purposes, sniffBytes } from './purposes';

// The types browsers give the files the service stores as sent, under the type the service stores them with.
const storedTypes: Record<string, string> = {
  'video/mp4': 'video/mp4',
  'video/webm': 'video/webm',
  'audio/mpeg': 'audio/mpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/x-wav': 'audio/wav',
  'audio/ogg': 'audio/ogg',
  'audio/mp4': 'audio/mp4',
  'audio/x-m4a': 'audio/mp4',
};

/** Long enough for 50 MB on a slow phone connection; the store checks it when the upload starts. */
const presignSeconds = 15 * 60;

// Browser uploads wait here until checked; a bucket lifecycle rule expires what is never completed (docs/DEPLOY.md).
const incomingKey = (userId: string, id: string) => `incoming/${userId}/${id}`;

const isPurpose = (value: string | undefined): value is UploadPurpose =>
  uploadPurposes.includes(value as UploadPurpose);

/**
 * Large files straight from the browser to the bucket: POST /media/uploads signs a PUT (its type and size fixed),
 * POST /media/uploads/:id/complete checks what arrived as POST /media checks an upload (size, then content), moves it
 * to the owner's folder and records it. Images always go through POST /media (they are re-encoded), and so does
 * everything when the storage is the local disk.
 */
export const directUploadRoutes =
  (storage: FileStorage): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/media/uploads',
      {
        schema: { tags: ['media'], body: CreateMediaUploadBody, response: { 201: MediaUpload, '4xx': ErrorBody } },
      },
      async (request, reply) => {
        const { purpose: name, size, type } = request.body;
        uploadFileName(request.body.name);
        const purpose = purposes[name];
        if (size > purpose.max) throw new AppError(413, 'payload_too_large', purpose.tooLarge);
        const contentType = storedTypes[type.toLowerCase()];
        // A type the bucket cannot be told in advance goes through the service, which judges the content itself.
        if (!storage.direct || purpose.kind === 'image' || !contentType?.startsWith(`${purpose.kind}/`))
          return reply.code(201).send({ mode: 'service' });
        // Through the service, POST /media paces and measures the upload; straight to the bucket, this does.
        const userId = requireUser(request).id;
        const pace = await checkUploadPace(request.em, userId);
        if (pace) {
          reply.header('retry-after', String(pace.retryAfter));
          throw new AppError(429, 'too_many_requests', messages.uploads.uploadTooMany);
        }
        await assertStorageRoom(request.em, userId, size);

        const id = randomUUID();
        const put = await storage.direct.presignPut(
          incomingKey(userId, id),
          {
            contentType,
            size,
            // Metadata must be ASCII: the file's name travels percent-encoded.
            metadata: { purpose: name, size: String(size), name: encodeURIComponent(request.body.name) },
          },
          presignSeconds,
        );
        return reply
          .code(201)
          .send({ mode: 'direct', id, method: 'PUT', url: put.url, headers: put.headers, expires_at: put.expiresAt });
      },
    );

    app.post(
      '/media/uploads/:id/complete',
      {
        schema: {
          tags: ['media'],
          params: MediaParams,
          response: { 200: MediaFile, 201: MediaFile, '4xx': ErrorBody },
        },
      },
      async (request, reply) => {
        const userId = requireUser(request).id;
        const { id } = request.params;
        // Completing twice (a retry after a lost answer) answers the file recorded the first time.
        const recorded = await findMediaFile(request.em, userId, id);
        if (recorded) return reply.code(200).send(recorded);
        if (!storage.direct) throw notFound();
        // Another account's upload id names no object under this account's folder: the same 404 as none.
        const key = incomingKey(userId, id);
        const stored = await storage.direct.head(key);
        if (!stored || !isPurpose(stored.metadata.purpose)) throw notFound();

        const checked = await checkUpload(storage.direct, key, stored.metadata.purpose, stored).catch(
          async (error: unknown) => {
            await storage.remove(key).catch(() => undefined);
            throw error;
          },
        );
        const finalKey = `${userId}/${id}.${checked.ext}`;
        const url = await storage.direct.publish(key, finalKey, checked.mime);
        try {
          const file = await recordWithinQuota(request.em, {
            id,
            userId,
            kind: checked.kind,
            mime: checked.mime,
            size: stored.size,
            url,
            thumbUrl: null,
            width: null,
            height: null,
            originalName: originalName(stored.metadata.name),
            storageKeys: [finalKey],
          });
          return reply.code(201).send(file);
        } catch (error) {
          // A second complete of the same upload, run at the same time, recorded it first: the file is theirs now.
          const raced = await findMediaFile(request.em, userId, id).catch(() => null);
          if (raced) return reply.code(200).send(raced);
          await storage.remove(finalKey).catch(() => undefined);
          throw error;
        }
      },
    );
  };

/** What POST /media checks of an upload, on the object in the bucket: its size, then its first bytes. */
async function checkUpload(
  direct: DirectUploads,
  key: string,
  name: UploadPurpose,
  stored: { size: number; contentType: string; metadata: Record<string, string> },
) {
  const purpose = purposes[name];
  if (stored.size > purpose.max) throw new AppError(413, 'payload_too_large', purpose.tooLarge);
  // The store enforces the signed size and type; a store that does not (or a bug) is caught here.
  if (String(stored.size) !== stored.metadata.size)
    throw new AppError(400, 'validation_failed', messages.uploads.uploadMismatch);
  const found = sniff(await direct.readStart(key, sniffBytes));
  if (!found || found.kind !== purpose.kind || found.mime !== stored.contentType)
    throw new AppError(415, 'unsupported_media_type', purpose.wrongType);
  return found;
}

/** The name the upload was started with, checked then; a store's metadata that no longer passes names it 'upload'. */
function originalName(encoded: string | undefined) {
  try {
    return uploadFileName(decodeURIComponent(encoded ?? ''));
  } catch {
    return 'upload';
  }
}
