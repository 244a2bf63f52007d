import { useState } from 'react';
import {
  formatRate,
  partnerMessages,
  type PartnerProgramme,
  type PartnerProgrammeId,
  type RequiredPlan,
} from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Badge, Button, Card, showToast } from '@undangin/ui';
import { useJoinPartnerMutation } from '../api/join-partner';
import { refusedPlan } from '../hooks/use-programme-param';
import { partnerText } from './partner-text';
import { ProgrammeLock } from './ProgrammeLock';
import styles from './partner.module.css';

type Refusal = { id: PartnerProgrammeId; plan: RequiredPlan; text: string };

/**
 * Before joining: one card per programme with its rate and 'Gabung'; the one a public page asked for (?program=)
 * comes first and is marked. A programme the plan does not open answers with its lock, in its own card.
 */
export function ProgrammeChoice({
  programmes,
  wanted,
}: {
  programmes: readonly PartnerProgramme[];
  wanted: PartnerProgrammeId | null;
}) {
  const [join] = useJoinPartnerMutation();
  const [joining, setJoining] = useState<PartnerProgrammeId | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ordered = [...programmes.filter((p) => p.id === wanted), ...programmes.filter((p) => p.id !== wanted)];

  async function start(programme: PartnerProgramme) {
    setFailure(null);
    setRefusal(null);
    setJoining(programme.id);
    try {
      await join(programme.id).unwrap();
      showToast(partnerMessages.joined, 'success');
    } catch (err) {
      const text = errorText(err, partnerText.failed);
      const plan = refusedPlan(err);
      if (plan) setRefusal({ id: programme.id, plan, text });
      else setFailure(text);
    } finally {
      setJoining(null);
    }
  }

  return (
    <>
      <div className={styles.programmes}>
        {ordered.map((programme) => (
          <Card
            key={programme.id}
            as="article"
            className={[styles.programme, programme.id === wanted ? styles.chosen : ''].filter(Boolean).join(' ')}
            title={programme.name}
            titleId={`programme-${programme.id}-title`}
            actions={programme.id === wanted ? <Badge tone="primary">{partnerText.chosen}</Badge> : null}
            data-testid={`programme-${programme.id}`}
          >
            <p className={styles.rate}>{partnerText.rate(formatRate(programme.rate_bp))}</p>
            <p className={styles.muted}>{partnerText.hints[programme.id]}</p>
            {refusal?.id === programme.id ? (
              <ProgrammeLock title={programme.name} plan={refusal.plan} text={refusal.text} />
            ) : null}
            <div className={styles.cardAction}>
              <Button
                variant={programme.id === (wanted ?? 'affiliate') ? 'primary' : 'secondary'}
                loading={joining === programme.id}
                disabled={joining !== null}
                aria-label={`${partnerText.join} ${programme.name}`}
                onClick={() => void start(programme)}
              >
                {partnerText.join}
              </Button>
            </div>
          </Card>
        ))}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </>
  );
}
