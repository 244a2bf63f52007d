import { buildTestService, serviceTestContext } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';
import { createInvitation, sql } from './test-fixtures';

describe('who may read an RSVP answer, and where answers are taken', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('invitation', invitationRoutes) }));

  it("shows an answer only for its own latest key or the guest's code: never for a made-up key or another guest's key", async () => {
    const { id, slug } = await createInvitation({}, ['Budi', 'Sari']);
    const lookup = (name: string, key: string) =>
      ctx.app.inject({
        url: `/api/invitation/public/${slug}/guest?name=${encodeURIComponent(name)}&key=${encodeURIComponent(key)}`,
      });
    const answer = (name: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/invitation/public/${slug}/rsvp`,
        payload: { name, status: 'confirmed', guest_count: 2 },
      });
    const budiKey: string = (await answer('Budi')).json().key;
    const sariKey: string = (await answer('Sari')).json().key;
    const budiCode = (
      await sql<{ code: string }>(`select code from guests where invitation_id = ? and name = 'Budi'`, [id])
    )[0]!.code;

    // Sari's key is a key, just not Budi's; a key one character short is no key either.
    for (const wrong of ['x', '0'.repeat(64), 'f'.repeat(32), sariKey, budiKey.slice(1), budiCode.slice(1)]) {
      const answered = await lookup('Budi', wrong);
      expect([wrong, answered.statusCode, answered.json()]).toEqual([wrong, 200, { guest: null }]);
    }
    expect((await lookup('Budi', budiKey)).json()).toMatchObject({ guest: { name: 'Budi', guest_count: 2 } });
    expect((await lookup('Budi', budiCode)).json()).toMatchObject({ guest: { name: 'Budi', status: 'confirmed' } });
  });

  it('takes no RSVP and no wish on a switched-off invitation: 404, and nothing is stored', async () => {
    const { id, slug } = await createInvitation({ is_active: false }, ['Budi']);
    const rsvp = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api/invitation/public/${slug}/rsvp`, payload });
    const code = (await sql<{ code: string }>(`select code from guests where invitation_id = ?`, [id]))[0]!.code;
    for (const payload of [
      { name: 'Budi', status: 'confirmed', guest_count: 2 },
      { name: 'Orang Baru', status: 'confirmed', guest_count: 1 },
      { name: 'Budi', status: 'declined', guest_count: 1, key: code },
    ]) {
      const refused = await rsvp(payload);
      expect([payload, refused.statusCode]).toEqual([payload, 404]);
    }
    expect(
      (await ctx.app.inject({ url: `/api/invitation/public/${slug}/guest?name=Budi&key=${code}` })).statusCode,
    ).toBe(404);
    const wish = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/guestbook`,
      payload: { name: 'Ani', message: 'Selamat!' },
    });
    expect(wish.statusCode).toBe(404);
    expect(await sql(`select name, status, rsvp_date from guests where invitation_id = ?`, [id])).toEqual([
      { name: 'Budi', status: 'pending', rsvp_date: null },
    ]);
    expect(await sql(`select count(*)::int as n from guestbook_entries where invitation_id = ?`, [id])).toEqual([
      { n: 0 },
    ]);
  });
});
