import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { ErrorBody, MediaFile, messages } from '@undangin/contracts';
import { AppError, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { assertImagePixels, decodeImage, sniff, webpOf, type FileStorage } from '@undangin/service-kit/storage';

const MB = 1024 * 1024;
const purposes = {
  image: { kind: 'image', max: 10 * MB, wrongType: messages.uploads.imageOnly, tooLarge: messages.uploads.tooLarge10 },
  audio: { kind: 'audio', max: 10 * MB, wrongType: messages.uploads.audioOnly, tooLarge: messages.uploads.tooLarge10 },
  video: { kind: 'video', max: 50 * MB, wrongType: messages.uploads.videoOnly, tooLarge: messages.uploads.tooLarge50 },
} as const;
type Purpose = keyof typeof purposes;

type MediaRow = Omit<MediaFile, 'created_at' | 'used_by' | 'size'> & { size: string | number; created_at: string | Date; used_by: MediaFile['used_by'] | null };
const toMedia = (row: MediaRow): MediaFile => ({ ...row, size: Number(row.size), created_at: new Date(row.created_at).toISOString(), used_by: row.used_by ?? [] });

// Where a file is used: any of the owner's invitations naming its URL (or its thumbnail) anywhere.
const usedBy = `(select coalesce(jsonb_agg(jsonb_build_object('id', i.id, 'couple_name', i.couple_name)), '[]') from invitations i
  where i.user_id = m.user_id and (i.music_url = m.url or i.background_image = m.url or i.background_video = m.url
    or i.gallery @> jsonb_build_array(jsonb_build_object('url', m.url))))`;

/** Uploads checked by content and size, images made into WebP variants; the Media Library lists and deletes them. */
export const mediaRoutes =
  (storage: FileStorage): FastifyPluginAsyncTypebox =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: 50 * MB, files: 1, fields: 2 } });
    app.addHook('preValidation', app.authenticate);

    app.post(
      '/media',
      {
        bodyLimit: 51 * MB,
        schema: { tags: ['media'], querystring: Type.Object({ purpose: Type.Union((Object.keys(purposes) as Purpose[]).map((p) => Type.Literal(p))) }), response: { 201: MediaFile, '4xx': ErrorBody } },
      },
      async (request, reply) => {
        const purpose = purposes[request.query.purpose];
        // Each purpose's own cap while reading: an image or a song is never buffered up to the 50 MB a video may have.
        const part = await request.file({ limits: { fileSize: purpose.max } });
        if (!part) throw new AppError(400, 'validation_failed', purpose.wrongType);
        let body: Buffer;
        try {
          body = await part.toBuffer();
        } catch {
          throw new AppError(413, 'payload_too_large', purpose.tooLarge);
        }
        if (body.length > purpose.max) throw new AppError(413, 'payload_too_large', purpose.tooLarge);
        // The whole ftyp box of an MP4 (its compatible brands too) fits in the first kilobyte.
        const found = sniff(body.subarray(0, 1024));
        if (!found || found.kind !== purpose.kind) throw new AppError(415, 'unsupported_media_type', purpose.wrongType);

        const userId = request.user!.id;
        const id = randomUUID();
        const keys: string[] = [];
        let url: string;
        let thumbUrl: string | null = null;
        let width: number | null = null;
        let height: number | null = null;
        let mime: string = found.mime;
        let size = body.length;
        if (found.kind === 'image') await assertImagePixels(body);
        try {
          if (found.kind === 'image') {
            // The public page gets WebP: a large one for the lightbox and background, a 480 px one for thumbnails.
            const image = decodeImage(body);
            const large = await webpOf(image, 1600, 1600, 80);
            const thumb = (await webpOf(image, 480, undefined, 72)).data;
            keys.push(`${userId}/${id}.webp`, `${userId}/${id}-480.webp`);
            url = await storage.put(keys[0]!, large.data, 'image/webp');
            thumbUrl = await storage.put(keys[1]!, thumb, 'image/webp');
            ({ width, height } = large.info);
            mime = 'image/webp';
            size = large.data.length;
          } else {
            keys.push(`${userId}/${id}.${found.ext}`);
            url = await storage.put(keys[0]!, body, found.mime);
          }
        } catch (err) {
          await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
          if (found.kind === 'image') throw new AppError(415, 'unsupported_media_type', purpose.wrongType);
          throw err;
        }
        const [row] = await request.em.execute<MediaRow[]>(
          `insert into media_files (id, user_id, kind, mime, size, url, thumb_url, width, height, original_name, storage_keys)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb) returning id, kind, mime, size, url, thumb_url, width, height, original_name, created_at, null as used_by`,
          [id, userId, found.kind, mime, size, url, thumbUrl, width, height, part.filename.slice(0, 200), JSON.stringify(keys)],
        );
        return reply.code(201).send(toMedia(row!));
      },
    );

    app.get('/media', { schema: { tags: ['media'], response: { 200: Type.Array(MediaFile) } } }, async (request) => {
      const rows = await request.em.execute<MediaRow[]>(
        `select m.id, m.kind, m.mime, m.size, m.url, m.thumb_url, m.width, m.height, m.original_name, m.created_at, ${usedBy} as used_by
         from media_files m where m.user_id = ? order by m.created_at desc`,
        [request.user!.id],
      );
      return rows.map(toMedia);
    });

    app.delete(
      '/media/:id',
      { schema: { tags: ['media'], params: Type.Object({ id: Type.String({ format: 'uuid' }) }), response: { 204: Type.Null(), '4xx': ErrorBody } } },
      async (request, reply) => {
        const [row] = await request.em.execute<Array<{ storage_keys: string[]; used_by: MediaFile['used_by'] }>>(
          `select m.storage_keys, ${usedBy} as used_by from media_files m where m.id = ? and m.user_id = ?`,
          [request.params.id, request.user!.id],
        );
        if (!row) throw notFound(messages.errors.notFound);
        if (row.used_by.length) throw new AppError(409, 'in_use', messages.uploads.inUse(row.used_by[0]!.couple_name));
        await request.em.execute(`delete from media_files where id = ?`, [request.params.id]);
        await Promise.all(row.storage_keys.map((key) => storage.remove(key).catch(() => undefined)));
        return reply.code(204).send(null);
      },
    );
  };
