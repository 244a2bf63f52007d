import { createElement, type ComponentType } from 'react';
import type { RouteId } from '@undangin/contracts';
import { remoteRoute } from '@undangin/platform/core';

/** Every /app page sits in the dashboard layout; the layout and the page load together, per route. */
const inLayout = (id: RouteId, loadPage: () => Promise<ComponentType>) =>
  remoteRoute(id, async () => {
    const [{ DashboardLayout }, Page] = await Promise.all([import('./app/DashboardLayout'), loadPage()]);
    return { Component: () => createElement(DashboardLayout, null, createElement(Page)) };
  });

/** The dashboard remote's routes: everything under /app. */
export const routes = [
  inLayout('dashboard', () => import('./features/home/components/DashboardPage').then((m) => m.DashboardPage)),
  inLayout('createCard', () =>
    import('./features/create-card/components/CreateCardPage').then((m) => m.CreateCardPage),
  ),
  inLayout('editCard', () => import('./app/InvitationEditor').then((m) => m.InvitationEditor)),
  inLayout('invitationDomain', () => import('./features/domains/components/DomainPage').then((m) => m.DomainPage)),
  inLayout('invitationExports', () => import('./features/exports/components/ExportPage').then((m) => m.ExportPage)),
  inLayout('cardList', () => import('./features/card-list/components/CardListPage').then((m) => m.CardListPage)),
  inLayout('guestsPick', () => import('./features/guests/components/GuestsPickPage').then((m) => m.GuestsPickPage)),
  inLayout('guests', () => import('./features/guests/components/GuestsPage').then((m) => m.GuestsPage)),
  inLayout('checkinDesk', () => import('./features/checkin/components/CheckinDeskPage').then((m) => m.CheckinDeskPage)),
  // The receptionist's screen stands alone: no dashboard layout, no account.
  remoteRoute('reception', () =>
    import('./features/checkin/components/ReceptionPage').then((m) => ({ Component: m.ReceptionPage })),
  ),
  inLayout('analytics', () => import('./features/analytics/components/AnalyticsPage').then((m) => m.AnalyticsPage)),
  inLayout('account', () => import('./features/account/components/AccountPage').then((m) => m.AccountPage)),
  inLayout('subscription', () =>
    import('./features/subscription/components/SubscriptionPage').then((m) => m.SubscriptionPage),
  ),
  inLayout('media', () => import('./features/media/components/MediaPage').then((m) => m.MediaPage)),
  inLayout('partnerProgramme', () => import('./features/partner/components/PartnerPage').then((m) => m.PartnerPage)),
  inLayout('resellerClients', () => import('./features/clients/components/ClientsPage').then((m) => m.ClientsPage)),
  inLayout('coHostInvite', () =>
    import('./features/sharing/components/CoHostInvitePage').then((m) => m.CoHostInvitePage),
  ),
];
