import { formatDateTime } from '@undangin/contracts';
import { useListGuestbookQuery, useSetEntryHiddenMutation } from '../api/guestbook';
import styles from './guests.module.css';

/** 'Buku Tamu Digital' as the host sees it: every wish, newest first; a hidden one leaves the public page. */
export function GuestbookPanel({ invitationId }: { invitationId: string }) {
  const { data: entries = [], isLoading } = useListGuestbookQuery(invitationId);
  const [setHidden] = useSetEntryHiddenMutation();
  return (
    <section className={styles.panel} aria-labelledby="guestbook-title">
      <h2 id="guestbook-title">Buku Tamu Digital</h2>
      {isLoading ? <p className={styles.muted}>Memuat ucapan...</p> : null}
      {!isLoading && !entries.length ? <p className={styles.muted}>Belum ada ucapan.</p> : null}
      <ul className={styles.wishes} aria-label="Ucapan tamu">
        {entries.map((entry) => (
          <li key={entry.id} data-hidden={entry.hidden}>
            <div>
              <strong>{entry.name}</strong> <span className={styles.muted}>{formatDateTime(entry.created_at)}</span>
              <p>{entry.message}</p>
            </div>
            <button
              type="button"
              onClick={() => void setHidden({ invitationId, entryId: entry.id, hidden: !entry.hidden })}
            >
              {entry.hidden ? 'Tampilkan' : 'Sembunyikan'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
