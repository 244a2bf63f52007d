import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { deskMessages } from '@undangin/contracts';
import { useParams } from '@undangin/router';
import { useDocumentTitle } from '@undangin/platform/core';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, TextField } from '@undangin/ui';
import { openReception, type ReceptionSession } from '../api/reception-desk';
import { receptionTransport } from '../api/desk-transport';
import { SyncStatus } from './SyncStatus';
import { useDeskStore } from '../hooks/use-desk-store';
import { useOfflineReady } from '../hooks/use-offline-ready';
import { useStoreAdapter } from '../hooks/use-store-adapter';
import { CheckinDesk } from './CheckinDesk';
import styles from './checkin.module.css';

function storedSession(key: string): ReceptionSession | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as ReceptionSession | null;
  } catch {
    return null;
  }
}

/**
 * /resepsionis/{token}: a receptionist enters the PIN and checks guests in for this one invitation, without an account.
 * The session is kept on the device (the desk opens without signal); revoking the link deletes the desk's copy.
 */
export function ReceptionPage() {
  useDocumentTitle('Penerima Tamu');
  const { token = '' } = useParams();
  const key = `undangin.reception.${token}`;
  const [session, setSession] = useState<ReceptionSession | null>(() => storedSession(key));
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const offlineReady = useOfflineReady();

  const transport = useMemo(() => (session ? receptionTransport(token, session.session) : null), [session, token]);
  const { store, status } = useDeskStore(session ? `link:${token}` : null, transport);
  const adapter = useStoreAdapter(store, status);

  // Revoked: the copy is gone, and so is the session. Expired: the desk keeps working from its copy (offline too);
  // the PIN again only resumes the sync, and what waits stays.
  const expired = status.phase === 'expired';
  useEffect(() => {
    if (status.phase !== 'closed') return;
    localStorage.removeItem(key);
    setSession(null);
    setError(status.notice);
  }, [status.phase, status.notice, key]);

  async function open(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const opened = await openReception(token, pin);
      localStorage.setItem(key, JSON.stringify(opened));
      setSession(opened);
    } catch (err) {
      setError(errorText(err, 'Terjadi kesalahan. Silakan coba lagi.'));
    }
  }

  const pinForm = (
    <form className={styles.pin} onSubmit={(event) => void open(event)} noValidate>
      <h1>Penerima Tamu</h1>
      <p>{expired ? deskMessages.receptionExpired : 'Masukkan PIN dari pemilik acara.'}</p>
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
  if (!session) return pinForm;
  return (
    <main className={styles.reception}>
      {expired ? pinForm : null}
      {adapter && (status.phase === 'ready' || expired) ? (
        <CheckinDesk adapter={adapter} title={`Check-in · ${session.couple_name}`} sessions={store!.sessions()} />
      ) : (
        <h1>{`Check-in · ${session.couple_name}`}</h1>
      )}
      {status.phase === 'noList' ? <Alert tone="error">{deskMessages.noList}</Alert> : null}
      <SyncStatus status={status} offlineReady={offlineReady} />
    </main>
  );
}
