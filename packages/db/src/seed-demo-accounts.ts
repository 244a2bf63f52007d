import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from './passwords';

/** The demo logins `npm start` prints. Seeded only with SEED_DEMO, never in production. */
export const demoAccounts = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'admin@undangin.id',
    name: 'Admin Undangin',
    whatsapp: null,
    role: 'admin',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'demo@contoh.id',
    name: 'Budi Santoso',
    whatsapp: '6281234567890',
    role: 'user',
  },
] as const;
export const demoPassword = 'demo12345';

export async function seedDemoAccounts(em: EntityManager): Promise<void> {
  const connection = em.getConnection();
  for (const account of demoAccounts) {
    const metadata = {
      name: account.name,
      full_name: account.name,
      whatsapp: account.whatsapp,
      phone: account.whatsapp,
      referral_code: null,
      avatar_url: null,
    };
    const inserted = await connection.execute(
      `insert into auth_users (id, email, encrypted_password, role, email_confirmed_at, email_confirmed_by_link, user_metadata)
       values (?, ?, ?, ?, now(), true, ?::jsonb) on conflict do nothing returning id`,
      [account.id, account.email, await hashPassword(demoPassword), account.role, JSON.stringify(metadata)],
    );
    if (inserted.length === 0) continue;
    await connection.execute(
      `insert into profiles (id, name, email, whatsapp) values (?, ?, ?, ?) on conflict do nothing`,
      [account.id, account.name, account.email, account.whatsapp],
    );
  }
}
