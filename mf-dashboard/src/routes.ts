import { createElement } from 'react';
import type { RouteId } from '@undangin/contracts';
import { remoteRoute } from '@undangin/platform';

const page = (id: RouteId, title: string) =>
  remoteRoute(id, () =>
    import('./features/layout/components/DashboardPage').then(({ DashboardPage }) => ({ Component: () => createElement(DashboardPage, { title }) })),
  );

/** The dashboard remote's routes: everything under /app. */
export const routes = [
  page('dashboard', 'Dashboard'),
  page('createCard', 'Buat Undangan'),
  page('editCard', 'Edit Undangan'),
  page('cardList', 'Undangan Saya'),
  page('guestsPick', 'Tamu'),
  page('guests', 'Daftar Tamu'),
  page('analytics', 'Analitik'),
  page('account', 'Pengaturan Akun'),
  page('subscription', 'Langganan Saya'),
  page('media', 'Media Library'),
];
