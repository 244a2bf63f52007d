import { useState } from 'react';
import { Link, useNavigate, useParams } from '@undangin/router';
import { coHostRoleHints, coHostUiMessages, formatDate, getHref, remoteMessages } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, buttonClass, Card, Notice, showToast, Skeleton } from '@undangin/ui';
import { useAcceptCoHostInviteMutation } from '../api/accept-cohost-invite';
import { useGetCoHostInviteQuery } from '../api/get-cohost-invite';
import styles from './sharing.module.css';

const isClientError = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** /app/rekan/{token}: the mailed link to co-host an invitation; accepting opens what the role allows. */
export function CoHostInvitePage() {
  useDocumentTitle(coHostUiMessages.acceptPageTitle);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { data: invite, error, isLoading, isFetching, refetch } = useGetCoHostInviteQuery(token);
  const [accept, { isLoading: accepting }] = useAcceptCoHostInviteMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) return <Skeleton label={coHostUiMessages.loadingMore} lines={4} />;
  if (error || !invite) {
    // Used, expired or sent to another address: the service says which; anything else may pass on a retry.
    const final = isClientError(error);
    return (
      <Notice
        title={coHostUiMessages.acceptPageTitle}
        text={errorText(error, coHostUiMessages.previewFailed)}
        role="alert"
        action={
          final ? (
            <Link to={getHref('dashboard')} className={buttonClass()}>
              {coHostUiMessages.toDashboard}
            </Link>
          ) : (
            <Button loading={isFetching} onClick={() => void refetch()}>
              {remoteMessages.retry}
            </Button>
          )
        }
      />
    );
  }

  async function join() {
    if (!invite) return;
    setFailure(null);
    try {
      const joined = await accept(token).unwrap();
      showToast(coHostUiMessages.accepted(invite.role), 'success');
      const next =
        joined.role === 'receptionist'
          ? getHref('checkinDesk', { invitationId: joined.invitation_id })
          : getHref('editCard', { id: joined.invitation_id });
      void navigate(next, { replace: true });
    } catch (err) {
      setFailure(errorText(err, coHostUiMessages.acceptFailed));
    }
  }

  return (
    <div className={styles.accept}>
      <h1>{coHostUiMessages.acceptPageTitle}</h1>
      <Card>
        <div className={styles.form}>
          <p className={styles.lead} data-testid="cohost-invite-lead">
            {coHostUiMessages.acceptLead(invite.owner_name, invite.invitation_title, invite.role)}
          </p>
          <p>{coHostRoleHints[invite.role]}</p>
          <p className={styles.muted}>{coHostUiMessages.acceptFor(invite.email, formatDate(invite.expires_at))}</p>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className={styles.actions}>
            <Button loading={accepting} onClick={() => void join()}>
              {accepting ? coHostUiMessages.accepting : coHostUiMessages.accept}
            </Button>
            <Link to={getHref('dashboard')} className={buttonClass('secondary')}>
              {coHostUiMessages.toDashboard}
            </Link>
          </div>
        </div>
      </Card>
    </div>
  );
}
