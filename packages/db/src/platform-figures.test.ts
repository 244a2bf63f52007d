import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './config';

// The kept platform totals beside a fresh count of what they stand for.
const compared = `select
  (select sum(value)::int from platform_figures where name = 'users') as kept_users,
  (select count(*)::int from auth_users) as users,
  (select sum(value)::int from platform_figures where name = 'invitations') as kept_invitations,
  (select count(*)::int from invitations) as invitations,
  (select coalesce(sum(value), 0)::int from platform_figures where name = 'guests') as kept_guests,
  (select coalesce(sum(listed), 0)::int from guest_list_counts) as guests,
  (select coalesce(sum(value), 0)::int from platform_figures where name = 'rsvps_answered') as kept_answered,
  (select coalesce(sum(confirmed + declined), 0)::int from guest_list_counts) as answered`;

describe('the platform figures of the admin overview', () => {
  it('stay equal to a fresh count through sign-ups, invitations, imports, answers and deletions', async () => {
    const orm = await MikroORM.init({
      ...ormConfig({ url: process.env.DATABASE_URL!, poolMax: 2 }),
      logger: () => undefined,
    });
    const sql = <T = Record<string, number>>(text: string, params: unknown[] = []) =>
      orm.em.getConnection().execute(text, params) as Promise<T[]>;
    const expectEqual = async () => {
      const [row] = await sql(compared);
      expect(row).toEqual({
        ...row,
        kept_users: row!.users,
        kept_invitations: row!.invitations,
        kept_guests: row!.guests,
        kept_answered: row!.answered,
      });
    };
    try {
      await expectEqual();
      const [user] = await sql<{ id: string }>(
        `insert into auth_users (id, encrypted_password, email) values (gen_random_uuid(), 'x', 'angka.platform.${process.pid}@contoh.id') returning id`,
      );
      const [invitation] = await sql<{ id: string }>(
        `insert into invitations (user_id, slug, couple_name) values (?, 'angka-platform-${process.pid}', 'Angka & Platform') returning id`,
        [user!.id],
      );
      await sql(
        `insert into guests (invitation_id, name, status) select ?, 'Tamu ' || n, 'pending' from generate_series(1, 500) n`,
        [invitation!.id],
      );
      await sql(`update guests set status = 'confirmed' where invitation_id = ? and name like 'Tamu 1%'`, [
        invitation!.id,
      ]);
      await expectEqual();
      await sql(`delete from guests where invitation_id = ? and name like 'Tamu 2%'`, [invitation!.id]);
      await expectEqual();
      await sql(`delete from auth_users where id = ?`, [user!.id]);
      await expectEqual();
    } finally {
      await orm.close(true);
    }
  });
});
