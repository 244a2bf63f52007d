import { type buildDashboardTestApp } from './test-support';
import { sql } from './test-sql';

export type Ctx = Awaited<ReturnType<typeof buildDashboardTestApp>>;

/** A host (with a paid plan unless told otherwise) and one new invitation of theirs. */
export async function hostWithInvitation(ctx: Ctx, plan: string | null = 'premium') {
  const host = await ctx.host();
  if (plan) await sql(`insert into subscriptions (user_id, plan_id, status) values (?, ?, 'active')`, [host.id, plan]);
  const invitation = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/invitations',
      headers: host.headers,
      payload: {
        slug: `tamu-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
        category: 'wedding',
      },
    })
  ).json();
  return { ...host, invitation };
}
