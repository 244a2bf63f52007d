import { Link, NavLink, Outlet } from 'react-router';
import { getHref } from '@undangin/contracts';
import { selectUser, useAppSelector } from '@undangin/platform';
import { buttonClass } from '@undangin/ui';
import { AccountMenu } from './AccountMenu';
import styles from './site-layout.module.css';

const navLinks = [
  { to: getHref('themes'), label: 'Tema' },
  { to: getHref('pricingWebsite'), label: 'Harga' },
  { to: getHref('blog'), label: 'Blog' },
  { to: getHref('about'), label: 'Tentang Kami' },
];

/** The public chrome around marketing pages: top bar and footer. */
export function SiteLayout() {
  const user = useAppSelector(selectUser);
  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        <Link to="/" className={styles.brand} aria-label="Undangin, ke beranda">
          Undangin
        </Link>
        <nav className={styles.nav} aria-label="Navigasi utama">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={styles.navLink}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.actions}>
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <>
              <Link to={getHref('login')} className={styles.navLink}>
                Log In
              </Link>
              <Link to={getHref('register')} className={buttonClass()}>
                Daftar Gratis
              </Link>
            </>
          )}
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <nav aria-label="Tautan kaki">
          <Link to={getHref('privacy')}>Kebijakan Privasi</Link>
          <Link to={getHref('terms')}>Syarat &amp; Ketentuan</Link>
          <Link to={getHref('contact')}>Kontak</Link>
        </nav>
        <p>© {new Date().getFullYear()} Undangin. Hak cipta dilindungi.</p>
      </footer>
    </div>
  );
}
