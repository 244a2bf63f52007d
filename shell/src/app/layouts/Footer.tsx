import { Link } from '@undangin/router';
import { chatLink, getHref } from '@undangin/contracts';
import { navGroups } from './nav-groups';
import styles from './site-layout.module.css';

/** The public footer: the link groups, contact details, the legal pages and the copyright. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <section>
          <p className={styles.brand}>Undangin</p>
          <p>Undangan digital yang cantik, cepat dan aman untuk setiap acara Anda.</p>
          <address className={styles.contact}>
            <a href="mailto:halo@undangin.id">halo@undangin.id</a>
            <a href={chatLink()} target="_blank" rel="noreferrer">
              WhatsApp 0812-3456-7890
            </a>
            <span>Jl. Jend. Sudirman No. 1, Jakarta Pusat</span>
            <span>Senin - Jumat, 09:00 - 18:00 WIB</span>
          </address>
        </section>
        {navGroups.slice(0, 4).map((group) => (
          <nav key={group.label} aria-label={group.label}>
            <h2>{group.label}</h2>
            {group.links.map((link) => (
              <Link key={link.href} to={link.href}>
                {link.label}
              </Link>
            ))}
          </nav>
        ))}
      </div>
      <div className={styles.footerBottom}>
        <p>© {new Date().getFullYear()} Undangin. Hak cipta dilindungi.</p>
        <nav aria-label="Legal">
          <Link to={getHref('privacy')}>Kebijakan Privasi</Link>
          <Link to={getHref('terms')}>Syarat &amp; Ketentuan</Link>
        </nav>
      </div>
    </footer>
  );
}
