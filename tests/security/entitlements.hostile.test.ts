import type { App } from '@undangin/service-kit';
import { withOwnerDb } from '@undangin/service-kit/testing';
import type { PrivateDatabase } from './support/database';
import { buildService, hostWithInvitation } from './support/services';

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.getConnection().execute<T[]>(text, params));
// The shared test database, as the fixtures expect one.
const db = { sql } as unknown as PrivateDatabase;

/**
 * Every gated route, tried by a free host the way a client that ignores the locks would: straight at the API, with
 * the body a paying host would send. Each answers 403 plan_required naming the plan, and nothing changes.
 */
describe('a free host at every gated route of the dashboard', () => {
  let dashboard: App;
  beforeAll(async () => {
    ({ app: dashboard } = await buildService('dashboard'));
  }, 60_000);
  afterAll(() => dashboard?.close());

  const refusedFor = (plan: string) => ({
    status: 403,
    code: 'plan_required',
    required_plan: { plan_name: plan },
  });

  it('premium theme, bulk send, automatic WhatsApp, the desk over its allowance, the receptionist: refused, nothing stored', async () => {
    const host = await hostWithInvitation(db);
    const { id, guestId, token } = host.params;
    const [draft] = await sql<{ id: string }>(
      `insert into invitations (user_id, slug, couple_name, event_date, theme_id, is_active)
       values (?, ?, 'Draf Premium', '2027-03-14', 'sunda-anggun', false) returning id`,
      [host.userId, `uji-draf-${Date.now().toString(36)}`],
    );
    await sql(
      `insert into guests (invitation_id, name, phone) select ?, 'Tamu ' || n, '62812' || lpad(n::text, 7, '0')
       from generate_series(1, 60) n`,
      [id],
    );
    const before = await sql(
      `select (select count(*)::int from guests where invitation_id = ? and checked_in_at is not null) as checked,
         (select count(*)::int from checkin_links where invitation_id = ?) as links,
         (select is_active from invitations where id = ?) as draft_active,
         (select theme_id from invitations where id = ?) as theme,
         (select count(*)::int from whatsapp_messages where invitation_id = ?) as messages,
         (select count(*)::int from whatsapp_reminders where invitation_id = ?) as reminders`,
      [id, id, draft!.id, id, id, id],
    );
    const [other] = await sql<{ id: string }>(`select id from guests where invitation_id = ? and id <> ? limit 1`, [
      id,
      guestId,
    ]);

    const attempts = [
      {
        method: 'PATCH',
        url: `/api/dashboard/invitations/${draft!.id}/active`,
        payload: { is_active: true },
        plan: 'Pro',
      },
      {
        method: 'POST',
        url: `/api/dashboard/invitations/${id}/guests/send`,
        payload: { ids: [guestId, other!.id] },
        plan: 'Pro',
      },
      // The same guest twice is still several chats at once.
      {
        method: 'POST',
        url: `/api/dashboard/invitations/${id}/guests/send`,
        payload: { ids: [guestId, guestId] },
        plan: 'Pro',
      },
      {
        method: 'POST',
        url: `/api/dashboard/invitations/${id}/checkin`,
        payload: { guest_id: guestId },
        plan: 'Premium',
      },
      {
        method: 'POST',
        url: `/api/dashboard/invitations/${id}/checkin`,
        payload: { walkin: { name: 'Tamu Dadakan', people: 2 } },
        plan: 'Premium',
      },
      {
        method: 'POST',
        url: `/api/dashboard/invitations/${id}/checkin-links`,
        payload: { label: 'Meja' },
        plan: 'Premium',
      },
      {
        method: 'POST',
        url: `/api/dashboard/reception/${token}/checkin`,
        payload: { guest_id: guestId },
        plan: 'Premium',
      },
      // Integrasi WhatsApp: sent by the platform, previewed, retried, reminded on a schedule.
      ...['preview', 'send'].map((action) => ({
        method: 'POST' as const,
        url: `/api/dashboard/invitations/${id}/whatsapp/${action}`,
        payload: { audience: { kind: 'all' } },
        plan: 'Premium',
      })),
      { method: 'POST', url: `/api/dashboard/invitations/${id}/whatsapp/retry`, payload: {}, plan: 'Premium' },
      {
        method: 'POST',
        url: `/api/dashboard/invitations/${id}/whatsapp/reminders`,
        payload: { audience: 'unanswered', session_id: null, date: '2027-03-13', time: '09:00', time_zone: 'WIB' },
        plan: 'Premium',
      },
    ] as const;
    const answers = [];
    for (const { method, url, payload, plan } of attempts) {
      const response = await dashboard.inject({ method, url, payload, headers: host.headers });
      answers.push({ url, body: response.json() });
      expect({ url, body: response.json() }).toMatchObject({ url, body: refusedFor(plan) });
    }
    expect(answers).toHaveLength(attempts.length);

    // Nothing was checked in, linked, published or moved; the analytics keep the advanced cards back too.
    const after = await sql(
      `select (select count(*)::int from guests where invitation_id = ? and checked_in_at is not null) as checked,
         (select count(*)::int from checkin_links where invitation_id = ?) as links,
         (select is_active from invitations where id = ?) as draft_active,
         (select theme_id from invitations where id = ?) as theme,
         (select count(*)::int from whatsapp_messages where invitation_id = ?) as messages,
         (select count(*)::int from whatsapp_reminders where invitation_id = ?) as reminders`,
      [id, id, draft!.id, id, id, id],
    );
    expect(after).toEqual(before);
    const analytics = (await dashboard.inject({ url: '/api/dashboard/analytics', headers: host.headers })).json();
    expect(analytics).toMatchObject({
      advanced: null,
      locked: { entitlement: 'analytics_advanced', plan_name: 'Pro' },
    });
  });
});
