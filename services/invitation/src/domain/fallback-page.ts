import { formatLongDate, privacyMessages, type SlugResolution } from '@undangin/contracts';
import { closingMarkHtml, escapeHtml } from './link-preview';

/** Served with the built-in page: fetches the live /index.html and swaps it in (see the file for why). */
export const loadShellScript = '/api/invitation/assets/shell/load-shell-1.js';

const style = [
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.6;color:#2d2d2d}',
  'body{background:#fdf8f5}',
  'main{max-width:36rem;margin:0 auto;padding:15vh 20px;text-align:center}',
  'h1{margin:.3em 0;font-family:Georgia,serif;font-size:clamp(2.2rem,10vw,3.5rem);line-height:1.15;color:#c2456b}',
  '.kecil{letter-spacing:.3em;text-transform:uppercase;font-size:.8rem;color:#6b6b6b}',
  'a{color:#c2456b}',
].join('');

function plainContent(resolved: SlugResolution | null, shellPage: boolean): string {
  if (!resolved) return shellPage ? '<h1>Undangin</h1><p>Memuat halaman…</p>' : '<h1>Halaman tidak ditemukan</h1>';
  if (resolved.kind === 'locked')
    return `<p class="kecil">Undangan</p><h1>${escapeHtml(resolved.locked.title)}</h1><p>${escapeHtml(resolved.locked.access === 'password' ? privacyMessages.lockedPassword : privacyMessages.lockedGuests)}</p>`;
  if (resolved.kind !== 'invitation') {
    return `<h1>${escapeHtml(resolved.page.title)}</h1><p>${escapeHtml(resolved.page.excerpt)}</p>`;
  }
  const inv = resolved.invitation;
  const time = inv.event_time ? `Pukul ${inv.event_time} ${inv.time_zone}` : null;
  const when = [formatLongDate(inv.event_date), time].filter(Boolean).join(', ');
  return [
    '<p class="kecil">Undangan</p>',
    `<h1>${escapeHtml(inv.couple_name)}</h1>`,
    `<p>${escapeHtml(when)}</p>`,
    inv.location ? `<p>${escapeHtml(inv.location)}</p>` : '',
    closingMarkHtml(inv, 'font-size:.8rem;color:#6b6b6b'),
  ].join('');
}

/**
 * The page /{slug} answers with while the shell's published index.html cannot be read (the static origin down,
 * slow or serving a broken copy, and no good copy kept yet). Without the index the hashed shell entry is unknown,
 * so the page stands on its own: the preview tags and the data inline are added to it like to the shell's page,
 * and the guest reads the couple, the date and the place in plain HTML, with or without scripts. One external
 * script (the page policy allows no inline code) then fetches /index.html from the page's own origin and, when
 * the browser can reach it, replaces the document with it, the data carried over: the full invitation opens.
 * When that fails too the plain page stays, with a link to load it again. No meta refresh: it would loop.
 * `shellPage`: the path is a page of the shell or of a remote (/login, /promo), not a missing slug.
 */
export function builtInShellPage(resolved: SlugResolution | null, href: string, shellPage = false): string {
  return [
    '<!doctype html><html lang="id"><head>',
    '<meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>',
    '<meta name="referrer" content="strict-origin"/><title>Undangin</title><meta name="description" content="" />',
    `<style>${style}</style>`,
    `<script defer src="${loadShellScript}"></script>`,
    '</head><body>',
    `<main>${plainContent(resolved, shellPage)}`,
    `<p class="kecil"><a href="${escapeHtml(href)}">Muat ulang</a></p>`,
    '<noscript><p>Aktifkan JavaScript untuk membuka undangan lengkap.</p></noscript>',
    '</main></body></html>',
  ].join('');
}
