import { selection, type Columns, type EntityManager } from '@undangin/db';

/** The profile columns a sign-up or a metadata save writes (the address comes from the account). */
export type ProfileFields = Columns<'profiles', 'name' | 'whatsapp' | 'referral_code' | 'avatar_url'>;
const fields = selection('profiles', ['name', 'whatsapp', 'referral_code', 'avatar_url']);
const values = (profile: ProfileFields) => fields.names.map((name) => profile[name]);

export async function insertProfile(
  em: EntityManager,
  userId: string,
  email: string,
  profile: ProfileFields,
): Promise<void> {
  await em.execute(`insert into profiles (id, email, ${fields.sql()}) values (?, ?, ${fields.placeholders()})`, [
    userId,
    email,
    ...values(profile),
  ]);
}

/** The profile follows the account's metadata; an account without a profile row gets one, with its address. */
export async function saveProfileFields(em: EntityManager, userId: string, profile: ProfileFields): Promise<void> {
  await em.execute(
    `insert into profiles (id, email, ${fields.sql()})
     select id, email, ${fields.placeholders()} from auth_users where id = ?
     on conflict (id) do update set ${fields.names.map((name) => `${name} = excluded.${name}`).join(', ')}, updated_at = now()`,
    [...values(profile), userId],
  );
}
