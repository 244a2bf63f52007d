import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@undangin/router';
import { chromePaths } from '@undangin/contracts';
import { selectUser, useAppSelector } from '@undangin/platform';
import { buttonClass } from '@undangin/ui';
import { AccountMenu } from './AccountMenu';
import { navGroups, type NavGroup } from './nav-groups';
import styles from './site-layout.module.css';
import { ChevronDown } from 'lucide-react';

function Dropdown({ group, open, onToggle }: { group: NavGroup; open: boolean; onToggle: (open: boolean) => void }) {
  const id = useId();
  return (
    <div className={styles.group}>
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onToggle(!open)}
      >
        {group.label} <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open ? (
        <div id={id} className={styles.dropdown}>
          {group.links.map((link) => (
            <NavLink key={link.href} to={link.href} className={styles.dropdownLink} onClick={() => onToggle(false)}>
              {link.label}
            </NavLink>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The public top bar: groups with dropdowns, and the sign-in links or the account menu. Restyled after 50 px of scrolling. */
export function TopBar() {
  const user = useAppSelector(selectUser);
  const [scrolled, setScrolled] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 50);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => setOpenGroup(null), [pathname]);
  useEffect(() => {
    if (!openGroup) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !nav.current?.contains(event.target as Node))
        setOpenGroup(null);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [openGroup]);

  return (
    <header className={[styles.topBar, scrolled ? styles.scrolled : ''].join(' ')} data-scrolled={scrolled}>
      <Link to="/" className={styles.brand} aria-label="Undangin, ke beranda">
        Undangin
      </Link>
      <nav ref={nav} className={styles.nav} aria-label="Navigasi utama">
        {navGroups.map((group) => (
          <Dropdown
            key={group.label}
            group={group}
            open={openGroup === group.label}
            onToggle={(open) => setOpenGroup(open ? group.label : null)}
          />
        ))}
      </nav>
      <div className={styles.actions}>
        {user ? (
          <AccountMenu user={user} />
        ) : (
          <>
            <Link to={chromePaths.login} className={styles.loginLink}>
              Log In
            </Link>
            <Link to={chromePaths.register} className={[buttonClass(), styles.registerLink].join(' ')}>
              Daftar Gratis
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
