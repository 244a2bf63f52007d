import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

describe('sending over WhatsApp follows the plan (whatsapp_bulk)', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('one guest at a time on every plan; several at once need Pro; guests without a number are left out', async () => {
    const host = await hostWithInvitation(ctx, null);
    const id = host.invitation.id as string;
    const guests = await sql<{ id: string; name: string }>(
      `insert into guests (invitation_id, name, phone) values (?, 'Ani', '6281234567001'), (?, 'Beni', '6281234567002'),
         (?, 'Cici', null) returning id, name`,
      [id, id, id],
    );
    const ids = Object.fromEntries(guests.map((guest) => [guest.name, guest.id]));
    const send = (chosen: string[]) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/invitations/${id}/guests/send`,
        headers: host.headers,
        payload: { ids: chosen },
      });

    const one = await send([ids.Ani!, ids.Cici!]);
    expect([one.statusCode, one.json()]).toEqual([200, { ids: [ids.Ani] }]);
    const several = await send([ids.Beni!, ids.Ani!]);
    expect(several.statusCode).toBe(403);
    expect(several.json()).toMatchObject({
      code: 'plan_required',
      message: 'Kirim massal via WhatsApp tersedia mulai paket Pro. Upgrade paket untuk memakainya.',
      required_plan: { entitlement: 'whatsapp_bulk', plan_id: 'pro', plan_name: 'Pro' },
    });

    await sql(`insert into subscriptions (user_id, plan_id, status) values (?, 'pro', 'active')`, [host.id]);
    const paid = await send([ids.Beni!, ids.Cici!, ids.Ani!]);
    expect([paid.statusCode, paid.json()]).toEqual([200, { ids: [ids.Beni, ids.Ani] }]);

    // Another host's invitation answers as if it did not exist.
    const stranger = await ctx.host();
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${id}/guests/send`,
      headers: stranger.headers,
      payload: { ids: [ids.Ani] },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
