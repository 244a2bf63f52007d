import type { ReactNode } from 'react';
import { getHref } from '@undangin/contracts';
import { selectUser, useAppSelector } from '@undangin/platform';
import { SidebarLayout } from '@undangin/ui';
import { TwoFactorGate } from '../features/two-factor/components/TwoFactorGate';
import {
  ArrowLeft,
  BadgePercent,
  FileText,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  Menu,
  Newspaper,
  ScrollText,
  SlidersHorizontal,
  Users,
  X,
} from 'lucide-react';

const groups = [
  {
    entries: [
      { href: getHref('adminDashboard'), label: 'Dashboard', icon: LayoutDashboard },
      { href: getHref('adminUsers'), label: 'Pengguna', icon: Users },
      { href: getHref('adminInvitations'), label: 'Undangan', icon: FileText },
      { href: getHref('adminPrintTemplates'), label: 'Template Cetak', icon: LayoutTemplate },
      { href: getHref('adminPromos'), label: 'Promo', icon: BadgePercent },
      { href: getHref('adminMessages'), label: 'Pesan Masuk', icon: Inbox },
      { href: getHref('adminSubscribers'), label: 'Pelanggan Newsletter', icon: Newspaper },
      { href: getHref('adminSettings'), label: 'Pengaturan', icon: SlidersHorizontal },
      { href: getHref('adminAudit'), label: 'Audit', icon: ScrollText },
    ],
  },
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
