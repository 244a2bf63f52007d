import { bearer, buildTestService, publishedTestKey, serviceTestContext } from '@undangin/service-kit/testing';
import { adminRoutes } from '../../services/admin/src/app';
import { hostWithInvitation } from '../../services/dashboard/src/test-guests';
import { buildDashboardTestApp } from '../../services/dashboard/src/test-support';
import { sql } from '../../services/dashboard/src/test-sql';

type Figures = {
  listed: number;
  walk_ins: number;
  unlisted: number;
  confirmed: number;
  declined: number;
  pending: number;
};

/**
 * The rule, written out plainly: a walk-in recorded at the door (never sent the invitation) and an answer from a name
 * not on the list (not yet approved) are not guests; everyone else is, and only they answer.
 */
async function counted(invitationId: string): Promise<Figures> {
  const [row] = await sql<Figures>(
    `select count(*) filter (where kind = 'tamu')::int as listed, count(*) filter (where kind = 'walkin')::int as walk_ins,
       count(*) filter (where kind = 'unlisted')::int as unlisted,
       count(*) filter (where kind = 'tamu' and status = 'confirmed')::int as confirmed,
       count(*) filter (where kind = 'tamu' and status = 'declined')::int as declined,
       count(*) filter (where kind = 'tamu' and status = 'pending')::int as pending
     from (select status, case when source = 'walkin' and sent_at is null then 'walkin'
       when source = 'rsvp' and approved_at is null then 'unlisted' else 'tamu' end as kind
       from guests where invitation_id = ?) g`,
    [invitationId],
  );
  return row!;
}

/** The CSV export's rows by their Jenis and Status columns. */
function exported(csv: string): Figures {
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  const kind = header!.indexOf('Jenis');
  const status = header!.indexOf('Status');
  const of = (k: string, s?: string) => rows.filter((r) => r[kind] === k && (!s || r[status] === s)).length;
  return {
    listed: of('Tamu'),
    walk_ins: of('Datang langsung'),
    unlisted: of('Tamu tidak terdaftar'),
    confirmed: of('Tamu', 'confirmed'),
    declined: of('Tamu', 'declined'),
    pending: of('Tamu', 'pending'),
  };
}

// Every place a guest count appears reads one definition (packages/db/src/guest-figures.ts): the guest list's tiles,
// the card list, the dashboard's tiles, analytics, the CSV export and the back office's list of invitations.
describe('the guest figures, the same on every screen', () => {
  const ctx = serviceTestContext(buildDashboardTestApp);
  const admin = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));

  it('agree through adds, answers, a walk-in, strangers answering, approvals and deletions', async () => {
    const { headers, invitation } = await hostWithInvitation(ctx);
    const adminHeaders = await bearer(admin.key, 'admin');
    const dashboard = async (path: string) => {
      const response = await ctx.app.inject({ url: `/api/dashboard${path}`, headers });
      expect(response.statusCode).toBe(200);
      return response;
    };
    const guests = `/invitations/${invitation.id}/guests`;

    const everywhere = async (step: string) => {
      const rule = await counted(invitation.id);
      const stats = (await dashboard(guests)).json().stats;
      const card = (await dashboard('/invitations')).json().find((i: { id: string }) => i.id === invitation.id);
      const analytics = (await dashboard('/analytics')).json();
      const perInvitation = analytics.per_invitation.find((i: { id: string }) => i.id === invitation.id);
      const summary = (await dashboard('/summary')).json();
      const csv = exported((await dashboard(`${guests}/export.csv`)).body);
      const backOffice = (
        await admin.app.inject({
          url: `/api/admin/invitations?search=${encodeURIComponent(invitation.slug)}`,
          headers: adminHeaders,
        })
      )
        .json()
        .items.find((i: { id: string }) => i.id === invitation.id);
      expect({
        step,
        page: {
          listed: stats.listed,
          walk_ins: stats.walk_ins,
          unlisted: stats.unlisted,
          confirmed: stats.confirmed,
          declined: stats.declined,
          pending: stats.pending,
        },
        pageTotal: stats.total,
        cardList: { guests: card.guests, confirmed: card.confirmed },
        analytics: {
          guests: perInvitation.guests,
          confirmed: perInvitation.confirmed,
          declined: perInvitation.declined,
          pending: perInvitation.pending,
          totals: analytics.totals.guests,
        },
        tiles: summary.guests,
        csv,
        backOffice: backOffice.guests,
      }).toEqual({
        step,
        page: rule,
        pageTotal: rule.listed + rule.walk_ins + rule.unlisted,
        cardList: { guests: rule.listed, confirmed: rule.confirmed },
        analytics: {
          guests: rule.listed,
          confirmed: rule.confirmed,
          declined: rule.declined,
          pending: rule.pending,
          totals: rule.listed,
        },
        tiles: rule.listed,
        csv: rule,
        backOffice: rule.listed,
      });
      // The answers of the guests on the list add up to them.
      expect(rule.confirmed + rule.declined + rule.pending).toBe(rule.listed);
      return rule;
    };

    expect(await everywhere('empty')).toMatchObject({ listed: 0, walk_ins: 0, unlisted: 0 });
    for (const name of ['Budi', 'Sari', 'Andi', 'Dewi'])
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/dashboard${guests}`,
            headers,
            payload: { name, phone: '081300001111' },
          })
        ).statusCode,
      ).toBe(201);
    expect(await everywhere('added')).toMatchObject({ listed: 4, pending: 4 });

    // Answers, as a guest's RSVP writes them.
    await sql(`update guests set status = 'confirmed', rsvp_date = now() where invitation_id = ? and name = 'Budi'`, [
      invitation.id,
    ]);
    await sql(`update guests set status = 'declined', rsvp_date = now() where invitation_id = ? and name = 'Sari'`, [
      invitation.id,
    ]);
    expect(await everywhere('answered')).toMatchObject({ listed: 4, confirmed: 1, declined: 1, pending: 2 });

    // A walk-in at the door: counted there, not among the guests.
    const door = await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${invitation.id}/checkin`,
      headers,
      payload: { walkin: { name: 'Pak Harto', people: 2 } },
    });
    expect(door.statusCode).toBe(200);
    expect(await everywhere('walk-in')).toMatchObject({ listed: 4, walk_ins: 1, pending: 2 });

    // Names not on the list answer; two are approved.
    await sql(
      `insert into guests (invitation_id, name, source, status, rsvp_date) select ?, 'Orang Baru ' || n, 'rsvp', 'confirmed', now() from generate_series(1, 3) n`,
      [invitation.id],
    );
    expect(await everywhere('strangers answered')).toMatchObject({ listed: 4, unlisted: 3, confirmed: 1 });
    const waiting = (await dashboard(`${guests}?q=Orang`)).json().items.map((g: { id: string }) => g.id);
    const approve = await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard${guests}/approve`,
      headers,
      payload: { ids: waiting.slice(0, 2) },
    });
    expect(approve.statusCode).toBe(200);
    expect(await everywhere('approved')).toMatchObject({ listed: 6, unlisted: 1, confirmed: 3 });

    // Deletions: a guest, the walk-in, the stranger still waiting.
    const rows = (await dashboard(`${guests}?per_page=200`)).json().items as Array<{ id: string; name: string }>;
    for (const name of ['Andi', 'Pak Harto'])
      expect(
        (
          await ctx.app.inject({
            method: 'DELETE',
            url: `/api/dashboard${guests}/${rows.find((g) => g.name === name)!.id}`,
            headers,
          })
        ).statusCode,
      ).toBe(204);
    await sql(`delete from guests where invitation_id = ? and source = 'rsvp' and approved_at is null`, [
      invitation.id,
    ]);
    expect(await everywhere('deleted')).toEqual({
      listed: 5,
      walk_ins: 0,
      unlisted: 0,
      confirmed: 3,
      declined: 1,
      pending: 1,
    });
  });
});
