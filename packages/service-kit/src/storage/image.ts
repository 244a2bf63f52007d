import sharp, { type Sharp } from 'sharp';
import { messages } from '@undangin/contracts';
import { AppError } from '../errors';

/** The largest canvas decoded: past it an image is refused before any decoding. */
export const maxImagePixels = 40_000_000;

/** Refuses (413) an image whose header claims more pixels than `maxImagePixels`: a small file can claim a huge canvas. */
export async function assertImagePixels(body: Buffer): Promise<void> {
  const { width = 0, height = 0 } = await sharp(body, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > maxImagePixels)
    throw new AppError(413, 'payload_too_large', messages.uploads.imageTooManyPixels);
}

/** The image decoded (it fails on a broken file), turned upright, ready for `webpOf`. */
export const decodeImage = (body: Buffer) =>
  sharp(body, { failOn: 'error', limitInputPixels: maxImagePixels, sequentialRead: true }).rotate();

/** A WebP copy fitting in `width` × `height` (never enlarged), with its final size. */
export const webpOf = (image: Sharp, width: number, height: number | undefined, quality: number) =>
  image
    .clone()
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
