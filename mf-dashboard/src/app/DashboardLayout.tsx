import { useState, type ReactNode } from 'react';
import { NavLink } from '@undangin/router';
import { getHref } from '@undangin/contracts';
import { selectIsAdmin, selectUser, signOut, useAppDispatch, useAppSelector } from '@undangin/platform';
import styles from './dashboard-layout.module.css';
import {
  BarChart3,
  CreditCard,
  ExternalLink,
  FilePlus2,
  FileText,
  Images,
  LayoutDashboard,
  LayoutTemplate,
  LogOut,
  Mails,
  Settings,
  Shield,
  SlidersHorizontal,
  Users,
  Menu as MenuIcon,
  X,
  type LucideIcon,
} from 'lucide-react';

const entries = [
  { href: getHref('dashboard'), label: 'Dashboard', icon: LayoutDashboard, end: true },
  { href: getHref('cardList'), label: 'Undangan Saya', icon: Mails },
  { href: getHref('themes'), label: 'Buat Undangan', icon: FilePlus2 },
  { href: getHref('guestsPick'), label: 'Daftar Tamu', icon: Users },
  { href: getHref('analytics'), label: 'Analytics', icon: BarChart3 },
  { href: getHref('media'), label: 'Media Library', icon: Images },
  { href: getHref('subscription'), label: 'Langganan', icon: CreditCard },
  { href: getHref('account'), label: 'Pengaturan', icon: Settings },
];

const adminEntries = [
  { href: getHref('adminDashboard'), label: 'Admin Dashboard', icon: Shield },
  { href: getHref('adminUsers'), label: 'Kelola Pengguna', icon: Users },
  { href: getHref('adminInvitations'), label: 'Kelola Undangan', icon: FileText },
  { href: getHref('adminPrintTemplates'), label: 'Template Cetak', icon: LayoutTemplate },
  { href: getHref('adminSettings'), label: 'Pengaturan Sistem', icon: SlidersHorizontal },
];

/** The frame of every /app page: the sidebar (a slide-in on phones) and the page. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const [open, setOpen] = useState(false);

  async function logout() {
    try {
      await dispatch(signOut());
    } catch {
      // Signed out here in any case; the service's failure is logged.
    }
    // A full reload to /: nothing of the signed-in state survives in memory.
    window.location.assign('/');
  }

  const link = (item: { href: string; label: string; icon: LucideIcon; end?: boolean }) => (
    <NavLink
      key={item.href}
      to={item.href}
      end={item.end}
      className={({ isActive }) => (isActive ? styles.active : undefined)}
      onClick={() => setOpen(false)}
    >
      <item.icon size={20} aria-hidden="true" />
      {item.label}
    </NavLink>
  );

  return (
    <div className={styles.layout}>
      <header className={styles.mobileBar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="dashboard-sidebar"
          onClick={() => setOpen(true)}
        >
          <MenuIcon size={20} aria-hidden="true" />
          Menu
        </button>
        <span className={styles.brand}>Undangin</span>
      </header>
      {open ? <div className={styles.backdrop} onClick={() => setOpen(false)} aria-hidden="true" /> : null}
      <aside
        id="dashboard-sidebar"
        className={[styles.sidebar, open ? styles.open : ''].join(' ')}
        aria-label="Menu dashboard"
      >
        <div className={styles.sidebarHead}>
          <span className={styles.brand}>Undangin</span>
          <button type="button" className={styles.close} aria-label="Tutup menu" onClick={() => setOpen(false)}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <nav className={styles.nav}>
          {entries.map(link)}
          {isAdmin ? (
            <>
              <p className={styles.group}>Admin</p>
              {adminEntries.map(link)}
            </>
          ) : null}
        </nav>
        <div className={styles.foot}>
          <a href="/" className={styles.site}>
            <ExternalLink size={20} aria-hidden="true" />
            Lihat Website
          </a>
          <button type="button" className={styles.logout} onClick={() => void logout()}>
            <LogOut size={20} aria-hidden="true" />
            Logout
          </button>
          {user ? (
            <div className={styles.user}>
              <span className={styles.initial} aria-hidden="true">
                {(user.name?.trim()[0] ?? 'U').toUpperCase()}
              </span>
              <span className={styles.identity}>
                <strong>{user.name ?? 'Pengguna'}</strong>
                <span>{user.email}</span>
              </span>
            </div>
          ) : null}
        </div>
      </aside>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
