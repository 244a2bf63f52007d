import { useMemo, useState } from 'react';
import { useParams } from '@undangin/router';
import { coHostUiMessages, deskMessages, formatDateTime } from '@undangin/contracts';
import { selectUser, useAppDispatch, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { Alert, Button } from '@undangin/ui';
import {
  useCreateCheckinLinkMutation,
  useListCheckinLinksQuery,
  useRevokeCheckinLinkMutation,
} from '../../../api/guests';
import { useGetInvitationQuery } from '../../../api/invitations';
import { LeaveInvitation } from '../../../components/LeaveInvitation';
import { errorText } from '@undangin/platform/upload';
import { useUnlockCheckinLinkMutation } from '../api/unlock-checkin-link';
import { accountTransport } from '../api/desk-transport';
import { SyncStatus } from './SyncStatus';
import { useDeskStore } from '../hooks/use-desk-store';
import { useOfflineReady } from '../hooks/use-offline-ready';
import { useStoreAdapter } from '../hooks/use-store-adapter';
import { CheckinDesk } from './CheckinDesk';
import styles from './checkin.module.css';

/** The host's check-in screen, and the receptionist links they hand out (link + PIN, this invitation only). */
export function CheckinDeskPage() {
  useDocumentTitle('Check-in Tamu');
  const { invitationId = '' } = useParams();
  const dispatch = useAppDispatch();
  const { data: invitation } = useGetInvitationQuery(invitationId);
  // A receptionist co-host checks guests in; the links for receptionists without an account are the hosts' to hand out.
  const receptionist = invitation?.role === 'receptionist';
  const { data: links = [] } = useListCheckinLinksQuery(invitationId, { skip: !invitation || receptionist });
  const [createLink] = useCreateCheckinLinkMutation();
  const [revokeLink] = useRevokeCheckinLinkMutation();
  const [unlockLink] = useUnlockCheckinLinkMutation();
  // The PIN is shown once, right after the link is made: only its hash is kept.
  const [fresh, setFresh] = useState<{ id: string; url: string; pin: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The desk works from this device's copy of the list (with signal or without); the copy is the account's.
  const user = useAppSelector(selectUser);
  const transport = useMemo(() => accountTransport(invitationId, dispatch), [invitationId, dispatch]);
  const { store, status } = useDeskStore(user ? `user:${user.id}:${invitationId}` : null, transport, true);
  const adapter = useStoreAdapter(store, status);
  const offlineReady = useOfflineReady();

  const urlOf = (token: string) => `${window.location.origin}/resepsionis/${token}`;

  async function newLink() {
    setError(null);
    try {
      const created = await createLink({ invitationId, label: 'Penerima tamu' }).unwrap();
      setFresh({ id: created.id, url: urlOf(created.token), pin: created.pin });
    } catch (err) {
      setError(errorText(err, 'Gagal membuat link penerima tamu.'));
    }
  }

  async function revoke(linkId: string) {
    setError(null);
    try {
      await revokeLink({ invitationId, linkId }).unwrap();
    } catch (err) {
      setError(errorText(err, 'Gagal mencabut link. Silakan coba lagi.'));
    }
  }

  async function unlock(linkId: string) {
    setError(null);
    try {
      await unlockLink({ invitationId, linkId }).unwrap();
    } catch (err) {
      setError(errorText(err, 'Gagal membuka kunci link. Silakan coba lagi.'));
    }
  }

  return (
    <div className={styles.page}>
      {adapter && status.phase === 'ready' ? (
        <CheckinDesk adapter={adapter} title="Check-in Tamu" sessions={store!.sessions()} />
      ) : (
        <h1>Check-in Tamu</h1>
      )}
      {status.phase === 'noList' ? <Alert tone="error">{deskMessages.noList}</Alert> : null}
      <SyncStatus status={status} offlineReady={offlineReady} />
      {receptionist ? (
        <>
          <p>{coHostUiMessages.deskOnly}</p>
          <LeaveInvitation invitationId={invitationId} title={invitation.couple_name} role={invitation.role} />
        </>
      ) : (
        <section className={styles.links} aria-labelledby="reception-title">
          <h2 id="reception-title">Link Penerima Tamu</h2>
          <p>Bagikan link dan PIN ke penerima tamu: mereka bisa check-in tamu tanpa akun, hanya untuk undangan ini.</p>
          {error ? <Alert tone="error">{error}</Alert> : null}
          {fresh ? (
            <div role="status" className={styles.created}>
              <p>
                Link baru: <code data-testid="reception-url">{fresh.url}</code>
              </p>
              <p>
                PIN: <strong data-testid="reception-pin">{fresh.pin}</strong> (hanya tampil sekali: catat sekarang)
              </p>
            </div>
          ) : null}
          {links.length ? (
            <ul className={styles.linkList} aria-label="Link penerima tamu">
              {links.map((link) => (
                <li key={link.id} className={styles.created}>
                  <p>
                    {link.label} · dibuat {formatDateTime(link.created_at)}
                  </p>
                  <p>
                    Link: <code data-testid="reception-link-url">{urlOf(link.token)}</code>
                  </p>
                  {!link.revoked_at && link.locked_until ? (
                    <Alert tone="error">
                      Link terkunci hingga {formatDateTime(link.locked_until)}: {link.failed_pins} PIN salah dari
                      berbagai perangkat.{' '}
                      <Button variant="secondary" onClick={() => void unlock(link.id)}>
                        Buka Kunci
                      </Button>
                    </Alert>
                  ) : null}
                  {link.revoked_at ? (
                    <p>Link sudah dicabut: penerima tamu tidak bisa lagi check-in.</p>
                  ) : (
                    <Button variant="secondary" onClick={() => void revoke(link.id)}>
                      Cabut Link
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          <Button variant="secondary" onClick={() => void newLink()}>
            Buat Link Penerima Tamu
          </Button>
        </section>
      )}
    </div>
  );
}
