import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { ErrorBody, messages, PrintTemplateImage } from '@undangin/contracts';
import { AppError, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import {
  assertImagePixels,
  decodeImage,
  sniff,
  uploadFileName,
  webpOf,
  type FileStorage,
} from '@undangin/service-kit/storage';
import { actorOf, recordAudit } from '../../repositories/audit';

const MB = 1024 * 1024;
// The dashboard's image cap: 10 MB per file.
const maxImageBytes = 10 * MB;
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);
const wrongType = () => new AppError(415, 'unsupported_media_type', messages.uploads.imageOnly);
const tooLarge = () => new AppError(413, 'payload_too_large', messages.uploads.tooLarge10);

/**
 * Images of print templates (thumbnail, gallery) through the same storage as the dashboard's uploads: checked by
 * content, stored as a WebP copy under print-templates/, answered with its public URL, each upload audited.
 */
export const printTemplateImageRoutes =
  (storage: FileStorage): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1, fields: 0 } });

    app.post(
      '/print-templates/images',
      {
        bodyLimit: maxImageBytes + MB,
        schema: {
          tags: ['print-templates'],
          summary: 'Unggah gambar template cetak',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: {
            200: PrintTemplateImage,
            400: ErrorBody,
            401: ErrorBody,
            403: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
          },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw wrongType();
        const part = await request.file().catch(() => undefined);
        if (!part) throw new AppError(400, 'validation_failed', messages.uploads.imageOnly);
        const name = uploadFileName(part.filename);
        let body: Buffer;
        try {
          body = await part.toBuffer();
        } catch (err) {
          // Over the cap, or a body cut off: neither is stored.
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw new AppError(400, 'validation_failed', messages.uploads.imageOnly);
        }
        if (body.length > maxImageBytes) throw tooLarge();
        const found = sniff(body.subarray(0, 64));
        if (!found || !imageTypes.has(found.mime)) throw wrongType();
        await assertImagePixels(body);

        let image: Buffer;
        try {
          image = (await webpOf(decodeImage(body), 1600, 1600, 80)).data;
        } catch {
          throw wrongType();
        }
        const id = randomUUID();
        const key = `print-templates/${id}.webp`;
        const url = await storage.put(key, image, 'image/webp');
        try {
          await request.em.transactional((tx) =>
            recordAudit(tx, actorOf(request), {
              action: 'print_template.image_uploaded',
              entity: 'print_template',
              entityId: id,
              after: { url, name },
            }),
          );
        } catch (err) {
          // No upload without its audit row.
          await storage.remove(key).catch(() => undefined);
          throw err;
        }
        return { url };
      },
    );
  };
