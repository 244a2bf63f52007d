/**
 * What a plan lets a host do beyond its numbers: machine-readable keys stored with each plan (plans.entitlements), read
 * by the services through `entitlementsOf` (packages/db) and enforced by the service that owns the feature. A plan's
 * feature lines each name the key they stand for, or none (its limits, what every plan has, its support).
 */
export const entitlementKeys = [
  'premium_themes',
  'watermark_free',
  'analytics_advanced',
  'whatsapp_bulk',
  'whatsapp_api',
  'custom_domain',
  'export_pdf',
  'export_video',
  'checkin',
  'white_label',
  'client_accounts',
  'affiliate',
] as const;
export type Entitlement = (typeof entitlementKeys)[number];

export const isEntitlement = (value: unknown): value is Entitlement =>
  (entitlementKeys as readonly unknown[]).includes(value);

export interface EntitlementInfo {
  /** Its name, as a refusal says it ('Tema premium tersedia mulai paket Pro'). */
  name: string;
  /** What it gives, in plain Indonesian (the pricing and subscription pages list it under each plan). */
  label: string;
  /**
   * Whether this build delivers it. A feature line standing for an entitlement that is not built shows 'Segera hadir'
   * and is not sold as working; the issue that builds it flips this, in this one place.
   */
  built: boolean;
}

export const entitlementInfo: Record<Entitlement, EntitlementInfo> = {
  premium_themes: {
    name: 'Tema premium',
    label: 'Terbitkan undangan dengan tema premium',
    built: true,
  },
  watermark_free: {
    name: 'Undangan tanpa watermark',
    label: "Tanpa tanda 'Dibuat dengan Undangin' di undangan",
    built: true,
  },
  analytics_advanced: {
    name: 'Analytics lengkap',
    label: 'Analytics lengkap: grafik harian, perjalanan tiap tamu, sumber kunjungan',
    built: true,
  },
  whatsapp_bulk: {
    name: 'Kirim massal via WhatsApp',
    label: 'Kirim undangan ke banyak tamu sekaligus lewat WhatsApp',
    built: true,
  },
  whatsapp_api: {
    name: 'Integrasi WhatsApp',
    label: 'Undangan dan pengingat dikirim otomatis lewat WhatsApp',
    // A server with no WhatsApp settings still shows it 'Segera hadir' (Plan.unavailable).
    built: true,
  },
  custom_domain: {
    name: 'Custom domain',
    label: 'Undangan di domain Anda sendiri',
    built: true,
  },
  export_pdf: {
    name: 'Ekspor PDF',
    label: 'Ekspor undangan dan daftar tamu ke PDF',
    built: true,
  },
  export_video: {
    name: 'Ekspor video',
    label: 'Ekspor undangan video',
    built: true,
  },
  checkin: {
    name: 'Sistem check-in tamu',
    label: 'Meja check-in tamu untuk daftar tamu berapa pun',
    built: true,
  },
  white_label: {
    name: 'Branding sendiri',
    label: 'Merek Anda sendiri di undangan klien',
    built: true,
  },
  client_accounts: {
    name: 'Dashboard klien',
    label: 'Kelola undangan untuk klien',
    built: true,
  },
  affiliate: {
    name: 'Program afiliasi',
    label: 'Komisi program afiliasi',
    built: true,
  },
};

/** What a plan's entitlement or line says when the build does not deliver it yet. */
export const comingSoonLabel = 'Segera hadir';

/**
 * A stated allowance, not an exception: every host may run the check-in desk for an invitation of up to this many
 * guests (the free plan's whole list), so a small event can try it; a larger list needs `checkin`.
 */
export const checkinAllowanceGuests = 50;

/** Whether a line is sold as working: it names nothing, or something this build delivers. */
export const lineIsBuilt = (line: { entitlement: Entitlement | null }): boolean =>
  line.entitlement === null || entitlementInfo[line.entitlement].built;

/**
 * A plan's stored feature lines as the catalogue answers them: `{ text, entitlement }` objects; a bare string (a line
 * written before entitlements) stands for nothing; anything else, or JSON text that is not a list, is dropped.
 */
export function featureLines(value: unknown): Array<{ text: string; entitlement: Entitlement | null }> {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item === 'string') return [{ text: item, entitlement: null }];
    if (typeof item !== 'object' || item === null) return [];
    const { text, entitlement } = item as { text?: unknown; entitlement?: unknown };
    if (typeof text !== 'string' || !text) return [];
    return [{ text, entitlement: isEntitlement(entitlement) ? entitlement : null }];
  });
}
