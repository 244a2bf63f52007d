import {
  exportMessages,
  formatBytes,
  formatDateTime,
  renderExportAdminMessages as text,
  type AdminRenderExport,
  type ExportStatus,
} from '@undangin/contracts';
import { Badge, type BadgeTone } from '@undangin/ui';
import type { ReactNode } from 'react';
import list from '../../../components/admin-list.module.css';
import { formatDuration } from './render-duration';
import styles from './render-exports.module.css';

const number = new Intl.NumberFormat('id-ID');
const tones: Record<ExportStatus, BadgeTone> = {
  queued: 'neutral',
  running: 'primary',
  done: 'success',
  failed: 'danger',
};

const columns: Array<{ header: string; cell: (row: AdminRenderExport) => ReactNode; className?: string }> = [
  {
    header: 'Jenis',
    cell: (row) => (
      <>
        {exportMessages.kinds[row.kind]}
        {row.per_guest ? <span className={list.muted}> · {text.perGuest}</span> : null}
      </>
    ),
  },
  { header: 'Undangan', cell: (row) => row.invitation_slug ?? 'Dihapus', className: styles.wrap },
  { header: 'Pemilik', cell: (row) => row.owner_email ?? 'Dihapus', className: styles.wrap },
  { header: 'Status', cell: (row) => <Badge tone={tones[row.status]}>{text.statuses[row.status]}</Badge> },
  { header: 'Percobaan', cell: (row) => number.format(row.attempts), className: styles.figure },
  { header: 'Progres', cell: (row) => `${row.progress}%`, className: styles.figure },
  { header: 'Durasi', cell: (row) => formatDuration(row.duration_seconds), className: styles.figure },
  {
    header: 'Ukuran',
    cell: (row) => (row.size_bytes === null ? '-' : formatBytes(row.size_bytes)),
    className: styles.figure,
  },
  {
    header: 'Dibuat',
    cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>,
    className: styles.nowrap,
  },
  {
    header: 'Alasan',
    cell: (row) =>
      row.error ? (
        <span className={styles.reason}>
          {row.error_text ?? row.error}
          <code className={list.muted}>{row.error}</code>
        </span>
      ) : (
        text.noReason
      ),
  },
];

/** The exports as a table whose rows become cards on a phone, newest first. */
export function RenderExportTable({ rows, busy }: { rows: AdminRenderExport[]; busy: boolean }) {
  return (
    <div className={list.tableWrap} role="region" aria-label={text.tableLabel} tabIndex={0}>
      <table className={list.table} aria-label={text.tableLabel} aria-busy={busy}>
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
          {rows.map((row) => (
            <tr key={row.id} data-export={row.id} data-status={row.status} data-kind={row.kind}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
