import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

describe("the host's check-in summary", () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  it('counts guests in, people in (walk-ins too) and the people that confirmed answers promised', async () => {
    const { headers, invitation } = await hostWithInvitation(ctx);
    const base = `/api/dashboard/invitations/${invitation.id}`;
    const add = async (name: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${base}/guests`,
          headers,
          payload: { name, phone: '081300001111', seats: 1 },
        })
      ).json();
    const [rina, tono, sari] = [await add('Rina'), await add('Tono'), await add('Sari')];
    await add('Belum Jawab');
    // Rina comes with 3, Tono with 2; Sari cannot come with 4.
    for (const [guest, status, count] of [
      [rina, 'confirmed', 3],
      [tono, 'confirmed', 2],
      [sari, 'declined', 4],
    ] as const)
      await sql(`update guests set status = ?, guest_count = ?, rsvp_date = now() where id = ?`, [
        status,
        count,
        guest.id,
      ]);
    const summary = async () => (await ctx.app.inject({ url: `${base}/checkin/summary`, headers })).json();
    expect(await summary()).toEqual({ guests: 0, people: 0, expected: 5 });

    const checkin = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `${base}/checkin`, headers, payload });
    await checkin({ code: rina.code, people: 4 });
    await checkin({ walkin: { name: 'Datang Dadakan', people: 2 } });
    expect(await summary()).toEqual({ guests: 2, people: 6, expected: 5 });
    // A second scan changes nothing; the door's correction does.
    await checkin({ code: rina.code, people: 9 });
    await ctx.app.inject({ method: 'PUT', url: `${base}/checkin/${rina.id}`, headers, payload: { people: 3 } });
    expect(await summary()).toEqual({ guests: 2, people: 5, expected: 5 });
  });
});
