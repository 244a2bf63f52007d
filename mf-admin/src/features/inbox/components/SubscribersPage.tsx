import { formatDateTime } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Button, Notice, Skeleton } from '@undangin/ui';
import { countText, Pager } from '../../../components/Pager';
import { SearchForm, useSearchedPages } from '../../../components/SearchForm';
import { saveText } from '../../../components/save-text';
import { useExportSubscribersMutation } from '../api/export-subscribers';
import { useListSubscribersQuery } from '../api/list-subscribers';
import styles from './inbox.module.css';

const perPage = 50;

/** Newsletter subscribers: how many, who (newest first), and the whole list as a CSV download. */
export function SubscribersPage() {
  useDocumentTitle('Pelanggan Newsletter');
  const { search, changeSearch, pages, query } = useSearchedPages(perPage);
  const { data, isLoading, isError, isFetching, refetch } = useListSubscribersQuery(query);
  const [exportCsv, exporting] = useExportSubscribersMutation();
  const download = async () => {
    const result = await exportCsv();
    if ('data' in result && result.data !== undefined)
      saveText(
        result.data,
        `pelanggan-newsletter-${new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)}.csv`,
      );
  };

  return (
    <div className={styles.page}>
      <h1>Pelanggan Newsletter</h1>
      <div className={styles.head}>
        <p className={styles.count} data-testid="subscriber-count">
          {data ? (
            <>
              <strong>{countText(data.total, data.total_capped, 'pelanggan')}</strong>
            </>
          ) : null}
        </p>
        <Button onClick={() => void download()} disabled={exporting.isLoading || !data?.total}>
          {exporting.isLoading ? 'Mengunduh...' : 'Unduh CSV'}
        </Button>
      </div>
      {exporting.isError ? <p role="alert">Gagal mengunduh CSV. Coba lagi.</p> : null}
      <SearchForm label="Cari pelanggan" placeholder="Alamat email" value={search} onChange={changeSearch} />
      {isLoading ? <Skeleton label="Memuat pelanggan..." lines={6} /> : null}
      {isError ? (
        <Notice
          role="alert"
          title="Gagal memuat pelanggan."
          action={<Button onClick={() => void refetch()}>Coba Lagi</Button>}
        />
      ) : null}
      {data && !data.items.length ? <Notice title="Belum ada pelanggan newsletter." /> : null}
      {data?.items.length ? (
        <ul className={styles.list} aria-label="Pelanggan" aria-busy={isFetching}>
          {data.items.map((subscriber) => (
            <li key={subscriber.email} className={styles.subscriber}>
              <span className={styles.email}>{subscriber.email}</span>
              <span className={styles.muted}>
                {subscriber.source} ·{' '}
                <time dateTime={subscriber.created_at}>{formatDateTime(subscriber.created_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? <Pager label="Halaman pelanggan" pages={pages} data={data} noun="pelanggan" /> : null}
    </div>
  );
}
