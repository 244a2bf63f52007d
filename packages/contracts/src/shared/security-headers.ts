/**
 * The security headers of every answer, in one place: the services (APIs and the /{slug} page), the local gateway
 * (shell, remotes, uploads) and the production nginx configurations send the same values; tests hold each to these.
 */
export type HeaderSet = Readonly<Record<string, string>>;

/** Sent with every answer, whatever it is. */
export const baseSecurityHeaders: HeaderSet = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin',
  // Browsers ignore it over plain http (the local stack); in production every origin is https.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  // The check-in desk scans QR codes with the camera; nothing needs the microphone or the location.
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
};

/**
 * The policy of every HTML page (the shell for all routes, /{slug} from the invitation service). Scripts only from
 * our origin, the asset origins (a CDN of the remotes, the uploads' S3 URL) and the payment gateway's (Midtrans's
 * Snap.js and its frame, when configured): no inline script anywhere, the invitation's inline data is a
 * non-executable JSON block. Styles may be inline (the remotes inject their CSS, the first paint of /{slug} is styled
 * inline). Nobody may frame a page (clickjacking of /app and /admin).
 */
export function pageContentSecurityPolicy(
  assetOrigins: readonly string[] = [],
  paymentOrigins: readonly string[] = [],
): string {
  const list = (origins: readonly string[]) => (origins.length ? ` ${origins.join(' ')}` : '');
  const assets = list(assetOrigins);
  const both = list([...assetOrigins, ...paymentOrigins]);
  const payments = list(paymentOrigins);
  return [
    `default-src 'self'${assets}`,
    `script-src 'self'${both}`,
    `style-src 'self' 'unsafe-inline'${both}`,
    `img-src 'self' data: blob:${both}`,
    `media-src 'self' blob:${assets}`,
    `font-src 'self' data:${assets}`,
    `connect-src 'self'${both}`,
    `worker-src 'self' blob:`,
    `frame-src 'self'${payments}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** A policy as directives (name → sources), the form helmet takes. */
export type PolicyDirectives = Readonly<Record<string, readonly string[]>>;

/** An API answer is data, never a document: nothing in it may load, run or be framed. */
export const apiContentSecurityDirectives: PolicyDirectives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/** A policy's header text exactly as helmet writes it (directives joined by ';'), so every sender sends the same bytes. */
export const policyText = (directives: PolicyDirectives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');

export const apiContentSecurityPolicy = policyText(apiContentSecurityDirectives);

/** An uploaded file opened on its own: shown, never run, even if it lies about its type. */
export const uploadContentSecurityPolicy =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

export const pageSecurityHeaders = (
  assetOrigins: readonly string[] = [],
  paymentOrigins: readonly string[] = [],
): HeaderSet => ({
  ...baseSecurityHeaders,
  'content-security-policy': pageContentSecurityPolicy(assetOrigins, paymentOrigins),
});

export const apiSecurityHeaders: HeaderSet = {
  ...baseSecurityHeaders,
  'content-security-policy': apiContentSecurityPolicy,
};

export const uploadSecurityHeaders: HeaderSet = {
  ...baseSecurityHeaders,
  'content-security-policy': uploadContentSecurityPolicy,
};

/** Static assets (scripts, styles, fonts, manifests): nosniff and friends; a policy means nothing to them. */
export const assetSecurityHeaders: HeaderSet = baseSecurityHeaders;

/** ASSET_ORIGINS or PAYMENT_ORIGINS (comma- or space-separated URLs) as origins, e.g. the CDN of the remotes and S3_PUBLIC_URL. */
export function assetOriginsFrom(...values: (string | undefined)[]): string[] {
  const origins = values
    .flatMap((value) => (value ?? '').split(/[\s,]+/))
    .filter(Boolean)
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
