import { Button } from '@undangin/ui';
import styles from './admin-list.module.css';

/** Previous / next over a paged list, with where the reader is. */
export function Pager({
  label,
  page,
  total,
  perPage,
  onPage,
}: {
  label: string;
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total <= perPage) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Sebelumnya
      </Button>
      <span>
        Halaman {page} dari {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Berikutnya
      </Button>
    </nav>
  );
}
