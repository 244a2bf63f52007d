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

/** A host on a paid plan with an invitation and two listed guests of two seats each: Siti Rahma and Budi. */
export async function hostWithTwoGuests(ctx: Ctx) {
  const { invitation, ...host } = await hostWithInvitation(ctx);
  const add = async (name: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${invitation.id}/guests`,
        headers: host.headers,
        payload: { name, phone: `0813${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, seats: 2 },
      })
    ).json();
  const siti = await add('Siti Rahma');
  const budi = await add('Budi');
  return { host, invitation, siti, budi };
}
