import type { GuestbookEntry, GuestView, PublicSession, RsvpBody, SlugResolution } from '@undangin/contracts';
// The guest's page loads only this small module, never the signed-in upload and download helpers.
import { requestJson } from '@undangin/platform/request';

/** A failed call of the guest page: `status` 0 when nothing answered, else the service's status, code and message. */
export { RequestError as PublicApiError } from '@undangin/platform/request';

/** The guest page's calls: the platform's plain JSON helper, no state library (a guest's phone loads as little as possible). */
const call = <T>(path: string, init?: RequestInit): Promise<T> => requestJson<T>(`/api/invitation${path}`, init);

const slugPath = (slug: string) => `/public/${encodeURIComponent(slug)}`;

export const publicApi = {
  resolve: (slug: string) => call<SlugResolution>(slugPath(slug)),
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
  guestbook: (slug: string) => call<GuestbookEntry[]>(`${slugPath(slug)}/guestbook`),
  sign: (slug: string, body: { name: string; email?: string; message: string }) =>
    call<GuestbookEntry>(`${slugPath(slug)}/guestbook`, { method: 'POST', body: JSON.stringify(body) }),
  view: (slug: string, visitor: string, guest?: string, code?: string) =>
    call<void>(`${slugPath(slug)}/views`, {
      method: 'POST',
      body: JSON.stringify({ visitor, ...(guest ? { guest } : {}), ...(code ? { code } : {}) }),
      keepalive: true,
    }),
};

/** The data the HTML answer already carries for this slug, read once (no request on the first paint). */
export function inlineResolution(slug: string): SlugResolution | null {
  const element = typeof document === 'undefined' ? null : document.getElementById('undangin-slug-data');
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as SlugResolution;
    const found = data.kind === 'invitation' ? data.invitation.slug : data.page.slug;
    return found === slug ? data : null;
  } catch {
    return null;
  }
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
