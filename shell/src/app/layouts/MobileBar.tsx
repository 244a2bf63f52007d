import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '@undangin/router';
import { chromePaths } from '@undangin/contracts';
import { selectUser, useAppSelector } from '@undangin/platform';
import { Button, buttonClass, Dialog } from '@undangin/ui';
import { bottomBar, navGroups } from './nav-groups';
import { useLogout } from './use-logout';
import styles from './mobile-bar.module.css';
import { Menu } from 'lucide-react';

/** Phones: the bottom bar (Home, Website, Video, Cetak, Menu) and the menu with every group, a drawer dialog. */
export function MobileBar() {
  const user = useAppSelector(selectUser);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

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
            <item.icon size={22} strokeWidth={1.75} aria-hidden="true" />
            {item.label}
          </NavLink>
        ))}
        <button type="button" aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Menu size={22} strokeWidth={1.75} aria-hidden="true" />
          Menu
        </button>
      </nav>
      {open ? (
        <Dialog title="Menu" onClose={() => setOpen(false)} size="drawer" closeLabel="Tutup menu" testId="mobile-menu">
          {navGroups.map((group) => (
            <section key={group.label} className={styles.section}>
              <h3>{group.label}</h3>
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
        </Dialog>
      ) : null}
    </>
  );
}
