import type { EntityManager } from '@mikro-orm/postgresql';
import type { SiteInfo } from '@undangin/contracts';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedContent } from './content';
import { seedDemoInvitation } from './seed-demo-invitation';

export const defaultSiteInfo: SiteInfo = {
  name: 'Undangin',
  tagline: 'Undangan digital yang cantik, cepat dan aman untuk setiap acara Anda.',
  whatsapp: '6281234567890',
  email: 'halo@undangin.id',
  address: 'Jl. Jend. Sudirman No. 1, Jakarta Pusat',
  officeHours: 'Senin - Jumat, 09:00 - 18:00 WIB',
};

export const demoRefusedInProduction =
  'Akun demo TIDAK dibuat: NODE_ENV=production. Akun demo (admin@undangin.id / demo12345) tidak boleh ada di produksi; SEED_DEMO diabaikan.';

/**
 * Idempotent: inserts what is missing and never overwrites what an admin changed. `demo` adds the demo
 * accounts and content of the embedded default; refused in production whatever asked for it, since their
 * passwords are public.
 */
export async function seed(
  em: EntityManager,
  { demo = false, env = process.env }: { demo?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<{ demo: boolean }> {
  const withDemo = demo && env.NODE_ENV !== 'production';
  if (demo && !withDemo) console.error(demoRefusedInProduction);
  await em
    .getConnection()
    .execute(`insert into app_settings (key, value) values ('site', ?::jsonb) on conflict (key) do nothing`, [
      JSON.stringify(defaultSiteInfo),
    ]);
  await seedContent(em);
  if (withDemo) {
    await seedDemoAccounts(em);
    await seedDemoInvitation(em);
  }
  return { demo: withDemo };
}
