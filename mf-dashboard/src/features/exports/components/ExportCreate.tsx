import { useState } from 'react';
import {
  exportEntitlement,
  exportKinds,
  exportMessages,
  type ExportKind,
  type ExportList,
  type RequiredPlan,
} from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, Card, CheckboxField, showToast } from '@undangin/ui';
import { useCreateExportMutation } from '../api/create-export';
import { refusedPlan } from '../hooks/use-exports';
import { ExportLock, type ExportEntitlement } from './ExportLock';
import styles from './exports.module.css';

const entitlements: readonly ExportEntitlement[] = ['export_pdf', 'export_video'];

/**
 * The three things a host can make, each with its 'Buat', and today's allowance of each entitlement. A plan without
 * an entitlement sees its lock in place of its cards. Refusals (the day's allowance, no guests yet) are the service's
 * words; a plan refusal turns into the lock.
 */
export function ExportCreate({
  invitationId,
  allowance,
  locked,
  refused,
  onLocked,
}: {
  invitationId: string;
  allowance: ExportList['allowance'];
  locked: Record<ExportEntitlement, boolean>;
  refused: Partial<Record<ExportEntitlement, RequiredPlan>>;
  onLocked: (kind: ExportKind, plan: RequiredPlan) => void;
}) {
  const [perGuest, setPerGuest] = useState(false);
  const [starting, setStarting] = useState<ExportKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [create] = useCreateExportMutation();

  async function start(kind: ExportKind) {
    setFailure(null);
    setStarting(kind);
    try {
      await create({
        invitationId,
        body: kind === 'invitation_pdf' ? { kind, per_guest: perGuest } : { kind },
      }).unwrap();
      showToast(exportMessages.started, 'success');
    } catch (err) {
      const plan = refusedPlan(err);
      if (plan) onLocked(kind, plan);
      else setFailure(errorText(err, exportMessages.startFailed));
    } finally {
      setStarting(null);
    }
  }

  const open = entitlements.filter((entitlement) => !locked[entitlement]);
  return (
    <>
      {entitlements
        .filter((entitlement) => locked[entitlement])
        .map((entitlement) => (
          <ExportLock
            key={entitlement}
            entitlement={entitlement}
            plan={refused[entitlement] ?? allowance[entitlement].locked}
          />
        ))}
      {open.length ? (
        <ul className={styles.allowance} data-testid="export-allowance">
          {open.map((entitlement) => (
            <li key={entitlement}>
              {exportMessages.allowanceOf[entitlement]}:{' '}
              <strong>{exportMessages.used(allowance[entitlement].used, allowance[entitlement].limit)}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      {open.length ? (
        <div className={styles.kinds}>
          {exportKinds
            .filter((kind) => !locked[exportEntitlement[kind]])
            .map((kind) => (
              <Card
                key={kind}
                as="article"
                className={styles.kind}
                title={exportMessages.kinds[kind]}
                titleId={`export-${kind}-title`}
                data-testid={`export-kind-${kind}`}
              >
                <p className={styles.hint}>{exportMessages.kindHints[kind]}</p>
                {kind === 'invitation_pdf' ? (
                  <CheckboxField
                    label={exportMessages.perGuest}
                    checked={perGuest}
                    onChange={(event) => setPerGuest(event.target.checked)}
                  />
                ) : null}
                <div className={styles.kindAction}>
                  <Button
                    loading={starting === kind}
                    disabled={starting !== null}
                    aria-label={`${exportMessages.start} ${exportMessages.kinds[kind]}`}
                    onClick={() => void start(kind)}
                  >
                    {exportMessages.start}
                  </Button>
                </div>
              </Card>
            ))}
        </div>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </>
  );
}
