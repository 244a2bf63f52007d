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

/**
 * Idempotent: inserts what is missing and never overwrites what an admin changed. `demo` adds the demo
 * accounts and content of the embedded default; production never sets it.
 */
export async function seed(em: EntityManager, { demo = false }: { demo?: boolean } = {}): Promise<void> {
  await em.getConnection().execute(
    `insert into app_settings (key, value) values ('site', ?::jsonb) on conflict (key) do nothing`,
    [JSON.stringify(defaultSiteInfo)],
  );
  await seedContent(em);
  if (demo) {
    await seedDemoAccounts(em);
    await seedDemoInvitation(em);
  }
}
