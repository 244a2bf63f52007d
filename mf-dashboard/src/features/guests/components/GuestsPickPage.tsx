import { Link } from '@undangin/router';
import { useDocumentTitle } from '@undangin/platform';
import { Notice, Spinner } from '@undangin/ui';
import { useListInvitationsQuery } from '../../../api/invitations';
import styles from './guests.module.css';

/** /app/dashboard/guests without an id: choose the invitation whose guests to manage. */
export function GuestsPickPage() {
  useDocumentTitle('Daftar Tamu');
  const { data: invitations, isLoading } = useListInvitationsQuery();
  if (isLoading) return <Spinner label="Memuat undangan..." />;
  if (!invitations?.length) return <Notice title="Belum Ada Undangan" text="Buat undangan terlebih dahulu untuk mengelola tamu." />;
  return (
    <div className={styles.page}>
      <h1>Daftar Tamu</h1>
      <p className={styles.muted}>Pilih undangan:</p>
      <ul className={styles.pick}>
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <Link to={`/app/dashboard/guests/${invitation.id}`}>
              <strong>{invitation.couple_name}</strong> · {invitation.guests} tamu, {invitation.confirmed} hadir
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
