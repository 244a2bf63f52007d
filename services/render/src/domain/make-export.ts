import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportGuestCaps, type ExportFailure, type GalleryImage } from '@undangin/contracts';
import type { EntityManager, MikroORM } from '@undangin/db';
import type { ExportStore, FileStorage } from '@undangin/service-kit/storage';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { sourceGuests, sourceInvitation, sourceSessions } from '../repositories/export-sources';
import type { ClaimedExport } from '../repositories/render-exports';
import type { Printer } from './chromium';
import { doorListHtml } from './door-list-pdf';
import { dataUrl } from './html-kit';
import { invitationHtml } from './invitation-pdf';
import type { RenderSettings } from './render-settings';
import { ffmpegArgs, runFfmpeg, videoSlides, videoSize } from './video';

export interface RenderContext {
  orm: MikroORM;
  uploads: FileStorage;
  exports: ExportStore;
  printer: Printer;
  settings: RenderSettings;
  log: FastifyBaseLogger;
}

/** A failure the host is told, with its reason (anything else is 'render_failed'). */
export class ExportFailed extends Error {
  constructor(readonly reason: ExportFailure) {
    super(reason);
  }
}

/** Gallery entries tried for the video's four photos at most (each read whole, so never the whole gallery). */
const photoTries = 8;

/** An image of the store as a JPEG data URL no larger than `max` pixels a side; null when the store has none. */
async function inlineImage(uploads: FileStorage, url: string | null | undefined, max: number) {
  if (!url) return null;
  const bytes = await uploads.read(url).catch(() => null);
  if (!bytes) return null;
  const jpeg = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(max, max, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer()
    .catch(() => null);
  return jpeg ? dataUrl(jpeg, 'image/jpeg') : null;
}

const galleryUrls = (gallery: unknown): string[] =>
  (Array.isArray(gallery) ? (gallery as Array<GalleryImage | string>) : [])
    .map((item) => (typeof item === 'string' ? item : item?.url))
    .filter((url): url is string => typeof url === 'string');

/**
 * The song: the host's upload, written beside the frames; null (silence) for a song at an outside address, which the
 * worker never fetches. An upload that is gone fails the video: the host chose that song.
 */
async function musicFile(uploads: FileStorage, url: string | null, dir: string): Promise<string | null> {
  if (!url || !uploads.owns(url)) return null;
  const bytes = await uploads.read(url).catch(() => null);
  if (!bytes) throw new ExportFailed('media_unreadable');
  const file = path.join(dir, 'music');
  await writeFile(file, bytes);
  return file;
}

export interface Making {
  dir: string;
  tell: (progress: number) => void;
  signal: AbortSignal;
}

/** Makes the export's file in `dir`; answers its path and type. */
export async function makeExport(ctx: RenderContext, em: EntityManager, job: ClaimedExport, making: Making) {
  const { dir, tell, signal } = making;
  const invitation = job.invitation_id ? await sourceInvitation(em, job.invitation_id) : null;
  if (!invitation || !invitation.couple_name.trim()) throw new ExportFailed('no_content');
  const sessions = await sourceSessions(em, invitation.id);
  tell(10);
  const gallery = galleryUrls(invitation.gallery);
  const { siteUrl } = ctx.settings;
  if (job.kind === 'video') {
    const inline: string[] = [];
    for (const url of (gallery.length ? gallery : [invitation.background_image]).slice(0, photoTries)) {
      if (inline.length === 4) break;
      const image = await inlineImage(ctx.uploads, url, 1920);
      if (image) inline.push(image);
    }
    const music = await musicFile(ctx.uploads, invitation.music_url, dir);
    const slides = videoSlides({ invitation, sessions, photos: inline, siteUrl });
    const files = slides.map((_, i) => path.join(dir, `slide-${i}.png`));
    await ctx.printer.screenshots(slides, videoSize.width, videoSize.height, files);
    tell(30);
    const output = path.join(dir, 'video.mp4');
    await runFfmpeg(ctx.settings.ffmpeg, ffmpegArgs(files, music, output), (share) => tell(30 + share * 65), signal);
    return { file: output, type: 'video/mp4' };
  }
  const guests = job.kind === 'door_list' || job.per_guest ? await sourceGuests(em, invitation.id) : [];
  const cap = job.kind === 'door_list' ? exportGuestCaps.doorList : exportGuestCaps.perGuest;
  if (guests.length > cap) throw new ExportFailed('too_large');
  tell(30);
  const html =
    job.kind === 'door_list'
      ? await doorListHtml({ invitation, sessions, guests, siteUrl, now: new Date() })
      : await invitationHtml({
          invitation,
          sessions,
          guests,
          siteUrl,
          photo: await inlineImage(ctx.uploads, invitation.background_image ?? gallery[0], 900),
        });
  tell(50);
  const output = path.join(dir, 'export.pdf');
  await ctx.printer.pdf(html, output);
  return { file: output, type: 'application/pdf' };
}
