import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@undangin/router';
import { chromePaths } from '@undangin/contracts';
import type { SessionUser } from '@undangin/platform/core';
import { useLogout } from './use-logout';
import styles from './account-menu.module.css';

/** The signed-in user's menu in the top bar: their initial ('U' without a name), Dashboard, Undangan Saya, Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const signOutAndLeave = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const initial = (user.name?.trim()[0] ?? 'U').toUpperCase();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  async function logout() {
    setOpen(false);
    await signOutAndLeave();
  }

  return (
    <div className={styles.menu} ref={root}>
      <button
        type="button"
        className={styles.avatar}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Menu akun ${user.name ?? user.email ?? ''}`.trim()}
        onClick={() => setOpen((v) => !v)}
      >
        {initial}
      </button>
      {open ? (
        <div id={menuId} role="menu" className={styles.items}>
          <p className={styles.who}>
            <strong>{user.name ?? 'Pengguna'}</strong>
            <span>{user.email}</span>
          </p>
          <Link role="menuitem" to={chromePaths.dashboard} onClick={() => setOpen(false)}>
            Dashboard
          </Link>
          <Link role="menuitem" to={chromePaths.cardList} onClick={() => setOpen(false)}>
            Undangan Saya
          </Link>
          <button role="menuitem" type="button" onClick={() => void logout()}>
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}
