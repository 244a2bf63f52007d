import { useState } from 'react';
import {
  exportKinds,
  exportMessages,
  exportStatuses,
  renderExportAdminMessages as text,
  type ExportKind,
  type ExportStatus,
} from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Button, Card, LoadFailed, Notice, SelectField, Skeleton } from '@undangin/ui';
import list from '../../../components/admin-list.module.css';
import { useListRenderExportsInfiniteQuery, type RenderExportFilter } from '../api/list-render-exports';
import { RenderExportFigures } from './RenderExportFigures';
import { RenderExportTable } from './RenderExportTable';
import styles from './render-exports.module.css';

const statusOptions = [
  { value: '', label: text.allStatuses },
  ...exportStatuses.map((status) => ({ value: status, label: text.statuses[status] })),
];
const kindOptions = [
  { value: '', label: text.allKinds },
  ...exportKinds.map((kind) => ({ value: kind, label: exportMessages.kinds[kind] })),
];

/**
 * /admin/render-exports: the render worker's PDFs and videos of every host, newest first, filtered by status and kind,
 * 50 at a time with 'Muat lebih banyak'; above them the last 24 hours (by status, and how long each kind takes).
 */
export function RenderExportsPage() {
  useDocumentTitle(text.title);
  const [status, setStatus] = useState<ExportStatus | ''>('');
  const [kind, setKind] = useState<ExportKind | ''>('');
  const filter: RenderExportFilter = { ...(status ? { status } : {}), ...(kind ? { kind } : {}) };
  // A status screen: opening it (or changing a filter) reads the table afresh.
  const {
    data,
    isLoading,
    isError,
    isFetching,
    refetch,
    fetchNextPage,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useListRenderExportsInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const rows = data?.pages.flatMap((page) => page.items) ?? [];
  const figures = data?.pages[0]?.figures ?? null;

  return (
    <div className={list.page}>
      <h1>{text.title}</h1>
      <p className={list.lead}>{text.lead}</p>
      {figures ? (
        <Card
          titleId="render-exports-figures"
          title={text.figuresTitle}
          actions={
            <Button variant="secondary" loading={isFetching && !isFetchingNextPage} onClick={() => void refetch()}>
              {text.refresh}
            </Button>
          }
        >
          <RenderExportFigures figures={figures} />
        </Card>
      ) : null}
      <div className={list.filters} role="group" aria-label={text.filters}>
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ExportStatus | '')}
          options={statusOptions}
        />
        <SelectField
          label="Jenis"
          value={kind}
          onChange={(event) => setKind(event.target.value as ExportKind | '')}
          options={kindOptions}
        />
      </div>
      {isLoading ? <Skeleton label={text.loading} lines={6} /> : null}
      {data && !rows.length ? <Notice title={text.empty} /> : null}
      {rows.length ? <RenderExportTable rows={rows} busy={isFetching} /> : null}
      {isError ? (
        <LoadFailed
          text={text.loadFailed}
          onRetry={() => void (isFetchNextPageError ? fetchNextPage() : refetch())}
          retrying={isFetching}
        />
      ) : null}
      {hasNextPage && !isError ? (
        <div className={styles.more}>
          <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? text.loadingMore : text.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
