import { deskMessages } from '@undangin/contracts';
import { Alert } from '@undangin/ui';
import { timeOf, type DeskStatus } from '../hooks/desk-status';
import styles from './checkin-desk.module.css';

/** The desk's own state: ready offline on this device, no signal, what waits to be synced and since when, and what the last syncs reported. */
export function SyncStatus({ status, offlineReady }: { status: DeskStatus; offlineReady: boolean }) {
  return (
    <section aria-label="Status sinkron" className={styles.sync}>
      {!status.online ? <Alert tone="error">{deskMessages.offline}</Alert> : null}
      <p className={styles.muted} role="status">
        <span data-testid="desk-pending">{deskMessages.pending(status.pending)}</span>
        {' · '}
        <span data-testid="desk-last-sync">
          {status.lastSync ? deskMessages.lastSync(timeOf(status.lastSync)) : deskMessages.neverSynced}
        </span>
      </p>
      {offlineReady ? (
        <p className={styles.muted} data-testid="desk-offline-ready">
          {deskMessages.installHint}
        </p>
      ) : null}
      {status.notice ? <Alert tone="error">{status.notice}</Alert> : null}
      {status.reports.length ? (
        <ul aria-label={deskMessages.reportTitle} className={styles.reports}>
          {status.reports.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
