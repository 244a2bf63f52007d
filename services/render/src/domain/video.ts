import { spawn } from 'node:child_process';
import { invitationAddress } from '@undangin/contracts';
import type { SourceInvitation, SourceSession } from '../repositories/export-sources';
import { baseCss, coverLine, esc, ownWhen, sessionWhen, sessionWhere, themeOf } from './html-kit';

/** WhatsApp Status and Instagram stories: portrait Full HD, 25 frames a second, 20 seconds (15–30 allowed). */
export const videoSize = { width: 1080, height: 1920, fps: 25, seconds: 20, transition: 0.8 };
const transitions = ['fade', 'smoothleft', 'fadewhite', 'smoothup', 'circleopen', 'fade', 'smoothright', 'fade'];

export interface VideoDocument {
  invitation: SourceInvitation;
  sessions: SourceSession[];
  /** Up to four photos, inline (data URLs). */
  photos: string[];
  siteUrl: string;
}

const css = `html,body{width:1080px;height:1920px;overflow:hidden}
.slide{width:1080px;height:1920px;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:120px 90px;position:relative;background:radial-gradient(circle at 50% 30%,var(--secondary),var(--bg) 70%)}
.frame{position:absolute;inset:48px;border:4px solid var(--accent);border-radius:28px}
.kicker{font-size:40px;letter-spacing:0.3em;text-transform:uppercase;color:var(--muted)}
.names{font-size:150px;line-height:1.1;margin:60px 0}
.date{font-size:52px;font-weight:600}
.photo{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.shade{position:absolute;left:0;right:0;bottom:0;height:640px;background:linear-gradient(transparent,rgba(0,0,0,0.72))}
.caption{position:absolute;left:0;right:0;bottom:170px;color:#fff;font-size:110px}
.session{border-top:3px solid var(--accent);padding:44px 0;width:100%}
.session h3{font-size:70px;margin-bottom:18px}
.session p{font-size:42px;line-height:1.4}
.small{font-size:38px;color:var(--muted);margin-top:40px;word-break:break-all}`;

const page = (theme: string, body: string) =>
  `<!doctype html><html lang="id"><head><meta charset="utf-8"><style>${theme}\n${css}</style></head><body>${body}</body></html>`;

/** The video's slides as HTML: the cover, the photos, the sessions, the closing with the address. */
export function videoSlides(doc: VideoDocument): string[] {
  const { invitation } = doc;
  const theme = baseCss(themeOf(invitation));
  const names = esc(invitation.couple_name);
  const slides = [
    `<div class="slide"><div class="frame"></div><p class="kicker">${esc(coverLine(invitation))}</p>
      <h1 class="names heading">${names}</h1><p class="date">${esc(ownWhen(invitation))}</p></div>`,
    ...doc.photos.map(
      (photo) =>
        `<div class="slide"><img class="photo" src="${photo}" alt=""><div class="shade"></div><p class="caption heading" style="color:#fff">${names}</p></div>`,
    ),
  ];
  const sessions = doc.sessions.slice(0, 3);
  slides.push(
    sessions.length
      ? `<div class="slide"><div class="frame"></div><p class="kicker">Waktu &amp; Tempat</p>${sessions
          .map(
            (s) =>
              `<div class="session"><h3 class="heading">${esc(s.name)}</h3><p>${esc(sessionWhen(s))}</p><p>${esc(sessionWhere(s))}</p></div>`,
          )
          .join('')}</div>`
      : `<div class="slide"><div class="frame"></div><p class="kicker">Waktu &amp; Tempat</p>
          <div class="session"><p>${esc(ownWhen(invitation))}</p><p>${esc(invitation.location ?? '')}</p></div></div>`,
  );
  const address = invitationAddress(doc.siteUrl, invitation.slug, invitation.custom_domain);
  slides.push(`<div class="slide"><div class="frame"></div><p class="kicker">Kami menantikan kehadiran Anda</p>
    <h2 class="names heading" style="font-size:120px">${names}</h2><p class="date">${esc(ownWhen(invitation))}</p>
    <p class="small">${esc(address)}</p></div>`);
  return slides.map((body) => page(theme, body));
}

/** ffmpeg's arguments: each slide held, joined by cross transitions, the music (or silence) faded in and out. */
export function ffmpegArgs(slides: string[], music: string | null, output: string): string[] {
  const { fps, seconds, transition, width, height } = videoSize;
  const n = slides.length;
  const hold = (seconds + (n - 1) * transition) / n;
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-nostdin', '-progress', 'pipe:1'];
  // Every input a local file, read as nothing else (a song's bytes cannot make ffmpeg open a network address).
  const local = ['-protocol_whitelist', 'file'];
  for (const slide of slides)
    args.push(...local, '-loop', '1', '-framerate', String(fps), '-t', hold.toFixed(3), '-i', slide);
  if (music) args.push(...local, '-stream_loop', '-1', '-i', music);
  else args.push('-f', 'lavfi', '-t', String(seconds), '-i', 'anullsrc=r=44100:cl=stereo');
  const chains = slides.map((_, i) => `[${i}:v]scale=${width}:${height},setsar=1,format=yuv420p,fps=${fps}[v${i}]`);
  let last = 'v0';
  for (let i = 1; i < n; i += 1) {
    const offset = (i * (hold - transition)).toFixed(3);
    chains.push(
      `[${last}][v${i}]xfade=transition=${transitions[(i - 1) % transitions.length]}:duration=${transition}:offset=${offset}[x${i}]`,
    );
    last = `x${i}`;
  }
  chains.push(`[${n}:a]atrim=0:${seconds},afade=t=in:d=1,afade=t=out:st=${seconds - 2}:d=2,asetpts=N/SR/TB[a]`);
  args.push('-filter_complex', chains.join(';'), '-map', `[${last}]`, '-map', '[a]');
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-level', '4.1');
  args.push('-pix_fmt', 'yuv420p', '-r', String(fps), '-c:a', 'aac', '-b:a', '128k', '-ar', '44100');
  args.push('-t', String(seconds), '-movflags', '+faststart', output);
  return args;
}

/** Runs ffmpeg, telling `progress` (0–1) as it encodes; killed when `signal` aborts (the export's time is up). */
export function runFfmpeg(
  ffmpeg: string,
  args: string[],
  progress: (share: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /out_time_us=(\d+)/.exec(chunk.toString());
      if (match) progress(Math.min(1, Number(match[1]) / 1e6 / videoSize.seconds));
    });
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited ${code}: ${errors}`));
    });
  });
}
