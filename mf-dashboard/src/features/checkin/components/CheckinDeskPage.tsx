import { useMemo, useRef, useState } from 'react';
import { useParams } from '@undangin/router';
import type { CheckinBody, CheckinResult, GuestPage } from '@undangin/contracts';
import { selectSession, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { Alert, Button } from '@undangin/ui';
import { useCreateCheckinLinkMutation } from '../../../api/guests';
import { errorText } from '../../../api/upload-media';
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
  const [createLink] = useCreateCheckinLinkMutation();
  const [link, setLink] = useState<{ id: string; url: string; pin: string } | null>(null);
  const [revoked, setRevoked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const adapter = useMemo<DeskAdapter>(() => {
    const auth = () => ({ authorization: `Bearer ${tokenRef.current}` });
    const base = `/api/dashboard/invitations/${invitationId}`;
    return {
      checkIn: (body: CheckinBody) => jsonFetch<CheckinResult>(`${base}/checkin`, { method: 'POST', headers: auth(), body: JSON.stringify(body) }),
      search: async (q: string) => (await jsonFetch<GuestPage>(`${base}/guests?per_page=20&q=${encodeURIComponent(q)}`, { headers: auth() })).items,
      summary: () => jsonFetch<CheckinResult['summary']>(`${base}/checkin/summary`, { headers: auth() }),
    };
  }, [invitationId]);

  async function newLink() {
    try {
      const created = await createLink({ invitationId, label: 'Penerima tamu' }).unwrap();
      setLink({ id: created.id, url: `${window.location.origin}/resepsionis/${created.token}`, pin: created.pin });
      setRevoked(false);
    } catch (err) {
      setError(errorText(err, 'Gagal membuat link penerima tamu.'));
    }
  }

  async function revoke() {
    if (!link) return;
    try {
      await jsonFetch(`/api/dashboard/invitations/${invitationId}/checkin-links/${link.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
      setRevoked(true);
    } catch (err) {
      setError((err as Error).message);
    }
  }

  return (
    <div className={styles.page}>
      <CheckinDesk adapter={adapter} title="Check-in Tamu" />
      <section className={styles.links} aria-labelledby="reception-title">
        <h2 id="reception-title">Link Penerima Tamu</h2>
        <p>Bagikan link dan PIN ke penerima tamu: mereka bisa check-in tamu tanpa akun, hanya untuk undangan ini.</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {link ? (
          <div role="status" className={styles.created}>
            <p>
              Link: <code data-testid="reception-url">{link.url}</code>
            </p>
            <p>
              PIN: <strong data-testid="reception-pin">{link.pin}</strong> (hanya tampil sekali)
            </p>
            {revoked ? (
              <p>Link sudah dicabut: penerima tamu tidak bisa lagi check-in.</p>
            ) : (
              <Button variant="secondary" onClick={() => void revoke()}>
                Cabut Link
              </Button>
            )}
          </div>
        ) : null}
        <Button variant="secondary" onClick={() => void newLink()}>
          Buat Link Penerima Tamu
        </Button>
      </section>
    </div>
  );
}
