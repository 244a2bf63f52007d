import { isExpired, readStoredSession } from '@undangin/platform/session';

const visitUrl = '/api/billing/referrals/visit';

/**
 * A partner's referral link (`?ref=<code>` on any page): the billing service keeps the visit in a first-party cookie
 * for 30 days (the first referral wins), and the code leaves the address bar so a shared or bookmarked address does not
 * carry it on. A signed-in browser sends its bearer: an account that exists is nobody's referral. Nothing here may
 * stop the page: a refusal or an outage is ignored.
 */
export function keepReferral(): void {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('ref');
  if (code === null) return;
  url.searchParams.delete('ref');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  // The service checks the code (referralCodePattern); an address bar's junk is not worth a request.
  if (!/^[a-z0-9]{6,16}$/.test(code)) return;
  const session = readStoredSession();
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (session && !isExpired(session)) headers.authorization = `Bearer ${session.access_token}`;
  void fetch(visitUrl, {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify({ code, landing: url.pathname.slice(0, 200) }),
  }).catch(() => undefined);
}
