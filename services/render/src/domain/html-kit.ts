import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  coverTitle,
  formatLongDate,
  headingFont,
  resolveTheme,
  themeFontFiles,
  type RenderingTheme,
} from '@undangin/contracts';
import QRCode from 'qrcode';
import type { SourceInvitation, SourceSession } from '../repositories/export-sources';

/** Text into HTML: every character that could open markup is escaped. */
export const esc = (text: string | null | undefined): string =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const fontsDir = path.resolve(__dirname, '../../assets/fonts');
let fontFaces: string | null = null;
/** The themes' own faces, inline (the worker's copy of the invitation service's self-hosted files). */
export function fontFaceCss(): string {
  fontFaces ??= Object.entries(themeFontFiles)
    .map(([family, url]) => {
      const data = readFileSync(path.join(fontsDir, path.basename(url))).toString('base64');
      return `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${data}) format('woff2');font-display:block}`;
    })
    .join('\n');
  return fontFaces;
}

export const bodyStack = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

export function themeOf(invitation: SourceInvitation): RenderingTheme {
  return resolveTheme(invitation.theme_id, invitation.theme_data, invitation.base_theme);
}

/** The CSS every document starts with: the theme's colours as variables, its faces, the body's face. */
export function baseCss(theme: RenderingTheme): string {
  const heading = headingFont(theme.fonts.heading);
  const c = theme.colors;
  return `${fontFaceCss()}
:root{--primary:${c.primary};--secondary:${c.secondary};--accent:${c.accent};--bg:${c.background};--text:${c.text};--muted:${c.textSecondary}}
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:${bodyStack};color:var(--text);background:var(--bg);-webkit-print-color-adjust:exact;print-color-adjust:exact}
.heading{font-family:${heading.stack};font-weight:${heading.weight};color:var(--primary)}`;
}

export const coverLine = (invitation: SourceInvitation) => coverTitle(invitation.category);
export const dateLine = (invitation: SourceInvitation) => formatLongDate(invitation.event_date);

/** A session as one line of when and where: 'Minggu, 14 Februari 2027 · 09.00–11.00 WIB'. */
export function sessionWhen(session: SourceSession): string {
  const time = session.start_time
    ? ` · ${session.start_time.slice(0, 5).replace(':', '.')}${session.end_time ? `–${session.end_time.slice(0, 5).replace(':', '.')}` : ''} ${session.time_zone}`
    : '';
  return `${formatLongDate(session.event_date)}${time}`;
}

export const sessionWhere = (session: SourceSession) =>
  [session.venue_name, session.address].filter(Boolean).join(', ');

/** The invitation's own time and place when it has no sessions. */
export function ownWhen(invitation: SourceInvitation): string {
  const time = invitation.event_time ? ` · ${invitation.event_time.slice(0, 5).replace(':', '.')}` : '';
  return `${dateLine(invitation)}${time}`;
}

/** A QR code as inline SVG (vector: sharp at any print size). */
export async function qrSvg(text: string, sizeMm: number): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return svg.replace('<svg ', `<svg width="${sizeMm}mm" height="${sizeMm}mm" `);
}

export const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
