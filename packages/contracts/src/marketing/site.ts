import { Type, type Static } from '@sinclair/typebox';
import { isValidEmail, isValidWhatsapp } from '../auth/auth-rules';
import { normalizeWhatsapp } from '../shared/whatsapp';

/** Public facts about the site, kept in app_settings and shown in the public chrome. */
export const SiteInfo = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    tagline: Type.String({ maxLength: 200 }),
    whatsapp: Type.String({ maxLength: 30, description: 'contact number, 62…' }),
    email: Type.String({ maxLength: 254 }),
    address: Type.String({ maxLength: 300 }),
    officeHours: Type.String({ maxLength: 200 }),
  },
  { $id: 'SiteInfo', title: 'SiteInfo', additionalProperties: false },
);
export type SiteInfo = Static<typeof SiteInfo>;

/** What an admin calls each site setting. */
export const siteInfoLabels: Record<keyof SiteInfo, string> = {
  name: 'Nama Situs',
  tagline: 'Deskripsi Situs',
  whatsapp: 'WhatsApp',
  email: 'Email Kontak',
  address: 'Alamat',
  officeHours: 'Jam Operasional',
};

/**
 * The site's facts as they go live, and what is wrong with them: every field trimmed and required, the WhatsApp
 * number normalised (0… and 8… become 62…) and a real Indonesian mobile number, the e-mail an address. The admin
 * form and the admin service check with this same rule, so both say the same for the same mistake.
 */
export function checkSiteInfo(input: SiteInfo): {
  site: SiteInfo;
  problems: Array<{ field: keyof SiteInfo; message: string }>;
} {
  const trimmed = Object.fromEntries(
    (Object.keys(siteInfoLabels) as Array<keyof SiteInfo>).map((key) => [key, (input[key] ?? '').trim()]),
  ) as SiteInfo;
  const site = { ...trimmed, whatsapp: trimmed.whatsapp ? normalizeWhatsapp(trimmed.whatsapp) : '' };
  const problems: Array<{ field: keyof SiteInfo; message: string }> = [];
  for (const key of Object.keys(siteInfoLabels) as Array<keyof SiteInfo>)
    if (!site[key]) problems.push({ field: key, message: `${siteInfoLabels[key]} wajib diisi.` });
  if (site.whatsapp && !isValidWhatsapp(site.whatsapp))
    problems.push({
      field: 'whatsapp',
      message: 'Nomor WhatsApp tidak valid. Contoh: 081234567890 atau 6281234567890.',
    });
  if (site.email && !isValidEmail(site.email))
    problems.push({ field: 'email', message: 'Format email tidak valid. Contoh: halo@undangin.id.' });
  return { site, problems };
}

export const Me = Type.Object({
  id: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
});
export type Me = Static<typeof Me>;
