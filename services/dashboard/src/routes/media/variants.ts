import { AppError } from '@undangin/service-kit';
import { assertImagePixels, decodeImage, webpOf, type FileStorage, type Sniffed } from '@undangin/service-kit/storage';

/** What was stored of an upload: where the public page finds it, and every storage key to remove it by. */
export interface StoredUpload {
  url: string;
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
  mime: string;
  size: number;
  keys: string[];
}

/**
 * Stores an upload under the owner's folder. Images become WebP: a large one for the lightbox and background, a 480 px
 * one for thumbnails; audio and video are stored as sent. On failure nothing stays behind in storage; an image that
 * does not decode is refused as the wrong type.
 */
export async function storeUpload(
  storage: FileStorage,
  userId: string,
  id: string,
  body: Buffer,
  found: NonNullable<Sniffed>,
  wrongType: string,
): Promise<StoredUpload> {
  if (found.kind === 'image') await assertImagePixels(body);
  const keys: string[] = [];
  try {
    if (found.kind === 'image') {
      const image = decodeImage(body);
      const large = await webpOf(image, 1600, 1600, 80);
      const thumb = (await webpOf(image, 480, undefined, 72)).data;
      keys.push(`${userId}/${id}.webp`, `${userId}/${id}-480.webp`);
      const url = await storage.put(keys[0]!, large.data, 'image/webp');
      const thumbUrl = await storage.put(keys[1]!, thumb, 'image/webp');
      return {
        url,
        thumbUrl,
        width: large.info.width,
        height: large.info.height,
        mime: 'image/webp',
        size: large.data.length,
        keys,
      };
    }
    keys.push(`${userId}/${id}.${found.ext}`);
    const url = await storage.put(keys[0]!, body, found.mime);
    return { url, thumbUrl: null, width: null, height: null, mime: found.mime, size: body.length, keys };
  } catch (err) {
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
    if (found.kind === 'image') throw new AppError(415, 'unsupported_media_type', wrongType);
    throw err;
  }
}
