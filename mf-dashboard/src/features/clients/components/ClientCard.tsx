import { useState } from 'react';
import { formatWhatsapp, type ClientInput, type ResellerClient } from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, showToast } from '@undangin/ui';
import { useDeleteClientMutation } from '../api/delete-client';
import { useUpdateClientMutation } from '../api/update-client';
import { ClientForm, draftOf } from './ClientForm';
import { clientsText } from './clients-text';
import { LinkedInvitation } from './LinkedInvitation';
import { LinkInvitation, type OwnInvitation } from './LinkInvitation';
import styles from './clients.module.css';

/**
 * One client: how to reach them, their invitations (each with its page, its editor, 'Lepas' and the client's access),
 * and linking another. Without 'Dashboard klien' (`locked`) changing and linking are gone; deleting and unlinking stay.
 */
export function ClientCard({
  client,
  invitations,
  locked,
}: {
  client: ResellerClient;
  invitations: readonly OwnInvitation[];
  locked: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateClientMutation();
  const [remove, removing] = useDeleteClientMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const linkable = invitations.filter((invitation) => !client.invitations.some((own) => own.id === invitation.id));

  async function save(body: ClientInput) {
    await update({ clientId: client.id, body }).unwrap();
    setEditing(false);
    showToast(clientsText.changed, 'success');
  }

  async function confirmRemove() {
    if (!window.confirm(clientsText.removeConfirm(client.name))) return;
    setFailure(null);
    try {
      await remove(client.id).unwrap();
      showToast(clientsText.removed, 'success');
    } catch (err) {
      setFailure(errorText(err, clientsText.failed));
    }
  }

  return (
    <article className={styles.card} data-testid="client-card" aria-label={client.name}>
      <div className={styles.cardHead}>
        <div className={styles.contact}>
          <h3>{client.name}</h3>
          {editing ? null : (
            <>
              {client.phone ? <p data-testid="client-phone">{formatWhatsapp(client.phone)}</p> : null}
              {client.email ? <p data-testid="client-email">{client.email}</p> : null}
              {client.note ? <p className={styles.muted}>{client.note}</p> : null}
            </>
          )}
        </div>
        {editing ? null : (
          <div className={styles.actions}>
            {locked ? null : (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {clientsText.edit}
              </Button>
            )}
            <Button variant="danger" loading={removing.isLoading} onClick={() => void confirmRemove()}>
              {clientsText.remove}
            </Button>
          </div>
        )}
      </div>
      {editing ? (
        <ClientForm
          label={clientsText.editForm(client.name)}
          submitLabel={clientsText.saveChanges}
          initial={draftOf(client)}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}

      <h4 className={styles.subTitle}>{clientsText.invitationsTitle}</h4>
      {client.invitations.length ? (
        <ul className={styles.linkedList}>
          {client.invitations.map((invitation) => (
            <LinkedInvitation key={invitation.id} invitation={invitation} email={client.email} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{clientsText.noInvitations}</p>
      )}
      {locked ? null : <LinkInvitation clientId={client.id} invitations={linkable} />}
    </article>
  );
}
