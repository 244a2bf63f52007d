import { useState } from 'react';
import type { CoHostRole } from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, SelectField } from '@undangin/ui';
import { useInviteCoHostMutation } from '../../../api/invite-cohost';
import { clientsText } from './clients-text';
import styles from './clients.module.css';

/**
 * The client's own access to their invitation: a co-host invitation mailed to the client's e-mail, as editor or
 * receptionist (the sharing tab's invitation, the same limits and refusals).
 */
export function ClientAccess({ invitationId, email }: { invitationId: string; email: string | null }) {
  const [invite, { isLoading }] = useInviteCoHostMutation();
  const [role, setRole] = useState<CoHostRole>('editor');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (!email) return <p className={styles.muted}>{clientsText.needsEmail}</p>;
  const to = email;

  async function grant() {
    setResult(null);
    try {
      await invite({ invitationId, body: { email: to, role } }).unwrap();
      setResult({ tone: 'success', text: clientsText.granted(to) });
    } catch (err) {
      // 400 and 409 say why (already a co-host, already invited, too many) in Indonesian.
      setResult({ tone: 'error', text: errorText(err, clientsText.grantFailed) });
    }
  }

  return (
    <div className={styles.access}>
      <div className={styles.inline}>
        <SelectField
          label={clientsText.accessLabel}
          className={styles.field}
          value={role}
          onChange={(event) => setRole(event.target.value === 'receptionist' ? 'receptionist' : 'editor')}
          options={clientsText.accessRoles}
        />
        <Button variant="secondary" loading={isLoading} onClick={() => void grant()}>
          {clientsText.grant}
        </Button>
      </div>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
    </div>
  );
}
