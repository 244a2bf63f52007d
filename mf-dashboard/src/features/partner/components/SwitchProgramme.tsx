import { useState, type FormEvent } from 'react';
import { formatRate, type PartnerProgramme, type PartnerProgrammeId, type RequiredPlan } from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, Card, SelectField, showToast } from '@undangin/ui';
import { useJoinPartnerMutation } from '../api/join-partner';
import { refusedPlan } from '../hooks/use-programme-param';
import { partnerText } from './partner-text';
import { ProgrammeLock } from './ProgrammeLock';
import styles from './partner.module.css';

/**
 * A partner moves to another programme (an affiliate who bought the Reseller plan): same code and link, the new
 * programme's rate for new commissions. A programme the plan does not open answers with its lock.
 */
export function SwitchProgramme({
  others,
  wanted,
}: {
  others: readonly PartnerProgramme[];
  wanted: PartnerProgrammeId | null;
}) {
  const [join, { isLoading }] = useJoinPartnerMutation();
  const [chosen, setChosen] = useState<string>(others.find((p) => p.id === wanted)?.id ?? others[0]?.id ?? '');
  const [refusal, setRefusal] = useState<{ name: string; plan: RequiredPlan; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const programme = others.find((p) => p.id === chosen);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!programme) return;
    setFailure(null);
    setRefusal(null);
    try {
      await join(programme.id).unwrap();
      showToast(partnerText.switched(programme.name), 'success');
    } catch (err) {
      const text = errorText(err, partnerText.failed);
      const plan = refusedPlan(err);
      if (plan) setRefusal({ name: programme.name, plan, text });
      else setFailure(text);
    }
  }

  return (
    <Card title={partnerText.switchTitle} titleId="partner-switch-title">
      <form className={styles.switch} onSubmit={(event) => void submit(event)} aria-labelledby="partner-switch-title">
        <SelectField
          label={partnerText.switchLabel}
          className={styles.switchField}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            setRefusal(null);
          }}
          hint={partnerText.switchHint}
          options={others.map((p) => ({
            value: p.id,
            label: `${p.name} (${partnerText.rate(formatRate(p.rate_bp))})`,
          }))}
        />
        <div>
          <Button type="submit" variant="secondary" loading={isLoading} disabled={!programme}>
            {partnerText.switchButton}
          </Button>
        </div>
      </form>
      {refusal ? <ProgrammeLock title={refusal.name} plan={refusal.plan} text={refusal.text} /> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </Card>
  );
}
