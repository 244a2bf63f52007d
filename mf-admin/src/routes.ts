import { createElement } from 'react';
import type { RouteId } from '@undangin/contracts';
import { remoteRoute } from '@undangin/platform';

const page = (id: RouteId, title: string) =>
  remoteRoute(id, () =>
    import('./features/panel/components/AdminPage').then(({ AdminPage }) => ({ Component: () => createElement(AdminPage, { title }) })),
  );

/** The admin remote's routes: everything under /admin. */
export const routes = [
  page('adminDashboard', 'Dashboard Admin'),
  page('adminUsers', 'Pengguna'),
  page('adminInvitations', 'Undangan'),
  page('adminPrintTemplates', 'Template Cetak'),
  page('adminSettings', 'Pengaturan'),
];
