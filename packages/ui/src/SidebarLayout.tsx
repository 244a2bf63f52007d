import { useState, type ComponentType, type ReactNode } from 'react';
import { NavLink } from '@undangin/router';
import styles from './sidebar-layout.module.css';

/** An icon component as lucide-react draws them; each front end imports its own icons and hands them in. */
export type IconComponent = ComponentType<{ size?: number; strokeWidth?: number; 'aria-hidden'?: 'true' }>;

export interface SidebarEntry {
  href: string;
  label: string;
  icon: IconComponent;
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
}

/** A run of entries; a titled group (e.g. 'Admin') starts with its title. */
export interface SidebarGroup {
  title?: string;
  entries: readonly SidebarEntry[];
}

/** A way out at the sidebar's foot: a route (`to`), a page outside the app (`href`) or an action (`onClick`). */
export interface SidebarFootAction {
  label: string;
  icon: IconComponent;
  to?: string;
  href?: string;
  onClick?: () => void;
  tone?: 'danger';
}

export interface SidebarLayoutProps {
  /** The sidebar's element id, which the phone's Menu button controls. */
  id: string;
  /** The sidebar's accessible name ('Menu dashboard'). */
  label: string;
  brand: string;
  /** A word beside the brand ('Admin'), drawn as a badge in the sidebar. */
  badge?: string;
  groups: readonly SidebarGroup[];
  footActions: readonly SidebarFootAction[];
  /** The signed-in person under the foot; `fallbackName` when they have no name. */
  user?: { name?: string | null; email?: string | null } | null;
  fallbackName: string;
  /** The colour of the person's initial and the badge: the brand's, or ink for the admin area. */
  tone?: 'brand' | 'ink';
  icons: { menu: IconComponent; close: IconComponent };
  children: ReactNode;
}

/** The frame of the dashboard and admin areas: a sidebar of entries (a slide-in on phones), its foot, and the page. */
export function SidebarLayout({
  id,
  label,
  brand,
  badge,
  groups,
  footActions,
  user,
  fallbackName,
  tone = 'brand',
  icons: { menu: MenuIcon, close: CloseIcon },
  children,
}: SidebarLayoutProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <div className={styles.layout} data-tone={tone}>
      <header className={styles.mobileBar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(true)}
        >
          <MenuIcon size={20} aria-hidden="true" />
          Menu
        </button>
        <span className={styles.brand}>{[brand, badge].filter(Boolean).join(' ')}</span>
      </header>
      {open ? <div className={styles.backdrop} onClick={close} aria-hidden="true" /> : null}
      <aside id={id} className={[styles.sidebar, open ? styles.open : ''].join(' ')} aria-label={label}>
        <div className={styles.sidebarHead}>
          <span className={styles.brand}>
            {brand}
            {badge ? (
              <>
                {' '}
                <span className={styles.badge}>{badge}</span>
              </>
            ) : null}
          </span>
          <button type="button" className={styles.close} aria-label="Tutup menu" onClick={close}>
            <CloseIcon size={22} aria-hidden="true" />
          </button>
        </div>
        <nav className={styles.nav}>
          {groups.map((group, index) => (
            <SidebarEntries key={group.title ?? index} group={group} onPick={close} />
          ))}
        </nav>
        <div className={styles.foot}>
          {footActions.map((action) => (
            <FootAction key={action.label} action={action} />
          ))}
          {user ? (
            <div className={styles.user}>
              <span className={styles.initial} aria-hidden="true">
                {(user.name?.trim()[0] ?? user.email?.[0] ?? fallbackName[0] ?? '').toUpperCase()}
              </span>
              <span className={styles.identity}>
                <strong>{user.name ?? fallbackName}</strong>
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

function SidebarEntries({ group, onPick }: { group: SidebarGroup; onPick: () => void }) {
  return (
    <>
      {group.title ? <p className={styles.group}>{group.title}</p> : null}
      {group.entries.map((item) => (
        <NavLink
          key={item.href}
          to={item.href}
          end={item.end}
          className={({ isActive }) => (isActive ? styles.active : undefined)}
          onClick={onPick}
        >
          <item.icon size={20} aria-hidden="true" />
          {item.label}
        </NavLink>
      ))}
    </>
  );
}

function FootAction({ action }: { action: SidebarFootAction }) {
  const className = [styles.footAction, action.tone === 'danger' ? styles.danger : ''].join(' ');
  const content = (
    <>
      <action.icon size={20} aria-hidden="true" />
      {action.label}
    </>
  );
  if (action.to)
    return (
      <NavLink to={action.to} className={className}>
        {content}
      </NavLink>
    );
  if (action.href)
    return (
      <a href={action.href} className={className}>
        {content}
      </a>
    );
  return (
    <button type="button" className={className} onClick={action.onClick}>
      {content}
    </button>
  );
}
