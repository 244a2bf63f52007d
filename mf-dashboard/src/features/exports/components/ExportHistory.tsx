import {
  exportEntitlement,
  exportMessages,
  type ExportKind,
  type ExportList,
  type RequiredPlan,
} from '@undangin/contracts';
import { EmptyState } from '@undangin/ui';
import type { ExportEntitlement } from './ExportLock';
import { ExportRow } from './ExportRow';
import styles from './exports.module.css';

/** What was made for the invitation, newest first, and how long a finished file is kept. */
export function ExportHistory({
  invitationId,
  list,
  locked,
  onLocked,
}: {
  invitationId: string;
  list: ExportList;
  locked: Record<ExportEntitlement, boolean>;
  onLocked: (kind: ExportKind, plan: RequiredPlan) => void;
}) {
  return (
    <section className={styles.history} aria-labelledby="export-list-title">
      <h2 id="export-list-title">{exportMessages.listTitle}</h2>
      <p className={styles.muted}>{exportMessages.keep(list.keep_hours)}</p>
      {list.exports.length ? (
        <ul className={styles.rows} aria-labelledby="export-list-title">
          {list.exports.map((row) => (
            <ExportRow
              key={row.id}
              invitationId={invitationId}
              row={row}
              locked={locked[exportEntitlement[row.kind]]}
              onLocked={onLocked}
            />
          ))}
        </ul>
      ) : (
        <EmptyState title={exportMessages.empty} />
      )}
    </section>
  );
}
