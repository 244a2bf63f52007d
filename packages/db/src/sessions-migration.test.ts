import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './config';
import { migrationsList } from './migrations';
import { scratchDatabase } from './scratch-database';
import { seed } from './seed';

const sessions = 'Migration20261127130000InvitationSessions';
const before = migrationsList[migrationsList.findIndex((m) => m.name === sessions) - 1]!.name;

// Every figure the host sees of an invitation's list, summed over the counter shards.
const figuresSql = `select coalesce(sum(total), 0)::int as total, coalesce(sum(confirmed), 0)::int as confirmed,
  coalesce(sum(declined), 0)::int as declined, coalesce(sum(pending), 0)::int as pending,
  coalesce(sum(checked_in), 0)::int as checked_in, coalesce(sum(people_checked_in), 0)::int as people_checked_in,
  coalesce(sum(seats), 0)::int as seats
  from guest_list_counts where invitation_id = ?`;

describe('sessions by migration', () => {
  it('turns an invitation with guests, answers and check-ins into a one-session invitation that keeps every figure', async () => {
    const db = await scratchDatabase('sessions');
    const orm = await MikroORM.init({ ...ormConfig({ url: db.url, poolMax: 2 }), logger: () => undefined });
    const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
      orm.em.getConnection().execute(text, params) as Promise<T[]>;
    try {
      const migrator = orm.getMigrator();
      await migrator.up({ to: before });
      await seed(orm.em.fork(), { demo: true });
      const [invitation] = await sql<{ id: string }>(`select id from invitations where slug = 'budi-dan-ani'`);
      const id = invitation!.id;
      const guest = (name: string, status: string, count: number, checkedIn: number | null) =>
        sql(
          `insert into guests (invitation_id, name, status, guest_count, seats, rsvp_date, checked_in_at, checked_in_count)
           values (?, ?, ?, ?, 4, case when ? <> 'pending' then now() - interval '2 days' end,
             case when ?::int is not null then now() - interval '1 day' end, ?)`,
          [id, name, status, count, status, checkedIn, checkedIn],
        );
      await guest('Sesi Satu', 'confirmed', 2, 2);
      await guest('Sesi Dua', 'declined', 1, null);
      await guest('Sesi Tiga', 'pending', 1, null);
      await guest('Sesi Empat', 'confirmed', 3, null);
      const figures = await sql(figuresSql, [id]);
      const [event] = await sql(`select event_date, event_time, location, maps_link from invitations where id = ?`, [
        id,
      ]);

      await migrator.up({ to: sessions });

      expect(await sql(figuresSql, [id])).toEqual(figures);
      expect(
        await sql(`select event_date, event_time, location, maps_link from invitations where id = ?`, [id]),
      ).toEqual([event]);
      const [only, ...more] = await sql<Record<string, unknown>>(
        `select id, position, name, to_char(event_date, 'YYYY-MM-DD') as date, start_time, time_zone, venue_name, address,
           maps_link, is_public from invitation_sessions where invitation_id = ?`,
        [id],
      );
      expect(more).toEqual([]);
      expect(only).toMatchObject({
        position: 0,
        name: 'Acara',
        start_time: '10:00',
        time_zone: 'WIB',
        venue_name: 'Gedung Serbaguna Melati, Jl. Melati No. 12, Jakarta Selatan',
        address: null,
        is_public: true,
      });
      // The answers and the check-in so far belong to that session; every guest is invited to it.
      expect(
        await sql(
          `select g.name, a.status, a.people from guest_session_answers a join guests g on g.id = a.guest_id
           where a.session_id = ? order by g.name`,
          [only!.id],
        ),
      ).toEqual([
        { name: 'Sesi Dua', status: 'declined', people: 0 },
        { name: 'Sesi Empat', status: 'confirmed', people: 3 },
        { name: 'Sesi Satu', status: 'confirmed', people: 2 },
      ]);
      expect(
        await sql(
          `select g.name, c.people, c.not_invited from session_checkins c join guests g on g.id = c.guest_id
           where c.session_id = ?`,
          [only!.id],
        ),
      ).toEqual([{ name: 'Sesi Satu', people: 2, not_invited: false }]);
      expect(await sql(`select distinct all_sessions from guests where invitation_id = ?`, [id])).toEqual([
        { all_sessions: true },
      ]);

      // The first session and the invitation's event fields stay one, whichever side is written.
      await sql(
        `update invitation_sessions set start_time = '19:00', venue_name = 'Gedung A', address = 'Jl. B 1' where id = ?`,
        [only!.id],
      );
      expect(await sql(`select event_time, location from invitations where id = ?`, [id])).toEqual([
        { event_time: '19:00', location: 'Gedung A, Jl. B 1' },
      ]);
      await sql(`update invitations set event_time = '08:30', location = 'Masjid Agung' where id = ?`, [id]);
      expect(
        await sql(`select start_time, venue_name, address from invitation_sessions where id = ?`, [only!.id]),
      ).toEqual([{ start_time: '08:30', venue_name: 'Masjid Agung', address: null }]);
      // A second session changes nothing of the first's; a session ending before it starts is refused.
      await sql(
        `insert into invitation_sessions (invitation_id, position, name, event_date, start_time, time_zone)
         values (?, 1, 'Resepsi', '2027-06-13', '19:00', 'WITA')`,
        [id],
      );
      expect(await sql(`select event_time, location from invitations where id = ?`, [id])).toEqual([
        { event_time: '08:30', location: 'Masjid Agung' },
      ]);
      await expect(
        sql(
          `insert into invitation_sessions (invitation_id, position, name, event_date, start_time, end_time)
           values (?, 2, 'Unduh Mantu', '2027-06-20', '12:00', '11:00')`,
          [id],
        ),
      ).rejects.toThrow(/invitation_sessions_window/);

      // A new invitation starts with its first session.
      const [created] = await sql<{ id: string }>(
        `insert into invitations (user_id, slug, couple_name, category, event_date, event_time, location, theme_id)
         select user_id, 'sesi-baru', 'Sesi Baru', 'wedding', '2027-07-01', '16:00', 'Aula', theme_id from invitations
         where id = ? returning id`,
        [id],
      );
      expect(
        await sql(`select position, name, start_time, venue_name from invitation_sessions where invitation_id = ?`, [
          created!.id,
        ]),
      ).toEqual([{ position: 0, name: 'Acara', start_time: '16:00', venue_name: 'Aula' }]);
    } finally {
      await orm.close(true);
      await db.drop();
    }
  }, 120_000);
});
