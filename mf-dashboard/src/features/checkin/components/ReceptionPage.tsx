import { useMemo, useState, type FormEvent } from 'react';
import { useParams } from '@undangin/router';
import type { CheckinBody, CheckinResult, DeskCheckinResult, DeskGuest } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform';
import { Alert, Button } from '@undangin/ui';
import { CheckinDesk, type DeskAdapter } from '../../../components/CheckinDesk';
import { jsonFetch } from '../../../components/json-fetch';
import styles from './checkin.module.css';

/** /resepsionis/{token}: a receptionist enters the PIN and checks guests in for this one invitation, without an account. */
export function ReceptionPage() {
  useDocumentTitle('Penerima Tamu');
  const { token = '' } = useParams();
  const key = `undangin.reception.${token}`;
  const [session, setSession] = useState<{ session: string; couple_name: string } | null>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  });
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const base = `/api/dashboard/reception/${token}`;

  const adapter = useMemo<DeskAdapter | null>(() => {
    if (!session) return null;
    const headers = { 'x-reception-session': session.session };
    const guard = async <T,>(call: Promise<T>) => {
      try {
        return await call;
      } catch (err) {
        // Revoked or expired: back to the PIN screen.
        if (/dicabut|tidak berlaku/.test((err as Error).message)) {
          sessionStorage.removeItem(key);
          setSession(null);
        }
        throw err;
      }
    };
    return {
      // A receptionist never holds a guest's code: a picked guest checks in by id, a scanned QR by the code it carries.
      checkIn: (body: CheckinBody) => guard(jsonFetch<DeskCheckinResult>(`${base}/checkin`, { method: 'POST', headers, body: JSON.stringify(body) })),
      search: (q: string) => guard(jsonFetch<DeskGuest[]>(`${base}/guests?q=${encodeURIComponent(q)}`, { headers })),
      summary: () => guard(jsonFetch<CheckinResult['summary']>(`${base}/summary`, { headers })),
      correct: (guestId: string, people: number) =>
        guard(jsonFetch<DeskCheckinResult>(`${base}/checkin/${guestId}`, { method: 'PUT', headers, body: JSON.stringify({ people }) })),
    };
  }, [session, base, key]);

  async function open(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const opened = await jsonFetch<{ session: string; couple_name: string }>(`${base}/session`, { method: 'POST', body: JSON.stringify({ pin }) });
      sessionStorage.setItem(key, JSON.stringify(opened));
      setSession(opened);
    } catch (err) {
      setError((err as Error).message);
    }
  }

  if (!adapter || !session) {
    return (
      <form className={styles.pin} onSubmit={open} noValidate>
        <h1>Penerima Tamu</h1>
        <p>Masukkan PIN dari pemilik acara.</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <input aria-label="PIN" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={pin} onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))} />
        <Button type="submit" disabled={pin.length !== 6}>
          Masuk
        </Button>
      </form>
    );
  }
  return (
    <main className={styles.reception}>
      <CheckinDesk adapter={adapter} title={`Check-in · ${session.couple_name}`} />
    </main>
  );
}
