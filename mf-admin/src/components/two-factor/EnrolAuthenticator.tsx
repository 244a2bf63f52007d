import { useState } from 'react';
import { AuthError, enrollTotp, useAppDispatch } from '@undangin/platform';
import { Alert, Button } from '@undangin/ui';
import type { MfaEnrollment } from '@undangin/contracts';
import { CodeForm } from './CodeForm';
import styles from './two-factor.module.css';

/** Links an authenticator app: the QR code (or the secret typed by hand), then a first code to confirm it. */
export function EnrolAuthenticator({ onVerified }: { onVerified: () => void }) {
  const dispatch = useAppDispatch();
  const [enrolment, setEnrolment] = useState<MfaEnrollment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await dispatch(enrollTotp('Aplikasi autentikator')));
    } catch (err) {
      setError(
        err instanceof AuthError && err.message ? err.message : 'Gagal menyiapkan verifikasi dua langkah. Coba lagi.',
      );
    } finally {
      setBusy(false);
    }
  };

  if (!enrolment) {
    return (
      <div className={styles.steps}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button onClick={() => void start()} disabled={busy}>
          {busy ? 'Menyiapkan...' : 'Hubungkan Aplikasi Autentikator'}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.steps}>
      <ol className={styles.list}>
        <li>Buka aplikasi autentikator di ponsel Anda lalu pindai kode QR ini.</li>
        <li>Tidak bisa memindai? Masukkan kunci ini secara manual.</li>
        <li>Masukkan kode 6 angka yang muncul di aplikasi.</li>
      </ol>
      <img
        className={styles.qr}
        src={enrolment.totp.qr_code}
        alt="Kode QR untuk aplikasi autentikator"
        width={192}
        height={192}
      />
      <p className={styles.secret}>
        Kunci manual: <code data-testid="totp-secret">{enrolment.totp.secret}</code>
      </p>
      <CodeForm factorId={enrolment.id} onVerified={onVerified} />
    </div>
  );
}
