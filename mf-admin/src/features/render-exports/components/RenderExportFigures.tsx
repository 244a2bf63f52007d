import {
  exportMessages,
  exportStatuses,
  renderExportAdminMessages as text,
  type RenderExportFigures as Figures,
} from '@undangin/contracts';
import { StatCard, StatGrid } from '@undangin/ui';
import list from '../../../components/admin-list.module.css';
import { formatDuration } from './render-duration';
import styles from './render-exports.module.css';

const number = new Intl.NumberFormat('id-ID');
const noneYet = (seconds: number | null) => (seconds === null ? text.noDuration : formatDuration(seconds));

/** The last 24 hours: exports by status, and how long each kind took to make (median and 95th percentile). */
export function RenderExportFigures({ figures }: { figures: Figures }) {
  return (
    <div className={styles.figures}>
      <StatGrid label={text.figuresByStatus}>
        {exportStatuses.map((status) => (
          <StatCard
            key={status}
            label={text.statuses[status]}
            value={number.format(figures.by_status[status])}
            hint={text.figuresHint}
            testId={`render-exports-${status}`}
          />
        ))}
      </StatGrid>
      <div className={list.tableWrap} role="region" aria-label={text.durationsLabel} tabIndex={0}>
        <table className={list.table} aria-label={text.durationsLabel}>
          <thead>
            <tr>
              <th scope="col">Jenis</th>
              <th scope="col">{text.doneCount}</th>
              <th scope="col">{text.median}</th>
              <th scope="col">{text.p95}</th>
            </tr>
          </thead>
          <tbody>
            {figures.durations.map((row) => (
              <tr key={row.kind} data-kind={row.kind}>
                <th scope="row" className={styles.rowName}>
                  {exportMessages.kinds[row.kind]}
                </th>
                <td data-label={text.doneCount} className={styles.figure}>
                  {number.format(row.done)}
                </td>
                <td data-label={text.median} className={styles.figure}>
                  {noneYet(row.median_seconds)}
                </td>
                <td data-label={text.p95} className={styles.figure}>
                  {noneYet(row.p95_seconds)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
