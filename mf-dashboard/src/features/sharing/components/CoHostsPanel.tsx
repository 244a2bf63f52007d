import { useState } from 'react';
import {
  coHostMessages,
  coHostRoles,
  coHostUiMessages,
  formatDate,
  invitationRoleLabels,
  maxCoHosts,
  type CoHost,
  type CoHostRole,
} from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Badge, Button, Card, Dialog, LoadFailed, Skeleton, SelectField, useNotice } from '@undangin/ui';
import { useCancelCoHostInviteMutation } from '../api/cancel-cohost-invite';
import { useChangeCoHostRoleMutation } from '../api/change-cohost-role';
import { useListCoHostsQuery } from '../api/list-cohosts';
import { useRevokeCoHostMutation } from '../api/revoke-cohost';
import { CoHostInviteForm } from './CoHostInviteForm';
import styles from './sharing.module.css';

const roleOptions = coHostRoles.map((role) => ({ value: role, label: invitationRoleLabels[role] }));
const nameOf = (member: CoHost) => member.name?.trim() || member.email;

/** The owner's co-hosts: each one's role, revoking access, open invitations to join, and inviting someone new. */
export function CoHostsPanel({ invitationId }: { invitationId: string }) {
  // Read afresh each time the tab opens: an invitee may have accepted meanwhile.
  const { data, isLoading, isError, isFetching, refetch } = useListCoHostsQuery(invitationId, {
    refetchOnMountOrArgChange: true,
  });
  const [changeRole, { isLoading: changing }] = useChangeCoHostRoleMutation();
  const [revoke, { isLoading: revokingNow }] = useRevokeCoHostMutation();
  const [cancelInvite, { isLoading: cancelling }] = useCancelCoHostInviteMutation();
  const [revoking, setRevoking] = useState<CoHost | null>(null);
  const [notice, setNotice] = useNotice();

  async function run(action: () => Promise<unknown>, done: string) {
    setNotice(null);
    try {
      await action();
      setNotice({ tone: 'success', text: done });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err, coHostUiMessages.changeFailed) });
    }
  }
  const setRole = (member: CoHost, role: CoHostRole) =>
    run(
      () => changeRole({ invitationId, userId: member.user_id, role }).unwrap(),
      coHostUiMessages.roleChanged(nameOf(member), role),
    );
  const confirmRevoke = async (member: CoHost) => {
    await run(
      () => revoke({ invitationId, userId: member.user_id }).unwrap(),
      coHostUiMessages.revoked(nameOf(member)),
    );
    setRevoking(null);
  };

  const count = data ? data.members.length + data.invites.length : 0;
  return (
    <Card
      titleId="cohosts-title"
      title={coHostUiMessages.coHostsTitle}
      actions={data ? <Badge data-testid="cohost-count">{coHostUiMessages.coHostCount(count)}</Badge> : null}
    >
      <div className={styles.form}>
        <p className={styles.muted}>{coHostUiMessages.coHostsIntro}</p>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {isLoading ? <Skeleton label={coHostUiMessages.loadingMore} lines={3} /> : null}
        {isError && !data ? (
          <LoadFailed text={coHostUiMessages.coHostsFailed} onRetry={() => void refetch()} retrying={isFetching} />
        ) : null}
        {data && !data.members.length && !data.invites.length ? (
          <p className={styles.muted}>{coHostUiMessages.noCoHosts}</p>
        ) : null}
        {data?.members.length ? (
          <ul className={styles.people} aria-label={coHostUiMessages.membersList}>
            {data.members.map((member) => (
              <li key={member.user_id} className={styles.person}>
                <span className={styles.who}>
                  <strong>{nameOf(member)}</strong>
                  {member.name ? <span className={styles.muted}>{member.email}</span> : null}
                  <span className={styles.muted}>{coHostUiMessages.memberSince(formatDate(member.since))}</span>
                </span>
                <span className={styles.personActions}>
                  <SelectField
                    label={coHostUiMessages.roleOf(nameOf(member))}
                    id={`cohost-role-${member.user_id}`}
                    className={styles.field}
                    value={member.role}
                    disabled={changing}
                    onChange={(event) => void setRole(member, event.target.value as CoHostRole)}
                    options={roleOptions}
                  />
                  <Button variant="secondary" onClick={() => setRevoking(member)}>
                    {coHostUiMessages.revoke}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {data?.invites.length ? (
          <>
            <h3 id="cohost-pending-title">{coHostUiMessages.pendingList}</h3>
            <ul className={styles.people} aria-labelledby="cohost-pending-title">
              {data.invites.map((invite) => (
                <li key={invite.id} className={styles.person}>
                  <span className={styles.who}>
                    <strong>{invite.email}</strong>
                    <span className={styles.muted}>
                      {coHostUiMessages.pendingMeta(invite.role, formatDate(invite.expires_at))}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    disabled={cancelling}
                    aria-label={coHostUiMessages.cancelInviteOf(invite.email)}
                    onClick={() =>
                      void run(
                        () => cancelInvite({ invitationId, inviteId: invite.id }).unwrap(),
                        coHostUiMessages.inviteCancelled(invite.email),
                      )
                    }
                  >
                    {coHostUiMessages.cancelInvite}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {data && count >= maxCoHosts ? <p className={styles.muted}>{coHostMessages.tooMany}</p> : null}
        {data && count < maxCoHosts ? <CoHostInviteForm invitationId={invitationId} /> : null}
      </div>
      {revoking ? (
        <Dialog
          title={coHostUiMessages.revokeTitle}
          onClose={() => setRevoking(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setRevoking(null)}>
                {coHostUiMessages.cancel}
              </Button>
              <Button variant="danger" loading={revokingNow} onClick={() => void confirmRevoke(revoking)}>
                {coHostUiMessages.revoke}
              </Button>
            </>
          }
        >
          <p>{coHostUiMessages.revokeText(nameOf(revoking))}</p>
        </Dialog>
      ) : null}
    </Card>
  );
}
