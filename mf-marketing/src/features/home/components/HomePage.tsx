import { Link } from 'react-router';
import { getHref } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform';
import { buttonClass } from '@undangin/ui';
import { useGetSiteQuery } from '../api/get-site';
import styles from './home.module.css';

export function HomePage() {
  useDocumentTitle('Undangan Digital Pernikahan & Acara', 'Buat undangan digital, kirim lewat WhatsApp, kelola RSVP dan buku tamu.');
  const { data: site } = useGetSiteQuery();
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>Undangan Digital untuk Momen Spesial Anda</h1>
      <p className={styles.lead} data-testid="site-tagline">
        {site?.tagline ?? '\u00a0'}
      </p>
      <div className={styles.actions}>
        <Link to={getHref('register')} className={buttonClass()}>
          Mulai Gratis
        </Link>
        <Link to={getHref('themes')} className={buttonClass('secondary')}>
          Lihat Tema
        </Link>
      </div>
    </section>
  );
}
