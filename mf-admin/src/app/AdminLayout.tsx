import type { ReactNode } from 'react';
import { adminSections, getHref, type AdminSectionRoute } from '@undangin/contracts';
import { selectUser, useAppSelector } from '@undangin/platform';
import { SidebarLayout } from '@undangin/ui/sidebar-layout';
import { TwoFactorGate } from '../features/two-factor/components/TwoFactorGate';
import {
  ArrowLeft,
  BadgePercent,
  CreditCard,
  FileOutput,
  FileText,
  Handshake,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  Menu,
  Newspaper,
  ScrollText,
  SlidersHorizontal,
  Receipt,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';

/** Each section's icon in the admin sidebar. */
const icons: Record<AdminSectionRoute, LucideIcon> = {
  adminDashboard: LayoutDashboard,
  adminUsers: Users,
  adminInvitations: FileText,
  adminOrders: Receipt,
  adminPrintTemplates: LayoutTemplate,
  adminPlans: CreditCard,
  adminPromos: BadgePercent,
  adminMessages: Inbox,
  adminSubscribers: Newspaper,
  adminRenderExports: FileOutput,
  adminPartners: Handshake,
  adminSettings: SlidersHorizontal,
  adminAudit: ScrollText,
};
const groups = [
  { entries: adminSections.map(({ route, label }) => ({ href: getHref(route), label, icon: icons[route] })) },
];
const footActions = [{ label: 'Kembali ke Dashboard', icon: ArrowLeft, to: getHref('dashboard') }];

/** The frame of every /admin page: the admin sidebar (a slide-in on phones), the way back to the dashboard, and the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  return (
    <SidebarLayout
      id="admin-sidebar"
      label="Menu admin"
      brand="Undangin"
      badge="Admin"
      tone="ink"
      groups={groups}
      footActions={footActions}
      user={user}
      fallbackName="Admin"
      icons={{ menu: Menu, close: X }}
    >
      <TwoFactorGate>{children}</TwoFactorGate>
    </SidebarLayout>
  );
}
