import { Link } from '@undangin/router';
import { formatDate, formatDateTime, getHref, type ActivityItem } from '@undangin/contracts';
import { Badge, Button, buttonClass, Card } from '@undangin/ui';
import { useListInvitationsQuery } from '../../../api/invitations';
import { openHref, SharedBadge } from '../../../components/SharedBadge';
import styles from './dashboard-home.module.css';

const kindLabels: Record<ActivityItem['kind'], string> = { rsvp: 'RSVP', wish: 'Ucapan', checkin: 'Check-in' };

/** The latest RSVPs, guest-book wishes and check-ins across the host's invitations. */
export function ActivityFeed({ activity, loading }: { activity: ActivityItem[] | undefined; loading: boolean }) {
  return (
    <Card titleId="activity-title" title="Aktivitas Terbaru">
      {loading ? <p className={styles.muted}>Memuat...</p> : null}
      {!loading && !activity?.length ? (
        <p className={styles.muted}>
          Belum ada aktivitas. RSVP, ucapan buku tamu dan check-in tamu akan tampil di sini.
        </p>
      ) : null}
      {activity?.length ? (
        <ul className={styles.rows} data-testid="activity-feed">
          {activity.map((item) => (
            <li key={`${item.kind}-${item.name}-${item.at}`}>
              <Badge tone="primary">{kindLabels[item.kind]}</Badge>
              <strong>{item.name}</strong>
              <span>{item.detail}</span>
              <span className={styles.muted}>
                {item.invitation} · <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** The host's newest invitations, the first few, with the way to the full list. */
export function InvitationList({ shown = 5 }: { shown?: number }) {
  const { data: invitations, isLoading, isError, refetch } = useListInvitationsQuery();
  return (
    <Card titleId="my-invitations" title={<>Undangan Saya ({invitations?.length ?? 0})</>}>
      {isLoading ? <p className={styles.muted}>Memuat undangan...</p> : null}
      {isError ? (
        <div className={styles.actions}>
          <p className={styles.muted}>Undangan belum dapat dimuat.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Coba Lagi
          </Button>
        </div>
      ) : null}
      {invitations && !invitations.length ? (
        <>
          <p>Belum Ada Undangan</p>
          <div className={styles.actions}>
            <Link className={buttonClass('link')} to={getHref('createCard')}>
              Buat Undangan Pertama
            </Link>
          </div>
        </>
      ) : null}
      {invitations?.length ? (
        <ul className={styles.rows} data-testid="dashboard-invitations">
          {invitations.slice(0, shown).map((invitation) => (
            <li key={invitation.id}>
              <Link to={openHref(invitation)}>
                <strong>{invitation.couple_name}</strong>
              </Link>
              <SharedBadge invitation={invitation} />
              <span className={styles.muted}>/{invitation.slug}</span>
              <span className={styles.muted}>
                {formatDate(invitation.event_date)} · {invitation.guests} tamu ·{' '}
                {invitation.is_active ? 'Aktif' : 'Nonaktif'}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Link className={buttonClass('link')} to={getHref('cardList')}>
          Lihat semua undangan
        </Link>
      </div>
    </Card>
  );
}
