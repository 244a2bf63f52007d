import { supportWhatsapp } from '@undangin/contracts';
import { AppSetting, type EntityManager } from '@undangin/db';

// Reads of the site-wide settings (admins write them).

/** The support number an admin set for the site (the 'site' setting), else the seeded one. */
export async function supportNumberOf(em: EntityManager): Promise<string> {
  const site = await em.findOne(AppSetting, { key: 'site' });
  const whatsapp = (site?.value as { whatsapp?: unknown } | null | undefined)?.whatsapp;
  return (typeof whatsapp === 'string' && whatsapp.trim()) || supportWhatsapp;
}
