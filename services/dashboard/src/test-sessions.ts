import type { Session } from '@undangin/contracts';
import type { buildDashboardTestApp } from './test-support';

// A host's two-session wedding for the sessions tests: the first session as a new invitation has it (the akad), and a
// resepsi at 19:00 WITA in Makassar, public.

type Ctx = Awaited<ReturnType<typeof buildDashboardTestApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A day `days` ahead, yyyy-mm-dd. */
export const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const resepsiBody = {
  name: 'Resepsi',
  event_date: ahead(60),
  start_time: '19:00',
  end_time: '21:00',
  time_zone: 'WITA',
  venue_name: 'Hotel Claro',
  address: 'Makassar',
  maps_link: '',
  dress_code: '',
  note: '',
  is_public: true,
};

/** A new host's calls to the dashboard API (their headers unless others are given), and their two-session invitation. */
export async function twoSessionWedding(ctx: Ctx, slugPrefix: string) {
  const { headers } = await ctx.host();
  const api = (method: Method, url: string, payload?: object, as: Record<string, string> = headers) =>
    ctx.app.inject({ method, url: `/api/dashboard${url}`, headers: as, ...(payload ? { payload } : {}) });
  const slug = `${slugPrefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const invitation = (await api('POST', '/invitations', { slug, category: 'wedding' })).json() as { id: string };
  const url = `/invitations/${invitation.id}`;
  const [akad] = (await api('GET', `${url}/sessions`)).json() as Session[];
  const resepsi = (await api('POST', `${url}/sessions`, resepsiBody)).json() as Session;
  return { api, headers, invitation, url, akad: akad!, resepsi };
}
