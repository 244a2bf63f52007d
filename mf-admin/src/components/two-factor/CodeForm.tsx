import { useState, type FormEvent } from 'react';
import { mfaMessages } from '@undangin/contracts';
import { AuthError, useAppDispatch, verifyTotp } from '@undangin/platform';
import { Button, TextField } from '@undangin/ui';
import styles from './two-factor.module.css';

const failureText = (err: unknown) =>
  err instanceof AuthError && err.message
    ? err.message
    : 'Gagal memverifikasi kode. Periksa koneksi Anda lalu coba lagi.';

/** Six digits from the authenticator app, checked by the auth service; on success the session becomes aal2. */
export function CodeForm({ factorId, onVerified }: { factorId: string; onVerified: () => void }) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return setError(mfaMessages.codeFormat);
    setBusy(true);
    setError(null);
    try {
      await dispatch(verifyTotp({ factorId, code: digits }));
      onVerified();
    } catch (err) {
      setError(failureText(err));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.codeForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Kode verifikasi"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        hint="6 angka dari aplikasi autentikator (Google Authenticator, Authy, Microsoft Authenticator)."
        error={error}
        autoFocus
      />
      <Button type="submit" loading={busy}>
        {busy ? 'Memverifikasi...' : 'Verifikasi'}
      </Button>
    </form>
  );
}
