import { Link } from 'react-router';
import { getHref } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform';
import { useGetMeQuery } from '../api/get-me';
import styles from './dashboard-page.module.css';

const sidebar = [
  { href: getHref('dashboard'), label: 'Dashboard' },
  { href: getHref('cardList'), label: 'Undangan Saya' },
  { href: getHref('createCard'), label: 'Buat Undangan' },
  { href: getHref('guestsPick'), label: 'Tamu' },
  { href: getHref('analytics'), label: 'Analitik' },
  { href: getHref('media'), label: 'Media' },
  { href: getHref('subscription'), label: 'Langganan Saya' },
  { href: getHref('account'), label: 'Akun' },
];

/** A signed-in page of the dashboard; its content arrives with the builder and guests issues. */
export function DashboardPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { data: me } = useGetMeQuery();
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label="Menu dashboard">
        {sidebar.map((item) => (
          <Link key={item.href} to={item.href}>
            {item.label}
          </Link>
        ))}
      </nav>
      <main className={styles.main}>
        <h1>{title}</h1>
        <p data-testid="signed-in-as">{me ? `Masuk sebagai ${me.email ?? me.id}` : '\u00a0'}</p>
      </main>
    </div>
  );
}
