import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildDashboardTestApp, multipartBody } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

// The list's figures are kept by triggers as guests change (so 100,000 guests read as fast as 100). Whatever changes
// the list — the host's form, an import, a guest's answer, the door, a deletion — the figures the host sees must be
// the ones a count of the list itself gives.
describe("the guest list's figures, kept as the list changes", () => {
  const ctx = serviceTestContext(buildDashboardTestApp);

  const counted = async (invitationId: string) =>
    (
      await sql(
        // Answers, sendings, openings and seats are the guests on the list's; the door counts everyone.
        `select count(*)::int as total, count(*) filter (where listed and status = 'confirmed')::int as confirmed,
           count(*) filter (where listed and status = 'declined')::int as declined,
           count(*) filter (where listed and status = 'pending')::int as pending,
           count(sent_at) filter (where listed)::int as sent, count(opened_at) filter (where listed)::int as opened,
           count(checked_in_at)::int as checked_in, coalesce(sum(checked_in_count), 0)::int as people_checked_in,
           coalesce(sum(seats) filter (where listed), 0)::int as seats,
           count(*) filter (where unlisted)::int as unlisted, count(*) filter (where listed)::int as listed,
           count(*) filter (where not listed and not unlisted)::int as walk_ins
         from (select *, (source = 'rsvp' and approved_at is null) as unlisted,
             (source <> 'walkin' or sent_at is not null) and not (source = 'rsvp' and approved_at is null) as listed
           from guests where invitation_id = ?) g`,
        [invitationId],
      )
    )[0];

  it('matches a count of the list after adds, an import, answers, sending, the door, approvals and deletions', async () => {
    const { headers, invitation } = await hostWithInvitation(ctx);
    const base = `/api/dashboard/invitations/${invitation.id}/guests`;
    const shown = async () => (await ctx.app.inject({ url: base, headers })).json().stats;
    const same = async (step: string) => {
      const { limit: _limit, ...stats } = await shown();
      expect({ step, stats }).toEqual({ step, stats: await counted(invitation.id) });
    };
    await same('empty');

    for (const name of ['Budi', 'Sari', 'Andi'])
      expect(
        (await ctx.app.inject({ method: 'POST', url: base, headers, payload: { name, phone: '081300001111' } }))
          .statusCode,
      ).toBe(201);
    const csv = multipartBody(
      'tamu.csv',
      Buffer.from(
        ['Nama,WhatsApp', ...Array.from({ length: 40 }, (_, i) => `Impor ${i},0813${20_000_000 + i}`)].join('\n'),
      ),
      'text/csv',
    );
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${base}/import`,
          headers: { ...headers, ...csv.headers },
          payload: csv.payload,
        })
      ).statusCode,
    ).toBe(200);
    await same('added and imported');

    // Answers (as a guest's RSVP writes them), sending, opening, the door, a walk-in, strangers' answers.
    await sql(
      `update guests set status = 'confirmed', guest_count = 2 where invitation_id = ? and name like 'Impor 1%'`,
      [invitation.id],
    );
    await sql(`update guests set status = 'declined' where invitation_id = ? and name = 'Sari'`, [invitation.id]);
    await sql(`update guests set sent_at = now(), opened_at = now() where invitation_id = ? and name like 'Impor 2%'`, [
      invitation.id,
    ]);
    await sql(
      `update guests set checked_in_at = now(), checked_in_count = 3, seats = 2 where invitation_id = ? and name = 'Budi'`,
      [invitation.id],
    );
    await sql(
      `insert into guests (invitation_id, name, source, checked_in_at, checked_in_count) values (?, 'Tamu Datang', 'walkin', now(), 4)`,
      [invitation.id],
    );
    await sql(
      `insert into guests (invitation_id, name, source, status) select ?, 'Orang Baru ' || n, 'rsvp', 'confirmed' from generate_series(1, 5) n`,
      [invitation.id],
    );
    await same('answered, sent, at the door, strangers waiting');

    await sql(
      `update guests set approved_at = now() where invitation_id = ? and name in ('Orang Baru 1', 'Orang Baru 2')`,
      [invitation.id],
    );
    await sql(`update guests set name = 'Budi Santoso' where invitation_id = ? and name = 'Budi'`, [invitation.id]);
    const [andi] = (await ctx.app.inject({ url: `${base}?q=andi`, headers })).json().items;
    expect((await ctx.app.inject({ method: 'DELETE', url: `${base}/${andi.id}`, headers })).statusCode).toBe(204);
    await sql(`delete from guests where invitation_id = ? and name like 'Impor 3%'`, [invitation.id]);
    await same('approved, renamed, deleted');

    // An invitation deleted takes its figures with it.
    await sql(`delete from invitations where id = ?`, [invitation.id]);
    expect(
      await sql(`select count(*)::int as n from guest_list_counts where invitation_id = ?`, [invitation.id]),
    ).toEqual([{ n: 0 }]);
  });
});
