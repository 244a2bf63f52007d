import { randomUUID } from 'node:crypto';
import { withOwnerDb } from '@undangin/service-kit/testing';

/** A host with one active invitation (and optional guests), written as the migrating role, for tests. */
export async function createInvitation(overrides: Record<string, unknown> = {}, guests: string[] = []) {
  const userId = randomUUID();
  const slug = (overrides.slug as string | undefined) ?? `tes-${randomUUID().slice(0, 8)}`;
  const id = randomUUID();
  await withOwnerDb(async (orm) => {
    const db = orm.em.getConnection();
    await db.execute(
      `insert into auth_users (id, email, encrypted_password, email_confirmed_at) values (?, ?, 'x', now())`,
      [userId, `${userId}@contoh.id`],
    );
    await db.execute(
      `insert into invitations (id, user_id, slug, couple_name, event_date, event_time, location, theme_id, theme_data, is_active, gallery)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?::jsonb)`,
      [
        id,
        userId,
        slug,
        overrides.couple_name ?? 'Rina & Dimas',
        overrides.event_date ?? '2027-03-14',
        overrides.event_time ?? '19:00',
        overrides.location ?? 'Balai Kartini, Jakarta',
        overrides.theme_id ?? 'ocean-breeze',
        overrides.theme_data === undefined ? null : JSON.stringify(overrides.theme_data),
        overrides.is_active ?? true,
        JSON.stringify(overrides.gallery ?? []),
      ],
    );
    for (const name of guests) await db.execute(`insert into guests (invitation_id, name) values (?, ?)`, [id, name]);
  });
  return { id, slug, userId };
}

export const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.getConnection().execute(text, params) as Promise<T[]>);
