import { createElement, type ComponentType } from 'react';
import type { RouteId } from '@undangin/contracts';
import { remoteRoute } from '@undangin/platform/core';

/** Every /admin page sits in the admin layout; the layout and the page load together, per route. */
const inLayout = (id: RouteId, loadPage: () => Promise<ComponentType>) =>
  remoteRoute(id, async () => {
    const [{ AdminLayout }, Page] = await Promise.all([import('./app/AdminLayout'), loadPage()]);
    return { Component: () => createElement(AdminLayout, null, createElement(Page)) };
  });

/** The admin remote's routes: everything under /admin. */
export const routes = [
  inLayout('adminDashboard', () => import('./features/overview/components/OverviewPage').then((m) => m.OverviewPage)),
  inLayout('adminUsers', () => import('./features/users/components/UsersPage').then((m) => m.UsersPage)),
  inLayout('adminInvitations', () =>
    import('./features/invitations/components/InvitationsPage').then((m) => m.InvitationsPage),
  ),
  inLayout('adminOrders', () => import('./features/orders/components/OrdersPage').then((m) => m.OrdersPage)),
  inLayout('adminPrintTemplates', () =>
    import('./features/print-templates/components/PrintTemplatesPage').then((m) => m.PrintTemplatesPage),
  ),
  inLayout('adminPlans', () => import('./features/plans/components/PlansPage').then((m) => m.PlansPage)),
  inLayout('adminPromos', () => import('./features/promos/components/PromosPage').then((m) => m.PromosPage)),
  inLayout('adminSettings', () => import('./features/settings/components/SettingsPage').then((m) => m.SettingsPage)),
  inLayout('adminMessages', () => import('./features/inbox/components/MessagesPage').then((m) => m.MessagesPage)),
  inLayout('adminSubscribers', () =>
    import('./features/inbox/components/SubscribersPage').then((m) => m.SubscribersPage),
  ),
  inLayout('adminAudit', () => import('./features/audit/components/AuditPage').then((m) => m.AuditPage)),
  inLayout('adminRenderExports', () =>
    import('./features/render-exports/components/RenderExportsPage').then((m) => m.RenderExportsPage),
  ),
  inLayout('adminPartners', () => import('./features/partners/components/PartnersPage').then((m) => m.PartnersPage)),
];
