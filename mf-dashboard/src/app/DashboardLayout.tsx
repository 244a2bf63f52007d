import type { ReactNode } from 'react';
import { adminShortcuts, getHref } from '@undangin/contracts';
import { selectIsAdmin, selectUser, signOut, useAppDispatch, useAppSelector } from '@undangin/platform';
import { SidebarLayout, type SidebarGroup } from '@undangin/ui/sidebar-layout';
import {
  BarChart3,
  Briefcase,
  CreditCard,
  ExternalLink,
  FilePlus2,
  FileText,
  Handshake,
  Images,
  LayoutDashboard,
  LayoutTemplate,
  LogOut,
  Mails,
  Menu,
  Settings,
  Shield,
  SlidersHorizontal,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';

const hostGroup: SidebarGroup = {
  entries: [
    { href: getHref('dashboard'), label: 'Dashboard', icon: LayoutDashboard, end: true },
    { href: getHref('cardList'), label: 'Undangan Saya', icon: Mails },
    { href: getHref('themes'), label: 'Buat Undangan', icon: FilePlus2 },
    { href: getHref('guestsPick'), label: 'Daftar Tamu', icon: Users },
    { href: getHref('analytics'), label: 'Analytics', icon: BarChart3 },
    { href: getHref('media'), label: 'Media Library', icon: Images },
    { href: getHref('resellerClients'), label: 'Klien & Branding', icon: Briefcase },
    { href: getHref('subscription'), label: 'Langganan', icon: CreditCard },
    { href: getHref('partnerProgramme'), label: 'Program Partner', icon: Handshake },
    { href: getHref('account'), label: 'Pengaturan', icon: Settings },
  ],
};

/** The icon of each admin section the dashboard offers a shortcut to. */
const adminIcons: Record<(typeof adminShortcuts)[number]['route'], LucideIcon> = {
  adminDashboard: Shield,
  adminUsers: Users,
  adminInvitations: FileText,
  adminPrintTemplates: LayoutTemplate,
  adminSettings: SlidersHorizontal,
};

const adminGroup: SidebarGroup = {
  title: 'Admin',
  entries: adminShortcuts.map(({ route, label }) => ({ href: getHref(route), label, icon: adminIcons[route] })),
};

/** The frame of every /app page: the sidebar (a slide-in on phones) and the page. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);

  async function logout() {
    try {
      await dispatch(signOut());
    } catch {
      // Signed out here in any case; the service's failure is logged.
    }
    // A full reload to /: nothing of the signed-in state survives in memory.
    window.location.assign('/');
  }

  return (
    <SidebarLayout
      id="dashboard-sidebar"
      label="Menu dashboard"
      brand="Undangin"
      groups={isAdmin ? [hostGroup, adminGroup] : [hostGroup]}
      footActions={[
        { label: 'Lihat Website', icon: ExternalLink, href: '/' },
        { label: 'Logout', icon: LogOut, onClick: () => void logout(), tone: 'danger' },
      ]}
      user={user}
      fallbackName="Pengguna"
      icons={{ menu: Menu, close: X }}
    >
      {children}
    </SidebarLayout>
  );
}
