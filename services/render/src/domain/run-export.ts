import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ExportFailure, GalleryImage } from '@undangin/contracts';
import type { EntityManager, MikroORM } from '@undangin/db';
import type { FileStorage } from '@undangin/service-kit/storage';
import type { ExportStore } from '@undangin/service-kit/storage';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { sourceGuests, sourceInvitation, sourceSessions } from '../repositories/export-sources';
import { beat, claimExport, failExport, finishExport, type ClaimedExport } from '../repositories/render-exports';
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
class ExportFailed extends Error {
  constructor(readonly reason: ExportFailure) {
    super(reason);
  }
}

/** `work`, or 'timed_out' after `ms` (and `onLate` to free what it holds: a Chromium that hangs is closed). */
function deadline<T>(work: Promise<T>, ms: number, onLate: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onLate();
      reject(new ExportFailed('timed_out'));
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

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

/** Makes the export's file in `dir`; answers its path and type. */
async function make(ctx: RenderContext, em: EntityManager, job: ClaimedExport, dir: string, tell: (p: number) => void) {
  const invitation = await sourceInvitation(em, job.invitation_id);
  if (!invitation || !invitation.couple_name.trim()) throw new ExportFailed('no_content');
  const sessions = await sourceSessions(em, invitation.id);
  tell(10);
  const photos = [invitation.background_image, ...galleryUrls(invitation.gallery)];
  const { siteUrl } = ctx.settings;
  if (job.kind === 'video') {
    const inline: string[] = [];
    for (const url of galleryUrls(invitation.gallery).length ? galleryUrls(invitation.gallery) : photos) {
      if (inline.length === 4) break;
      const image = await inlineImage(ctx.uploads, url, 1920);
      if (image) inline.push(image);
    }
    let music: string | null = null;
    if (invitation.music_url) {
      const bytes = await ctx.uploads.read(invitation.music_url).catch(() => null);
      if (!bytes) throw new ExportFailed('media_unreadable');
      music = path.join(dir, 'music');
      await writeFile(music, bytes);
    }
    const slides = videoSlides({ invitation, sessions, photos: inline, siteUrl });
    const files = slides.map((_, i) => path.join(dir, `slide-${i}.png`));
    await ctx.printer.screenshots(slides, videoSize.width, videoSize.height, files);
    tell(30);
    const output = path.join(dir, 'video.mp4');
    await runFfmpeg(
      ctx.settings.ffmpeg,
      ffmpegArgs(files, music, output),
      (share) => tell(30 + share * 65),
      ctx.settings.timeoutSeconds * 1000,
    );
    return { file: output, type: 'video/mp4' };
  }
  const guests = job.kind === 'door_list' || job.per_guest ? await sourceGuests(em, invitation.id) : [];
  tell(30);
  const html =
    job.kind === 'door_list'
      ? await doorListHtml({ invitation, sessions, guests, siteUrl, now: new Date() })
      : await invitationHtml({
          invitation,
          sessions,
          guests,
          siteUrl,
          photo: (await inlineImage(ctx.uploads, photos.find(Boolean), 900)) ?? null,
        });
  tell(50);
  const output = path.join(dir, 'export.pdf');
  await ctx.printer.pdf(html, output);
  return { file: output, type: 'application/pdf' };
}

/**
 * One attempt at an export: claimed (or left to the worker that has it), made in a folder of its own, stored whole,
 * then marked done in one update. A worker that dies mid-way leaves no file at the export's address; the sweep gives
 * the export its second attempt.
 */
export async function runExport(ctx: RenderContext, exportId: string): Promise<void> {
  const em = ctx.orm.em.fork();
  const job = await claimExport(em, exportId, ctx.settings.staleSeconds);
  if (!job) return;
  const attempt = job.attempts;
  let progress = 0;
  let lost = false;
  const timer = setInterval(() => {
    void beat(ctx.orm.em.fork(), job.id, attempt, progress).then(
      (mine) => (lost ||= !mine),
      () => undefined,
    );
  }, ctx.settings.beatSeconds * 1000);
  const dir = await mkdtemp(path.join(ctx.settings.tmpDir ?? os.tmpdir(), 'undangin-render-'));
  const started = Date.now();
  try {
    const made = await deadline(
      make(ctx, em, job, dir, (p) => (progress = Math.max(progress, p))),
      ctx.settings.timeoutSeconds * 1000,
      () => void ctx.printer.close(),
    );
    if (lost) return;
    const key = `exports/${job.invitation_id}/${job.id}/${attempt}-${job.file_name}`;
    const size = await ctx.exports.put(key, made.file, made.type);
    const finished = await finishExport(em, job.id, attempt, { key, size, keepHours: ctx.settings.keepHours });
    if (!finished) await ctx.exports.remove(key);
    ctx.log.info({ exportId: job.id, kind: job.kind, attempt, size, ms: Date.now() - started }, 'export done');
  } catch (error) {
    const reason =
      error instanceof ExportFailed
        ? error.reason
        : (error as { timedOut?: boolean }).timedOut
          ? 'timed_out'
          : 'render_failed';
    ctx.log.warn({ err: error, exportId: job.id, kind: job.kind, attempt, reason }, 'export failed');
    await failExport(em, job.id, attempt, reason);
  } finally {
    clearInterval(timer);
    await rm(dir, { recursive: true, force: true });
  }
}
