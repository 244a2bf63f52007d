import { useState } from 'react';
import { useNavigate } from '@undangin/router';
import { coHostUiMessages, getHref, type InvitationRole } from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, Card, Dialog, showToast } from '@undangin/ui';
import { useLeaveInvitationMutation } from '../api/membership';
import styles from './shared-invitation.module.css';

/** A co-host's way out of an invitation shared with them: asked once more, then back to their own list. */
export function LeaveInvitation({
  invitationId,
  title,
  role,
}: {
  invitationId: string;
  title: string;
  role: InvitationRole;
}) {
  const navigate = useNavigate();
  const [leave, { isLoading }] = useLeaveInvitationMutation();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await leave(invitationId).unwrap();
      showToast(coHostUiMessages.left(title), 'success');
      void navigate(getHref('cardList'), { replace: true });
    } catch (err) {
      setAsking(false);
      setError(errorText(err, coHostUiMessages.leaveFailed));
    }
  }

  return (
    <Card titleId="leave-title" title={coHostUiMessages.leaveTitle}>
      <div className={styles.leave}>
        <p>{coHostUiMessages.leaveIntro(role)}</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button variant="danger" onClick={() => setAsking(true)}>
          {coHostUiMessages.leave}
        </Button>
      </div>
      {asking ? (
        <Dialog
          title={coHostUiMessages.leaveConfirmTitle}
          onClose={() => setAsking(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                {coHostUiMessages.cancel}
              </Button>
              <Button variant="danger" loading={isLoading} onClick={() => void confirm()}>
                {coHostUiMessages.leaveConfirm}
              </Button>
            </>
          }
        >
          <p>{coHostUiMessages.leaveConfirmText}</p>
        </Dialog>
      ) : null}
    </Card>
  );
}
