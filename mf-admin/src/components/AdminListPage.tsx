import type { ReactNode } from 'react';
import { Alert, Button, Notice, Skeleton } from '@undangin/ui';
import { Pager, type CursorPages } from './Pager';
import { SearchForm } from './SearchForm';
import styles from './admin-list.module.css';

/** One column of an admin list: its header, which is also the cell's label when the row is a card on a phone. */
export interface ListColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  className?: string;
}

export interface AdminListPageProps<T extends { id: string }> {
  title: string;
  lead: ReactNode;
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  /** Selects under the search box, grouped under their accessible name. */
  filters?: { label: string; fields: ReactNode };
  /** What the last row action did. */
  outcome: { tone: 'success' | 'error'; text: string } | null;
  texts: { loading: string; loadFailed: string; empty: string; pager: string; noun: string };
  list: {
    data?: { items: readonly T[]; next_cursor: string | null; total: number; total_capped: boolean };
    isLoading: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  columns: readonly ListColumn<T>[];
  /** The row's data-* attributes (what tests and scripts find it by). */
  rowData: (item: T) => Record<`data-${string}`, string>;
  pages: CursorPages;
}

/**
 * A searched, filtered, paged admin list: search, filters, the last action's outcome, the loading, failed and empty
 * states, a table whose rows become cards on a phone, and the pager.
 */
export function AdminListPage<T extends { id: string }>({
  title,
  lead,
  search,
  filters,
  outcome,
  texts,
  list: { data, isLoading, isError, isFetching, refetch },
  columns,
  rowData,
  pages,
}: AdminListPageProps<T>) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <SearchForm {...search} />
      {filters ? (
        <div className={styles.filters} role="group" aria-label={filters.label}>
          {filters.fields}
        </div>
      ) : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {isLoading ? <Skeleton label={texts.loading} lines={6} /> : null}
      {isError ? (
        <Notice
          role="alert"
          title={texts.loadFailed}
          action={<Button onClick={() => void refetch()}>Coba Lagi</Button>}
        />
      ) : null}
      {data && !data.items.length ? <Notice title={texts.empty} /> : null}
      {data?.items.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={isFetching}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id} {...rowData(item)}>
                  {columns.map((column) => (
                    <td key={column.header} data-label={column.header} className={column.className}>
                      {column.cell(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? <Pager label={texts.pager} pages={pages} data={data} noun={texts.noun} /> : null}
    </div>
  );
}
