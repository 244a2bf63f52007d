import { Link } from '@undangin/router';
import { coverTitle, getHref } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { buttonClass, Card, Skeleton } from '@undangin/ui';
import { LoadFailed, PageHero, Section } from '../../../components/Blocks';
import { useStartHref } from '../../../hooks/use-start-href';
import { useGetPortfolioQuery } from '../api/get-portfolio';
import styles from './portfolio.module.css';

const monthOf = (yearMonth: string) =>
  new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${yearMonth}-01T00:00:00Z`),
  );

/**
 * /portfolio: real invitations made on Undangin whose hosts chose to show them, each opening its own public page; an
 * honest empty page while nobody has.
 */
export function PortfolioPage() {
  useDocumentTitle(
    'Portofolio',
    'Portofolio Undangin: undangan digital asli buatan pengguna yang pemiliknya izinkan tampil.',
  );
  const { data: items = [], isLoading, isError, refetch } = useGetPortfolioQuery();
  const start = useStartHref();
  return (
    <>
      <PageHero
        eyebrow="Perusahaan"
        title="Portofolio"
        lead="Undangan asli buatan pengguna Undangin, ditampilkan atas izin pemiliknya."
      />
      <Section>
        {isLoading ? (
          <Skeleton label="Memuat portofolio..." lines={4} />
        ) : isError ? (
          <LoadFailed what="Portofolio" onRetry={() => void refetch()} />
        ) : items.length ? (
          <ul className={styles.grid} aria-label="Undangan di portofolio">
            {items.map((item) => (
              <li key={item.slug}>
                <Card as="article" className={styles.item}>
                  <p className={styles.kind}>{coverTitle(item.category)}</p>
                  <h3>{item.couple_name}</h3>
                  <p className={styles.meta}>
                    {monthOf(item.event_month)} · Tema {item.theme_name}
                  </p>
                  <a className={buttonClass('secondary')} href={`/${item.slug}`}>
                    Lihat Undangan
                  </a>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty} data-testid="portfolio-empty">
            <h2>Belum ada undangan yang ditampilkan</h2>
            <p>
              Portofolio ini hanya berisi undangan asli yang pemiliknya izinkan tampil. Sampai ada yang mengizinkan,
              lihat contoh setiap tema di katalog.
            </p>
            <p>
              <Link to={getHref('themes')} className={buttonClass()}>
                Lihat Tema
              </Link>{' '}
              <Link to={start} className={buttonClass('secondary')}>
                Buat Undangan
              </Link>
            </p>
          </div>
        )}
      </Section>
    </>
  );
}
