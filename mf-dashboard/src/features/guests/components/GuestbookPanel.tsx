import { useState } from 'react';
import { formatDateTime } from '@undangin/contracts';
import { Badge } from '@undangin/ui';
import {
  useGuestbookSettingsQuery,
  useListGuestbookQuery,
  useSetApproveFirstMutation,
  useSetEntryStateMutation,
} from '../api/guestbook';
import { WallLink } from './WallLink';
import styles from './guests.module.css';
import tools from './host-tools.module.css';

/**
 * 'Buku Tamu Digital' as the host sees it: every wish, newest first; a hidden one leaves the public page and the wall.
 * With 'Setujui ucapan sebelum tampil' a new wish waits for 'Setujui'. The wall's link ('Layar Ucapan') below.
 */
export function GuestbookPanel({ invitationId }: { invitationId: string }) {
  const { data: entries = [], isLoading } = useListGuestbookQuery(invitationId);
  const { data: settings } = useGuestbookSettingsQuery(invitationId);
  const [setEntryState] = useSetEntryStateMutation();
  const [failed, setFailed] = useState<string | null>(null);
  const setState = (change: Parameters<typeof setEntryState>[0]) => {
    setFailed(null);
    return setEntryState(change)
      .unwrap()
      .catch(() => setFailed('Perubahan belum tersimpan. Silakan coba lagi.'));
  };
  const [setApproveFirst] = useSetApproveFirstMutation();
  // The switch moves at once; a refusal puts it back.
  const [switched, setSwitched] = useState<boolean | null>(null);
  const approveFirst = switched ?? settings?.approve_first ?? false;
  const switchApproveFirst = (value: boolean) => {
    setSwitched(value);
    void setApproveFirst({ invitationId, approve_first: value })
      .unwrap()
      .catch(() => {
        setSwitched(null);
        setFailed('Pengaturan belum tersimpan. Silakan coba lagi.');
      });
  };
  return (
    <section className={styles.panel} aria-labelledby="guestbook-title">
      <h2 id="guestbook-title">Buku Tamu Digital</h2>
      <label className={tools.check}>
        <input
          type="checkbox"
          checked={approveFirst}
          disabled={!settings}
          onChange={(e) => switchApproveFirst(e.target.checked)}
        />
        Setujui ucapan sebelum tampil
      </label>
      {failed ? <p role="alert">{failed}</p> : null}
      {isLoading ? <p className={styles.muted}>Memuat ucapan...</p> : null}
      {!isLoading && !entries.length ? <p className={styles.muted}>Belum ada ucapan.</p> : null}
      <ul className={styles.wishes} aria-label="Ucapan tamu">
        {entries.map((entry) => (
          <li key={entry.id} data-hidden={entry.hidden || !entry.approved}>
            <div>
              <strong>{entry.name}</strong> <span className={styles.muted}>{formatDateTime(entry.created_at)}</span>{' '}
              {entry.approved ? null : <Badge tone="warning">Menunggu persetujuan</Badge>}
              <p>{entry.message}</p>
            </div>
            <div className={styles.row}>
              {entry.approved ? null : (
                <button
                  type="button"
                  onClick={() => void setState({ invitationId, entryId: entry.id, approved: true, hidden: false })}
                >
                  Setujui
                </button>
              )}
              <button
                type="button"
                onClick={() => void setState({ invitationId, entryId: entry.id, hidden: !entry.hidden })}
              >
                {entry.hidden ? 'Tampilkan' : 'Sembunyikan'}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <WallLink invitationId={invitationId} token={settings?.wall_token ?? null} ready={Boolean(settings)} />
    </section>
  );
}
