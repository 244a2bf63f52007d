import type { EntityManager } from '@undangin/db';

/** The profile columns a sign-up or a metadata save writes (the address comes from the account). */
export interface ProfileFields {
  name: string | null;
  whatsapp: string | null;
  referral_code: string | null;
  avatar_url: string | null;
}

export async function insertProfile(
  em: EntityManager,
  userId: string,
  email: string,
  profile: ProfileFields,
): Promise<void> {
  await em.execute(
    `insert into profiles (id, name, email, whatsapp, referral_code, avatar_url) values (?, ?, ?, ?, ?, ?)`,
    [userId, profile.name, email, profile.whatsapp, profile.referral_code, profile.avatar_url],
  );
}

/** The profile follows the account's metadata; an account without a profile row gets one, with its address. */
export async function saveProfileFields(em: EntityManager, userId: string, profile: ProfileFields): Promise<void> {
  await em.execute(
    `insert into profiles (id, name, email, whatsapp, referral_code, avatar_url)
     select id, ?, email, ?, ?, ? from auth_users where id = ?
     on conflict (id) do update set name = excluded.name, whatsapp = excluded.whatsapp,
       referral_code = excluded.referral_code, avatar_url = excluded.avatar_url, updated_at = now()`,
    [profile.name, profile.whatsapp, profile.referral_code, profile.avatar_url, userId],
  );
}
