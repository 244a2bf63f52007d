import {
  lockMessages,
  type GiftConfirmationBody,
  type GuestbookEntry,
  type GuestbookPosted,
  type GuestView,
  type LockedInvitation,
  type PublicSession,
  type RsvpBody,
  type SlugResolution,
  type UnlockBody,
} from '@undangin/contracts';
// The guest's page loads only this small module, never the signed-in upload and download helpers.
import { RequestError, requestJson } from '@undangin/platform/request';

/** A failed call of the guest page: `status` 0 when nothing answered, else the service's status, code and message. */
export { RequestError as PublicApiError } from '@undangin/platform/request';

/** The guest page's calls: the platform's plain JSON helper, no state library (a guest's phone loads as little as possible). */
const call = <T>(path: string, init?: RequestInit): Promise<T> => requestJson<T>(`/api/invitation${path}`, init);

const slugPath = (slug: string) => `/public/${encodeURIComponent(slug)}`;
// A private invitation opens with a guest's personal link: its code rides along, else only the unlock cookie opens it.
const withCode = (path: string, code?: string | null) => (code ? `${path}?g=${encodeURIComponent(code)}` : path);

export const publicApi = {
  resolve: (slug: string, code?: string | null) => call<SlugResolution>(withCode(slugPath(slug), code)),
  // The host's own Preview: their invitation even while it is switched off.
  preview: (slug: string, accessToken: string) =>
    call<SlugResolution>(`${slugPath(slug)}/preview`, { headers: { authorization: `Bearer ${accessToken}` } }),
  demo: (themeId: string) => call<SlugResolution>(`/demo/${encodeURIComponent(themeId)}`),
  guest: (slug: string, name: string, key: string) =>
    call<{ guest: GuestView | null; sessions?: PublicSession[] }>(
      `${slugPath(slug)}/guest?name=${encodeURIComponent(name)}&key=${encodeURIComponent(key)}`,
    ),
  rsvp: (slug: string, body: RsvpBody) =>
    call<GuestView>(`${slugPath(slug)}/rsvp`, { method: 'POST', body: JSON.stringify(body) }),
  guestbook: (slug: string, code?: string | null) =>
    call<GuestbookEntry[]>(withCode(`${slugPath(slug)}/guestbook`, code)),
  sign: (slug: string, body: { name: string; email?: string; message: string }, code?: string | null) =>
    call<GuestbookPosted>(withCode(`${slugPath(slug)}/guestbook`, code), {
      method: 'POST',
      body: JSON.stringify(body),
    }),
  // 'Konfirmasi Hadiah': only the hosts ever see it.
  confirmGift: (slug: string, body: GiftConfirmationBody, code?: string | null) =>
    call<{ id: string }>(withCode(`${slugPath(slug)}/gifts`, code), { method: 'POST', body: JSON.stringify(body) }),
  // The right password answers 204 with an HttpOnly cookie: the page's later calls (same origin) carry it.
  unlock: (slug: string, password: string) =>
    call<void>(`${slugPath(slug)}/unlock`, { method: 'POST', body: JSON.stringify({ password } satisfies UnlockBody) }),
  view: (slug: string, visitor: string, guest?: string, code?: string) =>
    call<void>(`${slugPath(slug)}/views`, {
      method: 'POST',
      body: JSON.stringify({ visitor, ...(guest ? { guest } : {}), ...(code ? { code } : {}) }),
      keepalive: true,
    }),
};

/**
 * The lock of a refused call (403 invitation_locked), else null: the error body's, else `known` (the HTML answer's),
 * else told from the message. The platform's RequestError keeps only the body's code and message today.
 */
export function lockOfError(err: unknown, slug: string, known?: LockedInvitation | null): LockedInvitation | null {
  if (!(err instanceof RequestError) || err.status !== 403 || err.code !== 'invitation_locked') return null;
  if (err.data?.locked) return err.data.locked;
  if (known?.slug === slug) return known;
  const access = err.message === lockMessages.lockedGuests ? 'guests' : 'password';
  return { slug, title: lockMessages.defaultTitle, access };
}

/** The slug a resolution answers for. */
export function resolutionSlug(data: SlugResolution): string {
  if (data.kind === 'invitation') return data.invitation.slug;
  return data.kind === 'locked' ? data.locked.slug : data.page.slug;
}

/** The data the HTML answer already carries for this slug, read once (no request on the first paint). */
export function inlineResolution(slug: string): SlugResolution | null {
  const element = typeof document === 'undefined' ? null : document.getElementById('undangin-slug-data');
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as SlugResolution;
    return resolutionSlug(data) === slug ? data : null;
  } catch {
    return null;
  }
}

/** On a custom domain, the page's mark (`#undangin-site`): the invitation it serves and the platform's origin. */
function siteMark(): { slug?: unknown; platform?: unknown } | null {
  const element = typeof document === 'undefined' ? null : document.getElementById('undangin-site');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as { slug?: unknown; platform?: unknown };
  } catch {
    return null;
  }
}

/** The platform's origin on a custom domain, so links off the invitation (the watermark) lead there; '' otherwise. */
export function platformOrigin(): string {
  const platform = siteMark()?.platform;
  return typeof platform === 'string' && /^https?:\/\/[^/]+$/.test(platform) ? platform : '';
}

/** The slug of the invitation a custom domain serves at `/`; '' on the platform. */
export function siteSlug(): string {
  const slug = siteMark()?.slug;
  return typeof slug === 'string' && /^[a-z0-9-]{1,100}$/.test(slug) ? slug : '';
}

/** A random id per browser: views count once per visitor per day without knowing who they are. */
export function visitorId(): string {
  try {
    let id = localStorage.getItem('undangin.visitor');
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem('undangin.visitor', id);
    }
    return id;
  } catch {
    return crypto.randomUUID();
  }
}
