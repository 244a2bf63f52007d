import { useState } from 'react';
import { keysetCountCap } from '@undangin/contracts';
import { Button } from '@undangin/ui';
import styles from './admin-list.module.css';

const number = new Intl.NumberFormat('id-ID');

/**
 * Where the admin is in a list read a page at a time from a cursor (the server's `next_cursor`): the cursors of the
 * pages before are kept, so 'Sebelumnya' goes back without offsets. A new search or filter starts again (`reset`).
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    cursor: cursors.at(-1),
    page: cursors.length + 1,
    next: (cursor: string) => setCursors((before) => [...before, cursor]),
    previous: () => setCursors((before) => before.slice(0, -1)),
    reset: () => setCursors([]),
  };
}
export type CursorPages = ReturnType<typeof useCursorPages>;

/** How many a list holds, as the server counted them (up to its cap: past it, 'lebih dari 1.000'). */
export function countText(total: number, capped: boolean, noun: string): string {
  return capped ? `lebih dari ${number.format(keysetCountCap)} ${noun}` : `${number.format(total)} ${noun}`;
}

/** Previous / next over a list read by cursor, with the page and how many match. */
export function Pager({
  label,
  pages,
  data,
  noun = 'hasil',
}: {
  label: string;
  pages: CursorPages;
  data: { next_cursor: string | null; total: number; total_capped: boolean };
  noun?: string;
}) {
  if (pages.page === 1 && !data.next_cursor) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" disabled={pages.page <= 1} onClick={pages.previous}>
        Sebelumnya
      </Button>
      <span>
        Halaman {pages.page} · {countText(data.total, data.total_capped, noun)}
      </span>
      <Button
        variant="secondary"
        disabled={!data.next_cursor}
        onClick={() => data.next_cursor && pages.next(data.next_cursor)}
      >
        Berikutnya
      </Button>
    </nav>
  );
}
