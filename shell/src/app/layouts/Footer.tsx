import { Link } from '@undangin/router';
import { chatLink, formatWhatsapp, chromePaths } from '@undangin/contracts';
import { useGetSiteQuery } from './get-site';
import { navGroups } from './nav-groups';
import styles from './site-layout.module.css';

/** The public footer: the link groups, the contact details an admin edits (from /site), the legal pages and the copyright. */
export function Footer() {
  const { data: site } = useGetSiteQuery();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <section>
          <p className={styles.brand}>Undangin</p>
          {site ? (
            <>
              <p>{site.tagline}</p>
              <address className={styles.contact}>
                <a href={`mailto:${site.email}`}>{site.email}</a>
                <a href={chatLink(undefined, site.whatsapp)} target="_blank" rel="noreferrer">
                  WhatsApp {formatWhatsapp(site.whatsapp)}
                </a>
                <span>{site.address}</span>
                <span>{site.officeHours}</span>
              </address>
            </>
          ) : null}
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
          <Link to={chromePaths.privacy}>Kebijakan Privasi</Link>
          <Link to={chromePaths.terms}>Syarat &amp; Ketentuan</Link>
        </nav>
      </div>
    </footer>
  );
}
