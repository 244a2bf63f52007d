import { publicInvitationColumns } from '@undangin/db';
import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { sql } from './test-sql';

const slugOf = () => `tema-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('premium themes follow the plan (premium_themes)', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  async function draftOn(headers: Record<string, string>, themeId: string) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/invitations',
      headers,
      payload: { slug: slugOf(), category: 'wedding', theme_id: themeId },
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: string; slug: string; theme_id: string };
  }
  const publish = (headers: Record<string, string>, id: string, isActive = true) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/dashboard/invitations/${id}/active`,
      headers,
      payload: { is_active: isActive },
    });

  it('a free host drafts on a premium theme but cannot publish it: 403 plan_required naming Pro; a free theme publishes', async () => {
    const host = await ctx.host();
    const premium = await draftOn(host.headers, 'jawa-klasik');
    const refused = await publish(host.headers, premium.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'plan_required',
      message: 'Tema premium tersedia mulai paket Pro. Upgrade paket untuk memakainya.',
      required_plan: { entitlement: 'premium_themes', plan_id: 'pro', plan_name: 'Pro' },
    });
    // Nothing changed: still a draft.
    const after = (
      await ctx.app.inject({ url: `/api/dashboard/invitations/${premium.id}`, headers: host.headers })
    ).json();
    expect(after).toMatchObject({ is_active: false, published_at: null, theme_id: 'jawa-klasik' });
    // What the editor shows: the saved theme's lock, and every premium theme in the picker marked with Pro.
    const pro = { entitlement: 'premium_themes', plan_id: 'pro', plan_name: 'Pro' };
    expect(after).toMatchObject({ theme_premium: true, needs: [pro], premium_themes: pro });

    const other = await ctx.host();
    const free = await draftOn(other.headers, 'romantic-blush');
    expect(free).toMatchObject({ theme_premium: false, needs: [], premium_themes: pro });
    expect((await publish(other.headers, free.id)).statusCode).toBe(200);
  });

  it('allowed on Pro at the next request; on lapse the published one keeps its theme, and moving a published one onto a premium theme is refused', async () => {
    const host = await ctx.host();
    const premium = await draftOn(host.headers, 'golden-elegance');
    expect((await publish(host.headers, premium.id)).statusCode).toBe(403);

    await sql(
      `insert into subscriptions (user_id, plan_id, status, current_period_end) values (?, 'pro', 'active', now() + interval '14 days')`,
      [host.id],
    );
    const unlocked = await publish(host.headers, premium.id);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ theme_premium: true, needs: [], premium_themes: null });

    // The period ends: the published invitation stays published on its theme (the page service serves it as before).
    await sql(`update subscriptions set current_period_end = now() - interval '1 hour' where user_id = ?`, [host.id]);
    const kept = (
      await ctx.app.inject({ url: `/api/dashboard/invitations/${premium.id}`, headers: host.headers })
    ).json();
    expect(kept).toMatchObject({ is_active: true, theme_id: 'golden-elegance' });
    expect(kept.needs).toEqual([{ entitlement: 'premium_themes', plan_id: 'pro', plan_name: 'Pro' }]);

    // A second, published free-theme invitation may not move onto a premium theme now.
    await sql(`update subscriptions set current_period_end = now() + interval '1 day' where user_id = ?`, [host.id]);
    const plain = await draftOn(host.headers, 'ocean-breeze');
    expect((await publish(host.headers, plain.id)).statusCode).toBe(200);
    await sql(`update subscriptions set current_period_end = now() - interval '1 hour' where user_id = ?`, [host.id]);
    const detail = (
      await ctx.app.inject({ url: `/api/dashboard/invitations/${plain.id}`, headers: host.headers })
    ).json();
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/dashboard/invitations/${plain.id}`,
      headers: host.headers,
      payload: { ...editable(detail), theme_id: 'malam-elegan' },
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toMatchObject({ code: 'plan_required' });
    // The same save on its own theme goes through.
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/dashboard/invitations/${plain.id}`,
      headers: host.headers,
      payload: editable(detail),
    });
    expect(saved.statusCode).toBe(200);
  });
});

/** The editor's body from an invitation's detail. */
function editable(detail: Record<string, unknown>) {
  const keys = [...publicInvitationColumns.names.filter((key) => key !== 'id'), 'event_date'];

  // The editor's required fields, filled as a host would before publishing.
  return {
    ...Object.fromEntries(keys.map((key) => [key, detail[key] ?? ''])),
    couple_name: 'Budi & Ani',
    event_date: '2027-06-12',
    event_time: '10:00',
    location: 'Gedung Serbaguna',
  };
}
