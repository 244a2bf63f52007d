import { withOwnerDb } from '@undangin/service-kit/testing';

let counter = 0;
// Jest's workers share one database: each worker's number leads, so two workers seeding in the same millisecond
// never build the same WhatsApp number (profiles.whatsapp is unique).
const worker = (process.env.JEST_WORKER_ID ?? '0').padStart(2, '0').slice(-2);
type Uuid = ReturnType<typeof crypto.randomUUID>;

/** A host with a profile and, when asked, invitations with guests and views: written as the login role, for set-up only. */
export async function seedHost(prefix: string, invitations: string[] = []) {
  counter += 1;
  const n = `${worker}${`${Date.now() % 1_000_000}${counter}`.padStart(8, '0').slice(-8)}`;
  const email = `${prefix}.${n}.${process.pid}@contoh.id`;
  const whatsapp = `62857${n}`;
  const name = `${prefix} ${n}`;
  return withOwnerDb(async (orm) => {
    const db = orm.em.fork();
    const [user] = await db.execute<{ id: Uuid }[]>(
      `insert into auth_users (id, email, encrypted_password, email_confirmed_at) values (gen_random_uuid(), ?, 'x', now()) returning id`,
      [email],
    );
    await db.execute(`insert into profiles (id, name, email, whatsapp) values (?, ?, ?, ?)`, [
      user!.id,
      name,
      email,
      whatsapp,
    ]);
    const ids: string[] = [];
    for (const couple of invitations) {
      counter += 1;
      const [invitation] = await db.execute<{ id: string }[]>(
        `insert into invitations (user_id, slug, couple_name, event_date) values (?, ?, ?, '2027-02-14') returning id`,
        [user!.id, `adm-${n}-${counter}`, couple],
      );
      await db.execute(`insert into guests (invitation_id, name) values (?, 'Budi'), (?, 'Sari')`, [
        invitation!.id,
        invitation!.id,
      ]);
      await db.execute(`insert into invitation_views (invitation_id, visitor, day) values (?, 'a', current_date)`, [
        invitation!.id,
      ]);
      ids.push(invitation!.id);
    }
    return { id: user!.id, email, whatsapp, name, n, invitations: ids };
  });
}

/** Sessions the host has, as the auth service would have opened them. */
export async function openSession(userId: string): Promise<string> {
  const id = crypto.randomUUID();
  await withOwnerDb((orm) =>
    orm.em.fork().execute(`insert into auth_sessions (id, user_id, method) values (?, ?, 'password')`, [id, userId]),
  );
  return id;
}

export async function sessionsOf(userId: string): Promise<number> {
  return withOwnerDb(async (orm) => {
    const [row] = await orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from auth_sessions where user_id = ?`, [userId]);
    return row!.n;
  });
}

export async function auditOf(entityId: string) {
  return withOwnerDb((orm) =>
    orm.em
      .fork()
      .execute<{ action: string; actor_id: string; before: Record<string, unknown>; after: Record<string, unknown> }[]>(
        `select action, actor_id, before, after from admin_audit_log where entity_id = ? order by id`,
        [entityId],
      ),
  );
}
