import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { DeskSession } from '@undangin/contracts';
import { useParams } from '@undangin/router';
import { useDocumentTitle } from '@undangin/platform/core';
import { errorText, RequestError } from '@undangin/platform/upload';
import { Alert, Button, TextField } from '@undangin/ui';
import { openReception, receptionCalls, type ReceptionSession } from '../api/reception-desk';
import { CheckinDesk, type DeskAdapter } from './CheckinDesk';
import styles from './checkin.module.css';

/** /resepsionis/{token}: a receptionist enters the PIN and checks guests in for this one invitation, without an account. */
export function ReceptionPage() {
  useDocumentTitle('Penerima Tamu');
  const { token = '' } = useParams();
  const key = `undangin.reception.${token}`;
  const [session, setSession] = useState<ReceptionSession | null>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  });
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sessions, setSessions] = useState<DeskSession[]>([]);

  const adapter = useMemo<(DeskAdapter & { sessions(): Promise<DeskSession[]> }) | null>(() => {
    if (!session) return null;
    const calls = receptionCalls(token, session.session);
    const guard = async <T,>(call: Promise<T>) => {
      try {
        return await call;
      } catch (err) {
        // Revoked or expired: back to the PIN screen.
        if (err instanceof RequestError && err.code === 'reception_closed') {
          sessionStorage.removeItem(key);
          setSession(null);
        }
        throw err;
      }
    };
    return {
      // A receptionist never holds a guest's code: a picked guest checks in by id, a scanned QR by the code it carries.
      checkIn: (body) => guard(calls.checkIn(body)),
      search: (q) => guard(calls.search(q)),
      summary: () => guard(calls.summary()),
      correct: (guestId, people) => guard(calls.correct(guestId, people)),
      sessions: () => guard(calls.sessions()),
    };
  }, [session, token, key]);

  // An invitation of several sessions: the receptionist picks the one at this door.
  useEffect(() => {
    if (!adapter) return;
    let live = true;
    adapter.sessions().then(
      (list) => live && setSessions(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [adapter]);

  async function open(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const opened = await openReception(token, pin);
      sessionStorage.setItem(key, JSON.stringify(opened));
      setSession(opened);
    } catch (err) {
      setError(errorText(err, 'Terjadi kesalahan. Silakan coba lagi.'));
    }
  }

  if (!adapter || !session) {
    return (
      <form className={styles.pin} onSubmit={(event) => void open(event)} noValidate>
        <h1>Penerima Tamu</h1>
        <p>Masukkan PIN dari pemilik acara.</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label="PIN"
          className={styles.pinField}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" disabled={pin.length !== 6}>
          Masuk
        </Button>
      </form>
    );
  }
  return (
    <main className={styles.reception}>
      <CheckinDesk adapter={adapter} title={`Check-in · ${session.couple_name}`} sessions={sessions} />
    </main>
  );
}
