import { Link } from '@undangin/router';
import { useDocumentTitle } from '@undangin/platform/core';
import { getHref, messages } from '@undangin/contracts';
import { Button, Notice, Skeleton } from '@undangin/ui';
import { useListInvitationsQuery } from '../../../api/invitations';
import { errorText } from '@undangin/platform/upload';
import { SharedBadge } from '../../../components/SharedBadge';
import styles from './guests.module.css';

/** /app/dashboard/guests without an id: choose the invitation whose guests to manage. */
export function GuestsPickPage() {
  useDocumentTitle('Daftar Tamu');
  const { data: invitations, isLoading, isError, error, refetch } = useListInvitationsQuery();
  if (isLoading) return <Skeleton label="Memuat undangan..." lines={6} />;
  if (isError && !invitations) {
    const status = (error as { status?: unknown } | undefined)?.status;
    return (
      <Notice
        title={
          typeof status === 'number'
            ? messages.builder.listFailed(errorText(error, messages.builder.unexpectedLoad))
            : messages.builder.unexpectedLoad
        }
        role="alert"
        action={<Button onClick={() => void refetch()}>Coba Lagi</Button>}
      />
    );
  }
  if (!invitations?.length)
    return <Notice title="Belum Ada Undangan" text="Buat undangan terlebih dahulu untuk mengelola tamu." />;
  return (
    <div className={styles.page}>
      <h1>Daftar Tamu</h1>
      <p className={styles.muted}>Pilih undangan:</p>
      <ul className={styles.pick}>
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            {/* A receptionist co-host has the check-in desk, not the guest list. */}
            <Link
              to={
                invitation.role === 'receptionist'
                  ? getHref('checkinDesk', { invitationId: invitation.id })
                  : getHref('guests', { invitationId: invitation.id })
              }
            >
              <strong>{invitation.couple_name}</strong> · {invitation.guests} tamu, {invitation.confirmed} hadir{' '}
              <SharedBadge invitation={invitation} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
