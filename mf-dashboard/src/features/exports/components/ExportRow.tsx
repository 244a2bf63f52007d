import { useState } from 'react';
import {
  exportMessages,
  formatBytes,
  formatDateTime,
  type ExportKind,
  type ExportView,
  type RequiredPlan,
} from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Badge, Button, ProgressBar } from '@undangin/ui';
import { Download, RotateCcw } from 'lucide-react';
import { useLazyGetExportLinkQuery } from '../api/get-export-link';
import { useRetryExportMutation } from '../api/retry-export';
import { refusedPlan } from '../hooks/use-exports';
import styles from './exports.module.css';

/** Jakarta time with its zone, e.g. '26 Nov 2026, 19.05 WIB'. */
const inWib = (value: string) => `${formatDateTime(value)} WIB`;

/**
 * One export: waiting or running with its progress, done with its download (the address is asked on the tap, it lasts
 * minutes), deleted after the days it is kept, or failed with why and 'Coba lagi' (not when the plan lacks it now).
 */
export function ExportRow({
  invitationId,
  row,
  locked,
  onLocked,
}: {
  invitationId: string;
  row: ExportView;
  locked: boolean;
  onLocked: (kind: ExportKind, plan: RequiredPlan) => void;
}) {
  const [getLink, link] = useLazyGetExportLinkQuery();
  const [retry, retrying] = useRetryExportMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = row.status === 'queued' || row.status === 'running';
  const downloadText = row.kind === 'video' ? exportMessages.downloadVideo : exportMessages.downloadPdf;

  async function download() {
    setFailure(null);
    const answer = await getLink({ invitationId, exportId: row.id });
    if (answer.data) window.location.assign(answer.data.url);
    else setFailure(errorText(answer.error, exportMessages.downloadFailed));
  }

  async function again() {
    setFailure(null);
    try {
      await retry({ invitationId, exportId: row.id }).unwrap();
    } catch (err) {
      const plan = refusedPlan(err);
      if (plan) onLocked(row.kind, plan);
      else setFailure(errorText(err, exportMessages.retryFailed));
    }
  }

  const details = [
    row.file_name,
    row.status === 'done' && row.size_bytes !== null ? formatBytes(row.size_bytes) : null,
    exportMessages.madeAt(inWib(row.created_at)),
  ].filter(Boolean);

  return (
    <li className={styles.row} data-testid="export-row" data-status={row.status}>
      <div className={styles.rowHead}>
        <p className={styles.rowTitle}>
          {exportMessages.kinds[row.kind]}
          {row.per_guest ? ` · ${exportMessages.perGuestShort}` : null}
        </p>
        {row.status === 'done' ? (
          <Badge tone={row.expires_at ? 'success' : 'neutral'}>
            {row.expires_at ? exportMessages.ready : exportMessages.removed}
          </Badge>
        ) : row.status === 'failed' ? (
          <Badge tone="danger">{exportMessages.failed}</Badge>
        ) : null}
      </div>
      <p className={styles.muted}>{details.join(' · ')}</p>

      {busy ? (
        <ProgressBar
          label={row.status === 'queued' ? exportMessages.queued : exportMessages.running}
          value={row.progress}
        />
      ) : null}

      {row.status === 'done' && row.expires_at ? (
        <div className={styles.rowActions}>
          <Button
            variant="secondary"
            loading={link.isFetching}
            aria-label={`${downloadText} ${row.file_name}`}
            onClick={() => void download()}
          >
            <Download size={20} aria-hidden="true" />
            {downloadText}
          </Button>
          <p className={styles.muted}>{exportMessages.availableUntil(inWib(row.expires_at))}</p>
        </div>
      ) : null}
      {row.status === 'done' && !row.expires_at ? <p className={styles.muted}>{exportMessages.expired}</p> : null}

      {row.status === 'failed' ? (
        <>
          <p className={styles.reason}>{row.error ?? exportMessages.failed}</p>
          {locked ? null : (
            <div className={styles.rowActions}>
              <Button
                variant="secondary"
                loading={retrying.isLoading}
                aria-label={`${exportMessages.retry} ${exportMessages.kinds[row.kind]}`}
                onClick={() => void again()}
              >
                <RotateCcw size={20} aria-hidden="true" />
                {exportMessages.retry}
              </Button>
            </div>
          )}
        </>
      ) : null}

      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </li>
  );
}
