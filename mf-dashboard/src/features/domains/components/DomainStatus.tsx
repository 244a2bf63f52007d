import { useState } from 'react';
import {
  domainMessages,
  domainProblemText,
  domainStatusLabels,
  formatDateTime,
  type CustomDomain,
  type DomainStatus as Status,
  type RequiredPlan,
} from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Badge, Button, Card, Dialog, showToast, type BadgeTone } from '@undangin/ui';
import { useCheckDomainMutation } from '../api/check-domain';
import { useRemoveDomainMutation } from '../api/remove-domain';
import { refusedPlan } from '../hooks/use-domain-lock';
import { DomainRecords } from './DomainRecords';
import styles from './domains.module.css';

const tones: Record<Status, BadgeTone> = { pending: 'warning', verified: 'success', failed: 'danger' };
/** Jakarta time with its zone, e.g. '26 Nov 2026, 19.05 WIB'. */
const inWib = (value: string) => `${formatDateTime(value)} WIB`;

/**
 * A connected domain: its status, what the last check found wrong, the records to create, and the two actions
 * (Periksa asks DNS now; Hapus domain frees it, asked once more). A plan without `custom_domain` keeps only Hapus.
 */
export function DomainStatus({
  invitationId,
  domain,
  locked,
  onLocked,
}: {
  invitationId: string;
  domain: CustomDomain;
  locked: boolean;
  onLocked: (plan: RequiredPlan) => void;
}) {
  const [check, { isLoading: checking }] = useCheckDomainMutation();
  const [remove, { isLoading: removing }] = useRemoveDomainMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function runCheck() {
    setFailure(null);
    try {
      await check(invitationId).unwrap();
    } catch (err) {
      const plan = refusedPlan(err);
      // 429 says to wait a moment, 404 that the domain is gone: the service's words.
      if (plan) onLocked(plan);
      else setFailure(errorText(err, domainMessages.checkFailed));
    }
  }

  async function confirmRemove() {
    setFailure(null);
    try {
      await remove(invitationId).unwrap();
      showToast(domainMessages.removed, 'success');
    } catch (err) {
      setAsking(false);
      setFailure(errorText(err, domainMessages.changeFailed));
    }
  }

  return (
    <Card
      titleId="custom-domain-title"
      title={domain.domain}
      actions={
        <Badge tone={tones[domain.status]} data-testid="domain-status">
          {domainStatusLabels[domain.status]}
        </Badge>
      }
    >
      <div className={styles.stack}>
        {domain.unicode ? (
          <p>
            {domainMessages.punycode} <code>{domain.domain}</code>
          </p>
        ) : null}
        {domain.status === 'verified' && !domain.serving ? (
          <p className={styles.warning} role="note">
            {domainMessages.notServing}
          </p>
        ) : null}
        {domain.status === 'verified' && domain.serving ? (
          <p data-testid="domain-verified">
            {domainMessages.verifiedNote}{' '}
            <a href={domain.url} target="_blank" rel="noreferrer">
              {domain.url}
            </a>
          </p>
        ) : null}
        {domain.failing_since && domain.release_at ? (
          <p className={styles.warning} role="note">
            {domainMessages.grace(inWib(domain.failing_since), inWib(domain.release_at))}
          </p>
        ) : null}
        {domain.problems.length ? (
          <div className={styles.problems}>
            <h3 id="custom-domain-problems">{domainMessages.problemsTitle}</h3>
            <ul aria-labelledby="custom-domain-problems" data-testid="domain-problems">
              {domain.problems.map((problem) => (
                <li key={problem}>{domainProblemText(problem, domain.domain)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {domain.checked_at ? (
          <p className={styles.muted}>{domainMessages.checkedAt(inWib(domain.checked_at))}</p>
        ) : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}

        <h3 id="custom-domain-records">{domainMessages.recordsTitle}</h3>
        <p>{domainMessages.records}</p>
        {domain.apex ? <p className={styles.muted}>{domainMessages.apexHint}</p> : null}
        <DomainRecords labelledBy="custom-domain-records" records={domain.records} />

        <div className={styles.actions}>
          {locked ? null : (
            <Button loading={checking} onClick={() => void runCheck()}>
              {checking ? domainMessages.checking : domainMessages.check}
            </Button>
          )}
          <Button variant="danger" onClick={() => setAsking(true)}>
            {domainMessages.remove}
          </Button>
        </div>
      </div>
      {asking ? (
        <Dialog
          title={domainMessages.removeTitle}
          onClose={() => setAsking(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                {domainMessages.cancel}
              </Button>
              <Button variant="danger" loading={removing} onClick={() => void confirmRemove()}>
                {domainMessages.remove}
              </Button>
            </>
          }
        >
          <p>{domainMessages.removeText(domain.domain)}</p>
        </Dialog>
      ) : null}
    </Card>
  );
}
