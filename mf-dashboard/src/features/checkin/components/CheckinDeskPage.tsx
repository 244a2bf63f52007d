import { useMemo, useRef, useState } from 'react';
import { useParams } from '@undangin/router';
import { formatDateTime, type CheckinBody, type CheckinResult, type GuestPage } from '@undangin/contracts';
import { selectSession, useAppDispatch, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { Alert, Button } from '@undangin/ui';
import { guestDataChanged, useCreateCheckinLinkMutation, useListCheckinLinksQuery, useRevokeCheckinLinkMutation } from '../../../api/guests';
import { errorText } from '@undangin/platform/upload';
import { CheckinDesk, type DeskAdapter } from '../../../components/CheckinDesk';
import { jsonFetch } from '../../../components/json-fetch';
import styles from './checkin.module.css';

/** The host's check-in screen, and the receptionist links they hand out (link + PIN, this invitation only). */
export function CheckinDeskPage() {
  useDocumentTitle('Check-in Tamu');
  const { invitationId = '' } = useParams();
  const token = useAppSelector(selectSession)?.access_token ?? '';
  // Read at each call: the access token is refreshed every hour of a long reception.
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const dispatch = useAppDispatch();
  const { data: links = [] } = useListCheckinLinksQuery(invitationId);
  const [createLink] = useCreateCheckinLinkMutation();
  const [revokeLink] = useRevokeCheckinLinkMutation();
  // The PIN is shown once, right after the link is made: only its hash is kept.
  const [fresh, setFresh] = useState<{ id: string; url: string; pin: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const adapter = useMemo<DeskAdapter>(() => {
    const auth = () => ({ authorization: `Bearer ${tokenRef.current}` });
    const base = `/api/dashboard/invitations/${invitationId}`;
    return {
      checkIn: async (body: CheckinBody) => {
        const result = await jsonFetch<CheckinResult>(`${base}/checkin`, { method: 'POST', headers: auth(), body: JSON.stringify(body) });
        dispatch(guestDataChanged());
        return result;
      },
      search: async (q: string) => (await jsonFetch<GuestPage>(`${base}/guests?per_page=20&q=${encodeURIComponent(q)}`, { headers: auth() })).items,
      summary: () => jsonFetch<CheckinResult['summary']>(`${base}/checkin/summary`, { headers: auth() }),
      correct: async (guestId: string, people: number) => {
        const result = await jsonFetch<CheckinResult>(`${base}/checkin/${guestId}`, { method: 'PUT', headers: auth(), body: JSON.stringify({ people }) });
        dispatch(guestDataChanged());
        return result;
      },
    };
  }, [invitationId, dispatch]);

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

  return (
    <div className={styles.page}>
      <CheckinDesk adapter={adapter} title="Check-in Tamu" />
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
    </div>
  );
}
