import type { EntityManager } from '@mikro-orm/postgresql';
import type { SiteInfo } from '@undangin/contracts';

export const defaultSiteInfo: SiteInfo = {
  name: 'Undangin',
  tagline: 'Undangan digital yang cantik, cepat dan aman untuk setiap acara Anda.',
  whatsapp: '6281234567890',
  email: 'halo@undangin.id',
  address: 'Jl. Jend. Sudirman No. 1, Jakarta Pusat',
  officeHours: 'Senin - Jumat, 09:00 - 18:00 WIB',
};

/** Idempotent: inserts what is missing and never overwrites what an admin changed. */
export async function seed(em: EntityManager): Promise<void> {
  await em.getConnection().execute(
    `insert into app_settings (key, value) values ('site', ?::jsonb) on conflict (key) do nothing`,
    [JSON.stringify(defaultSiteInfo)],
  );
}
