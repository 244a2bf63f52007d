import type { RouteId } from '../shared/routes';

/** A section of the admin area: its page, its name in the admin sidebar and, when offered, its shortcut's name in the dashboard's. */
export interface AdminSection {
  route: RouteId & `admin${string}`;
  label: string;
  /** The name an admin sees in the dashboard's 'Admin' group (set only for the sections offered there). */
  shortcut?: string;
}

/** The admin area's sections in sidebar order: the admin remote's sidebar and the dashboard's 'Admin' group read it. */
export const adminSections = [
  { route: 'adminDashboard', label: 'Dashboard', shortcut: 'Admin Dashboard' },
  { route: 'adminUsers', label: 'Pengguna', shortcut: 'Kelola Pengguna' },
  { route: 'adminInvitations', label: 'Undangan', shortcut: 'Kelola Undangan' },
  { route: 'adminOrders', label: 'Pesanan' },
  { route: 'adminPrintTemplates', label: 'Template Cetak', shortcut: 'Template Cetak' },
  { route: 'adminPlans', label: 'Paket' },
  { route: 'adminPromos', label: 'Promo' },
  { route: 'adminMessages', label: 'Pesan Masuk' },
  { route: 'adminSubscribers', label: 'Pelanggan Newsletter' },
  { route: 'adminRenderExports', label: 'Ekspor Render' },
  { route: 'adminPartners', label: 'Partner' },
  { route: 'adminSettings', label: 'Pengaturan', shortcut: 'Pengaturan Sistem' },
  { route: 'adminAudit', label: 'Audit' },
] as const satisfies readonly AdminSection[];

export type AdminSectionRoute = (typeof adminSections)[number]['route'];

/** The sections the dashboard offers an admin, with their shortcut names. */
export const adminShortcuts = adminSections.flatMap((section) =>
  'shortcut' in section ? [{ route: section.route, label: section.shortcut }] : [],
);
