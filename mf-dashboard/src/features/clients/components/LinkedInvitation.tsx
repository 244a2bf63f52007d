import { useState } from 'react';
import { Link } from '@undangin/router';
import { getHref } from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, buttonClass, showToast } from '@undangin/ui';
import { useLinkInvitationMutation } from '../api/link-invitation';
import { ClientAccess } from './ClientAccess';
import { clientsText } from './clients-text';
import styles from './clients.module.css';

/** One of the client's invitations: its page and editor, 'Lepas' (any plan), and the client's access to it. */
export function LinkedInvitation({
  invitation,
  email,
}: {
  invitation: { id: string; couple_name: string; slug: string };
  email: string | null;
}) {
  const [link, { isLoading }] = useLinkInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function unlink() {
    setFailure(null);
    try {
      await link({ invitationId: invitation.id, clientId: null }).unwrap();
      showToast(clientsText.unlinked, 'success');
    } catch (err) {
      setFailure(errorText(err, clientsText.failed));
    }
  }

  return (
    <li className={styles.linked} data-testid="client-invitation">
      <div className={styles.inline}>
        <a
          className={buttonClass('link')}
          href={getHref('invitation', { slug: invitation.slug })}
          target="_blank"
          rel="noreferrer"
        >
          {invitation.couple_name}
        </a>
        <Link className={buttonClass('link')} to={getHref('editCard', { id: invitation.id })}>
          {clientsText.editInvitation}
        </Link>
        <Button variant="ghost" loading={isLoading} onClick={() => void unlink()}>
          {clientsText.unlink}
        </Button>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ClientAccess invitationId={invitation.id} email={email} />
    </li>
  );
}
