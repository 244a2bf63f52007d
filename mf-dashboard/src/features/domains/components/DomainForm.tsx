import { useState, type FormEvent } from 'react';
import { domainMessages, normaliseDomain, type RequiredPlan } from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Button, showToast, TextField } from '@undangin/ui';
import { useAddDomainMutation } from '../api/add-domain';
import { refusedPlan } from '../hooks/use-domain-lock';
import styles from './domains.module.css';

/** The name to connect: checked here with the service's own rule, so both say the same about a mistake. */
export function DomainForm({
  invitationId,
  onLocked,
}: {
  invitationId: string;
  onLocked: (plan: RequiredPlan) => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, { isLoading }] = useAddDomainMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const domain = normaliseDomain(value);
    if (!domain) return setError(domainMessages.invalid);
    setError(null);
    try {
      await add({ invitationId, domain }).unwrap();
      showToast(domainMessages.added, 'success');
    } catch (err) {
      const plan = refusedPlan(err);
      if (plan) onLocked(plan);
      // 400 and 409 say what is wrong with the name (invalid, the platform's, taken) in Indonesian.
      else setError(errorText(err, domainMessages.changeFailed));
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={domainMessages.title}>
      <TextField
        label={domainMessages.label}
        id="custom-domain"
        className={styles.field}
        placeholder={domainMessages.placeholder}
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        autoComplete="off"
        spellCheck={false}
        maxLength={253}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        error={error}
        errorRole="alert"
      />
      <div>
        <Button type="submit" loading={isLoading}>
          {domainMessages.add}
        </Button>
      </div>
    </form>
  );
}
