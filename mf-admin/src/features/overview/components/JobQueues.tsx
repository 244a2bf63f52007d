import { useState } from 'react';
import { formatDateTime, jobAdminMessages as text, type FailedJob, type JobQueueFigures } from '@undangin/contracts';
import { Alert, Badge, Button, Card, LoadFailed, Skeleton, useNotice } from '@undangin/ui';
import { useDropJobMutation } from '../api/drop-job';
import { useListJobsQuery } from '../api/list-jobs';
import { useRetryJobMutation } from '../api/retry-job';
import list from '../../../components/admin-list.module.css';
import { refusalText } from '../../../components/refusal-text';
import { formatWait } from './job-age';
import styles from './jobs.module.css';

const number = new Intl.NumberFormat('id-ID');
const columns: Array<{ header: string; cell: (queue: JobQueueFigures) => string }> = [
  { header: 'Menunggu', cell: (queue) => number.format(queue.waiting) },
  { header: 'Dicoba ulang', cell: (queue) => number.format(queue.retrying) },
  { header: 'Berjalan', cell: (queue) => number.format(queue.active) },
  { header: 'Gagal', cell: (queue) => number.format(queue.failed) },
  { header: 'Selesai 24 jam', cell: (queue) => number.format(queue.completed_24h) },
  { header: 'Tertua menunggu', cell: (queue) => formatWait(queue.oldest_waiting_seconds) },
];

/** Every queue's jobs by state: a table whose rows become cards on a phone. */
function QueueTable({ queues }: { queues: JobQueueFigures[] }) {
  return (
    <div className={list.tableWrap}>
      <table className={list.table} aria-label="Jumlah pekerjaan per antrean">
        <thead>
          <tr>
            <th scope="col">Antrean</th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr key={queue.queue} data-queue={queue.queue}>
              <th scope="row" className={styles.queueName}>
                {queue.label}
              </th>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={styles.figure}>
                  {column.cell(queue)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The latest failed jobs with their reason; each can be tried again or, after a confirmation, deleted. */
function FailedJobs({ jobs }: { jobs: FailedJob[] }) {
  const [retry] = useRetryJobMutation();
  const [drop] = useDropJobMutation();
  const [busy, setBusy] = useState<{ id: string; action: 'retry' | 'drop' } | null>(null);
  const [notice, setNotice] = useNotice();

  async function run(job: FailedJob, action: 'retry' | 'drop') {
    if (action === 'drop' && !window.confirm(text.confirmDrop(job.label))) return;
    setBusy({ id: job.id, action });
    try {
      await (action === 'retry' ? retry : drop)({ queue: job.queue, id: job.id }).unwrap();
      setNotice({ tone: 'success', text: action === 'retry' ? text.retried : text.dropped });
    } catch (error) {
      setNotice({ tone: 'error', text: refusalText(error, text.actionFailed) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="admin-jobs-failed" className={styles.failed}>
      <h3 id="admin-jobs-failed">Pekerjaan gagal</h3>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {jobs.length ? (
        <ul className={styles.failedList}>
          {jobs.map((job) => (
            <li key={job.id} data-job={job.id}>
              <div className={styles.failedHead}>
                <strong>{job.label}</strong> <Badge tone="danger">Gagal</Badge>
              </div>
              <p className={styles.reason}>
                <span className={styles.muted}>Alasan: </span>
                {job.reason ?? 'Tidak ada keterangan.'}
              </p>
              <p className={styles.muted}>
                Dicoba {number.format(job.retry_count + 1)} kali · dibuat{' '}
                <time dateTime={job.created_at}>{formatDateTime(job.created_at)}</time>
                {job.failed_at ? (
                  <>
                    {' '}
                    · gagal <time dateTime={job.failed_at}>{formatDateTime(job.failed_at)}</time>
                  </>
                ) : null}
              </p>
              {job.summary ? <code className={styles.summary}>{job.summary}</code> : null}
              <div className={list.actions}>
                <Button
                  variant="secondary"
                  disabled={busy !== null}
                  loading={busy?.id === job.id && busy.action === 'retry'}
                  aria-label={`Coba Lagi pekerjaan ${job.label} ${job.id.slice(0, 8)}`}
                  onClick={() => void run(job, 'retry')}
                >
                  Coba Lagi
                </Button>
                <Button
                  variant="secondary"
                  className={styles.danger}
                  disabled={busy !== null}
                  loading={busy?.id === job.id && busy.action === 'drop'}
                  aria-label={`Hapus pekerjaan ${job.label} ${job.id.slice(0, 8)}`}
                  onClick={() => void run(job, 'drop')}
                >
                  Hapus
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{text.noFailures}</p>
      )}
    </section>
  );
}

/** The Status page's job queue: how much waits, runs and fails in each queue, and the failures to act on. */
export function JobQueues() {
  const { data, isLoading, isError, isFetching, refetch } = useListJobsQuery();
  return (
    <Card
      titleId="admin-jobs"
      title="Antrean Pekerjaan"
      actions={
        data ? (
          <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
            Perbarui
          </Button>
        ) : null
      }
    >
      {isLoading ? <Skeleton label={text.loading} lines={4} /> : null}
      {isError && !data ? (
        <LoadFailed text={text.loadFailed} retrying={isFetching} onRetry={() => void refetch()} />
      ) : null}
      {data ? (
        <div className={styles.body}>
          <QueueTable queues={data.queues} />
          <FailedJobs jobs={data.failed} />
        </div>
      ) : null}
    </Card>
  );
}
