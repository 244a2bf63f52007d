import {
  coverTitle,
  describeInvitation,
  headingFont,
  formatLongDate,
  themeFontFiles,
  privacyMessages,
  watermark,
  brandMark,
  type PublicInvitation,
  type SlugResolution,
} from '@undangin/contracts';
import type { RemoteAssets } from './remote-assets';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// JSON inside a script element: nothing in it may close the element or open a comment.
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The theme's display face as the remote's fonts.css declares it (swapped in when loaded), or nothing. */
function fontFace(heading: string): string {
  const file = themeFontFiles[heading];
  if (!file) return '';
  return `<style>@font-face{font-family:'${escapeHtml(heading)}';font-style:normal;font-weight:400;font-display:swap;src:url('${file}') format('woff2')}</style>`;
}

/** The mark of an invitation whose host's plan keeps it, as static HTML (`style` on its paragraph). */
/** The watermark; on a custom domain (`platform`: the platform's origin) its link leads to the platform, not `/`. */
export const watermarkHtml = (style: string, platform = '') =>
  `<p data-watermark style="${style}">${escapeHtml(watermark.text)} <a href="${escapeHtml(platform + watermark.href)}" style="color:inherit">${escapeHtml(watermark.brand)}</a></p>`;

/**
 * What ends the page: the reseller's brand ('Dibuat oleh', their logo and name, linked to their site) when the host has
 * one, else the watermark when the plan keeps it, else nothing.
 */
export function closingMarkHtml(
  inv: Pick<PublicInvitation, 'brand' | 'watermark'>,
  style: string,
  platform = '',
): string {
  const brand = inv.brand;
  if (brand) {
    const logo = brand.logo_url
      ? `<img src="${escapeHtml(brand.logo_url)}" alt="" height="20" style="height:20px;width:auto;vertical-align:middle;margin-right:6px" />`
      : '';
    const name = `${logo}${escapeHtml(brand.name)}`;
    const body = brand.link_url
      ? `<a href="${escapeHtml(brand.link_url)}" rel="noopener" style="color:inherit">${name}</a>`
      : name;
    return `<p data-brand style="${style}">${escapeHtml(brandMark.text)} ${body}</p>`;
  }
  return inv.watermark ? watermarkHtml(style, platform) : '';
}

interface Preview {
  title: string;
  description: string;
  image: string | null;
  heroImage: string | null;
}

export function previewOf(resolved: SlugResolution): Preview {
  // A private invitation to anyone without access: the host's title, nothing else (no names, photo, date or place).
  if (resolved.kind === 'locked') {
    const { title, access } = resolved.locked;
    const description = access === 'password' ? privacyMessages.lockedPassword : privacyMessages.lockedGuests;
    return { title, description, image: null, heroImage: null };
  }
  if (resolved.kind === 'invitation') {
    const inv = resolved.invitation;
    return {
      ...describeInvitation(inv),
      image: inv.background_image?.replace(/latar\.webp$/, 'pratinjau.jpg') ?? inv.gallery[0]?.url ?? null,
      heroImage: inv.background_image ?? inv.gallery[0]?.thumb_url ?? null,
    };
  }
  const page = resolved.page;
  return {
    title: page.seo_title || page.title,
    description: page.seo_description || page.excerpt,
    image: page.featured_image,
    heroImage: page.featured_image,
  };
}

/**
 * A static first view of the invitation's hero, painted with the HTML before any script runs (the largest
 * paint on a phone); the page removes it once React shows the same hero. Hidden from assistive technology.
 * The names and the date share one block, so this first paint stays the largest text even after the theme's
 * font arrives and React paints the names again (else the largest paint would wait for the scripts).
 */
function prerenderedHero(resolved: SlugResolution, platform?: string): string {
  if (resolved.kind !== 'invitation') return '';
  const inv = resolved.invitation;
  const { colors, fonts } = inv.theme;
  const heading = headingFont(fonts.heading);
  const image = inv.background_image
    ? `<img src="${escapeHtml(inv.background_image)}" alt="" fetchpriority="high" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover" />`
    : '';
  return `<div id="undangin-prerender" aria-hidden="true" style="position:absolute;top:0;left:0;right:0;max-width:560px;margin:0 auto;min-height:100vh;min-height:100svh;z-index:5;display:flex;align-items:flex-end;justify-content:center;overflow:hidden;text-align:center;background:${escapeHtml(colors.secondary)};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.6">${image}<div style="position:relative;width:100%;padding:72px 20px 48px;background:linear-gradient(180deg,transparent,${escapeHtml(colors.background)} 55%);color:${escapeHtml(colors.text)}"><p style="margin:0;letter-spacing:.3em;text-transform:uppercase;font-size:.875rem;color:${escapeHtml(colors.textSecondary)}">${escapeHtml(coverTitle(inv.category))}</p><p style="margin:8px 0 0;font-family:${escapeHtml(heading.stack)};font-weight:${heading.weight};font-size:clamp(2.6rem,12vw,4.5rem);line-height:1.15;color:${escapeHtml(colors.primary)}">${escapeHtml(inv.couple_name)}<br /><span style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:1.05rem;letter-spacing:.04em;color:${escapeHtml(colors.text)}">${escapeHtml(formatLongDate(inv.event_date))}</span></p>${closingMarkHtml(inv, `margin:16px 0 0;font-size:.8rem;color:${escapeHtml(colors.textSecondary)}`, platform)}</div></div>`;
}

/**
 * The shell's page with what a link-preview crawler (WhatsApp) and a first paint need: title, description and
 * Open Graph tags of the invitation, page or post; its data inline (no request waterfall); preloads.
 */
export function renderPreviewHtml(
  template: string,
  resolved: SlugResolution | null,
  options: {
    origin: string;
    url: string;
    /** The invitation remote's live build to preload (versioned manifest, entry and routes chunks, their CSS). */
    remote?: RemoteAssets;
    /** Paint the static hero first: off for the built-in page, which shows the same in plain HTML. */
    hero?: boolean;
    /** On a custom domain: the slug the shell shows at `/`, and the platform's origin for links off the invitation. */
    site?: { slug: string; platform: string } | null;
  },
): string {
  const { origin, url, remote, hero = true, site } = options;
  // Replacer functions throughout: a '$' in a couple's name must not act as a replacement pattern.
  if (!resolved) return template.replace(/<head>/, () => '<head><meta name="robots" content="noindex" />');
  const preview = previewOf(resolved);
  // A private invitation, open or locked, is never indexed.
  const hidden =
    resolved.kind === 'locked' ||
    (resolved.kind === 'invitation' && (resolved.invitation.privacy ?? 'public') !== 'public');
  const absolute = (src: string) => (src.startsWith('http') ? src : `${origin}${src}`);
  const tags = [
    hidden ? '<meta name="robots" content="noindex, nofollow" />' : '',
    `<meta property="og:type" content="${resolved.kind === 'post' ? 'article' : 'website'}" />`,
    `<meta property="og:site_name" content="Undangin" />`,
    `<meta property="og:title" content="${escapeHtml(preview.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(preview.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="id_ID" />`,
    preview.image ? `<meta property="og:image" content="${escapeHtml(absolute(preview.image))}" />` : '',
    `<meta name="twitter:card" content="${preview.image ? 'summary_large_image' : 'summary'}" />`,
    preview.heroImage
      ? `<link rel="preload" as="image" href="${escapeHtml(preview.heroImage)}" fetchpriority="high" />`
      : '',
    `<link rel="preload" as="fetch" href="/remotes.json" crossorigin />`,
    remote?.manifest ? `<link rel="preload" as="fetch" href="${escapeHtml(remote.manifest)}" crossorigin />` : '',
    ...(remote?.scripts ?? []).map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}" />`),
    ...(remote?.styles ?? []).map((href) => `<link rel="preload" as="style" href="${escapeHtml(href)}" />`),
    // The couple's name is set in the theme's heading font: declared here (as the remote's fonts.css does), the first
    // layout of the static names fetches it, without the scripts. Not a preload: Chrome holds the first paint for a
    // preloaded font (first paint 160-230 ms after the document here, 45-75 ms with the face declared instead).
    resolved.kind === 'invitation' ? fontFace(resolved.invitation.theme.fonts.heading) : '',
    `<script id="undangin-slug-data" type="application/json">${scriptJson(resolved)}</script>`,
    site
      ? `<script id="undangin-site" type="application/json">${scriptJson({ slug: site.slug, platform: site.platform })}</script>`
      : '',
  ].join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(preview.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(preview.description)}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`)
    .replace('<body>', () => `<body>${hero ? prerenderedHero(resolved, site?.platform) : ''}`);
}
