import { useState, type FormEvent } from 'react';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, SelectField, showToast } from '@undangin/ui';
import { useLinkInvitationMutation } from '../api/link-invitation';
import { clientsText } from './clients-text';
import styles from './clients.module.css';

/** An invitation the reseller owns, and the client it is linked to now (if any). */
export type OwnInvitation = { id: string; couple_name: string; slug: string; client: string | null };

/**
 * Links one of the reseller's own invitations to this client. One linked to another client says so: linking moves
 * it (an invitation has one client at most).
 */
export function LinkInvitation({ clientId, invitations }: { clientId: string; invitations: readonly OwnInvitation[] }) {
  const [link, { isLoading }] = useLinkInvitationMutation();
  const [chosen, setChosen] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (!invitations.length) return <p className={styles.muted}>{clientsText.noOwnInvitations}</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setFailure(null);
    try {
      await link({ invitationId: chosen, clientId }).unwrap();
      setChosen('');
      showToast(clientsText.linked, 'success');
    } catch (err) {
      setFailure(errorText(err, clientsText.failed));
    }
  }

  return (
    <form className={styles.linkForm} onSubmit={(event) => void submit(event)}>
      <div className={styles.inline}>
        <SelectField
          label={clientsText.linkLabel}
          className={styles.field}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          options={[
            { value: '', label: clientsText.linkPlaceholder },
            ...invitations.map((invitation) => ({
              value: invitation.id,
              label: `${invitation.couple_name} · /${invitation.slug}${
                invitation.client ? clientsText.linkedElsewhere(invitation.client) : ''
              }`,
            })),
          ]}
        />
        <Button type="submit" variant="secondary" loading={isLoading} disabled={!chosen}>
          {clientsText.link}
        </Button>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </form>
  );
}
