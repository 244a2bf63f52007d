import { useState, type ReactNode } from 'react';
import { NavLink } from '@undangin/router';
import { getHref } from '@undangin/contracts';
import { selectUser, useAppSelector } from '@undangin/platform';
import { TwoFactorGate } from '../features/two-factor/components/TwoFactorGate';
import styles from './admin-layout.module.css';
import {
  ArrowLeft,
  BadgePercent,
  FileText,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  Menu as MenuIcon,
  Newspaper,
  ScrollText,
  SlidersHorizontal,
  Users,
  X,
} from 'lucide-react';

const entries = [
  { href: getHref('adminDashboard'), label: 'Dashboard', icon: LayoutDashboard },
  { href: getHref('adminUsers'), label: 'Pengguna', icon: Users },
  { href: getHref('adminInvitations'), label: 'Undangan', icon: FileText },
  { href: getHref('adminPrintTemplates'), label: 'Template Cetak', icon: LayoutTemplate },
  { href: getHref('adminPromos'), label: 'Promo', icon: BadgePercent },
  { href: getHref('adminMessages'), label: 'Pesan Masuk', icon: Inbox },
  { href: getHref('adminSubscribers'), label: 'Pelanggan Newsletter', icon: Newspaper },
  { href: getHref('adminSettings'), label: 'Pengaturan', icon: SlidersHorizontal },
  { href: getHref('adminAudit'), label: 'Audit', icon: ScrollText },
];

/** The frame of every /admin page: the admin sidebar (a slide-in on phones), the way back to the dashboard, and the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(false);

  return (
    <div className={styles.layout}>
      <header className={styles.mobileBar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="admin-sidebar"
          onClick={() => setOpen(true)}
        >
          <MenuIcon size={20} aria-hidden="true" />
          Menu
        </button>
        <span className={styles.brand}>Undangin Admin</span>
      </header>
      {open ? <div className={styles.backdrop} onClick={() => setOpen(false)} aria-hidden="true" /> : null}
      <aside id="admin-sidebar" className={[styles.sidebar, open ? styles.open : ''].join(' ')} aria-label="Menu admin">
        <div className={styles.sidebarHead}>
          <span className={styles.brand}>
            Undangin <span className={styles.badge}>Admin</span>
          </span>
          <button type="button" className={styles.close} aria-label="Tutup menu" onClick={() => setOpen(false)}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <nav className={styles.nav}>
          {entries.map((item) => (
            <NavLink
              key={item.href}
              to={item.href}
              className={({ isActive }) => (isActive ? styles.active : undefined)}
              onClick={() => setOpen(false)}
            >
              <item.icon size={20} aria-hidden="true" />
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.foot}>
          <NavLink to={getHref('dashboard')} className={styles.back}>
            <ArrowLeft size={20} aria-hidden="true" />
            Kembali ke Dashboard
          </NavLink>
          {user ? (
            <div className={styles.user}>
              <span className={styles.initial} aria-hidden="true">
                {(user.name?.trim()[0] ?? user.email?.[0] ?? 'A').toUpperCase()}
              </span>
              <span className={styles.identity}>
                <strong>{user.name ?? 'Admin'}</strong>
                <span>{user.email}</span>
              </span>
            </div>
          ) : null}
        </div>
      </aside>
      <main className={styles.main}>
        <TwoFactorGate>{children}</TwoFactorGate>
      </main>
    </div>
  );
}
