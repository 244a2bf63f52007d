import { homeHero } from './hero';

// The design tokens (packages/ui/src/tokens.css) as values: this HTML paints before any stylesheet has loaded.
const ink = '#1f2933';
const primary = '#c2456b';
const primaryStrong = '#a3324f';
const background = '#fdf7f9';
const font = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Laid out as the shell's top bar (76 px) and HomePage's hero are at every width, so taking it away moves nothing.
const style = [
  `#undangin-prerender{position:absolute;top:0;left:0;right:0;z-index:1;min-height:100vh;background:${background};color:${ink};font-family:${font};font-size:16px;line-height:1.5;text-align:center}`,
  '#undangin-prerender .bar{box-sizing:border-box;height:76px;padding:16px;text-align:left}',
  `#undangin-prerender .logo{font-size:20px;font-weight:800;line-height:44px;color:${primary}}`,
  '#undangin-prerender .hero{max-width:980px;margin:0 auto;padding:40px 16px 24px}',
  '#undangin-prerender .top{margin:0}',
  `#undangin-prerender .eyebrow{display:block;margin:0 0 8px;color:${primaryStrong};font-weight:700;font-size:.875rem;text-transform:uppercase;letter-spacing:.06em}`,
  '#undangin-prerender .title{display:block;margin:0 0 16px;font-weight:700;font-size:clamp(1.75rem,5vw,3rem);line-height:1.2}',
  '#undangin-prerender .lead{min-height:1.5em;margin:0 auto;font-size:1.1rem}',
  '#undangin-prerender .actions{display:flex;flex-wrap:wrap;gap:16px;justify-content:center;margin-top:24px}',
  '#undangin-prerender .actions a{display:inline-flex;align-items:center;min-height:44px;padding:0 24px;border:1px solid transparent;border-radius:999px;font-weight:600;text-decoration:none}',
  `#undangin-prerender .primary{background:${primary};color:#fff}`,
  `#undangin-prerender .secondary{color:${primaryStrong};border-color:${primary}!important}`,
  '@media (min-width:1024px){#undangin-prerender .bar{padding:16px 40px}}',
].join('');

/**
 * The landing page's first view as plain HTML, published with the build (first-view.html) and put into `/` by the
 * page service: the largest paint of a phone's first visit no longer waits for the shell, the store and this remote.
 * Hidden from assistive technology and out of the tab order: it stands for the real page for the second or two
 * before HomePage replaces it (a tap on its buttons still follows the link). The eyebrow and the title share one
 * block, so this paint stays the largest when the real title is drawn again.
 */
export function firstView(): string {
  const actions = homeHero.actions
    .map((a) => `<a class="${a.variant}" href="${escape(a.href)}" tabindex="-1">${escape(a.label)}</a>`)
    .join('');
  return [
    `<div id="undangin-prerender" aria-hidden="true"><style>${style}</style>`,
    '<div class="bar"><span class="logo">Undangin</span></div>',
    `<div class="hero"><p class="top"><span class="eyebrow">${escape(homeHero.eyebrow)}</span>`,
    `<span class="title">${escape(homeHero.title)}</span></p><p class="lead">&nbsp;</p>`,
    `<div class="actions">${actions}</div></div></div>`,
  ].join('');
}
