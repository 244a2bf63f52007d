import { exportKeepHours } from '@undangin/contracts';

/** The render worker's settings (README, "Settings"): the tools it runs and how long it waits for them. */
export interface RenderSettings {
  /** Debian's Chromium (RENDER_CHROMIUM). */
  chromium: string;
  /** ffmpeg and ffprobe (FFMPEG_PATH, FFPROBE_PATH). */
  ffmpeg: string;
  /** Where personal links point (SITE_URL, else PUBLIC_ORIGIN). */
  siteUrl: string;
  /** Seconds without a beat after which a running export's worker is taken for dead (RENDER_STALE_SECONDS). */
  staleSeconds: number;
  /** Seconds between beats while a file is made. */
  beatSeconds: number;
  /** Longest a file may take (RENDER_TIMEOUT_SECONDS); then it fails as 'timed_out'. */
  timeoutSeconds: number;
  /** Hours a finished file is kept (EXPORT_KEEP_HOURS). */
  keepHours: number;
  /** Exports made at once by one replica (RENDER_CONCURRENCY): each runs a Chromium page or an ffmpeg. */
  concurrency: number;
  /** Where the work files go (RENDER_TMP_DIR, else the system's). */
  tmpDir: string | null;
}

const number = (value: string | undefined, fallback: number, min: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= min ? n : fallback;
};

export function readRenderSettings(env: NodeJS.ProcessEnv = process.env): RenderSettings {
  const staleSeconds = number(env.RENDER_STALE_SECONDS, 60, 3);
  return {
    chromium: env.RENDER_CHROMIUM ?? '/usr/bin/chromium',
    ffmpeg: env.FFMPEG_PATH ?? 'ffmpeg',
    siteUrl: new URL(env.SITE_URL ?? env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080').origin,
    staleSeconds,
    beatSeconds: Math.max(1, Math.min(5, Math.floor(staleSeconds / 3))),
    timeoutSeconds: number(env.RENDER_TIMEOUT_SECONDS, 600, 10),
    keepHours: exportKeepHours(env.EXPORT_KEEP_HOURS),
    concurrency: Math.floor(number(env.RENDER_CONCURRENCY, 1, 1)),
    tmpDir: env.RENDER_TMP_DIR ?? null,
  };
}
