import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '@undangin/router';
import { chromePaths } from '@undangin/contracts';
import { selectUser, useAppSelector } from '@undangin/platform';
import { Button, buttonClass } from '@undangin/ui';
import { bottomBar, navGroups } from './nav-groups';
import { useLogout } from './use-logout';
import styles from './mobile-bar.module.css';

/**
 * Phones: the bottom bar (Home, Website, Video, Cetak, Menu) and the slide-in menu with every group. Closed, the
 * menu stays rendered so it can slide, but inert: out of the accessibility tree and the tab order.
 */
export function MobileBar() {
  const user = useAppSelector(selectUser);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);

  return (
    <>
      <nav className={styles.bottomBar} aria-label="Navigasi bawah">
        {bottomBar.map((item) => (
          <NavLink
            key={item.href}
            to={item.href}
            end
            className={({ isActive }) => (isActive ? styles.active : undefined)}
          >
            <span aria-hidden="true">{item.icon}</span>
            {item.label}
          </NavLink>
        ))}
        <button type="button" aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen(true)}>
          <span aria-hidden="true">☰</span>
          Menu
        </button>
      </nav>
      {open ? <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <div
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={[styles.panel, open ? styles.open : ''].join(' ')}
        inert={!open}
      >
        <div className={styles.panelHead}>
          <strong>Menu</strong>
          <button type="button" aria-label="Tutup menu" onClick={() => setOpen(false)}>
            ×
          </button>
        </div>
        {navGroups.map((group) => (
          <section key={group.label} className={styles.section}>
            <h2>{group.label}</h2>
            {group.links.map((link) => (
              <Link key={link.href} to={link.href}>
                {link.label}
              </Link>
            ))}
          </section>
        ))}
        <div className={styles.panelActions}>
          {user ? (
            <>
              <Link to={chromePaths.dashboard} className={buttonClass()}>
                Dashboard
              </Link>
              <Link to={chromePaths.cardList} className={buttonClass('secondary')}>
                Undangan Saya
              </Link>
              <Button
                variant="secondary"
                onClick={() => {
                  setOpen(false);
                  void logout();
                }}
              >
                Logout
              </Button>
            </>
          ) : (
            <>
              <Link to={chromePaths.login} className={buttonClass('secondary')}>
                Log In
              </Link>
              <Link to={chromePaths.register} className={buttonClass()}>
                Daftar Gratis
              </Link>
            </>
          )}
        </div>
      </div>
    </>
  );
}
