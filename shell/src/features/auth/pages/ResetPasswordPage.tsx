import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@undangin/router';
import { chromePaths, messages, passwordChecklist } from '@undangin/contracts';
import { closeRecoverySession, openRecoverySession, setRecoveredPassword, useDocumentTitle } from '@undangin/platform';
import { Alert, Button, buttonClass, Checklist, PasswordField, Spinner } from '@undangin/ui';
import { AuthCard } from './AuthCard';
import { resetErrorMessage } from '../lib/error-messages';
import { recoveryAccessToken } from '../lib/link-fragment';
import { newPasswordError } from '../lib/password-rules';
import styles from './auth-card.module.css';

type Phase = 'verifying' | 'invalid' | 'form' | 'success';
const redirectDelayMs = 3000;

/** The recovery session the reset link put in the URL fragment. */
const readRecoveryLink = (): string | null => recoveryAccessToken(window.location.hash);

export function ResetPasswordPage() {
  useDocumentTitle('Atur Ulang Password');
  const navigate = useNavigate();
  const [accessToken] = useState(readRecoveryLink);
  const [phase, setPhase] = useState<Phase>(accessToken ? 'verifying' : 'invalid');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Tokens do not stay in the address bar, the history or a shared screenshot: the fragment goes right after the first
  // render has read it (here, not in the reader: React may run a state initialiser twice in development).
  useEffect(() => {
    if (window.location.hash || window.location.search)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  useEffect(() => {
    if (!accessToken) return;
    let cancelled = false;
    openRecoverySession(accessToken).then(
      () => !cancelled && setPhase('form'),
      () => !cancelled && setPhase('invalid'),
    );
    return () => {
      cancelled = true;
    };
  }, [accessToken]);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(
      () => void navigate(chromePaths.login, { replace: true, state: { message: messages.reset.success } }),
      redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordError(password, confirmation);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await setRecoveredPassword(accessToken!, password);
      // The reset link's session has done its job: close it, the user logs in afresh.
      await closeRecoverySession(accessToken!);
      setPhase('success');
    } catch (err) {
      setError(resetErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (phase === 'verifying') return <Spinner label="Memverifikasi link reset password..." />;
  if (phase === 'invalid') {
    return (
      <AuthCard title="Link Tidak Valid">
        <Alert tone="error">{messages.reset.invalidLink}</Alert>
        <nav className={styles.actions}>
          <Link className={buttonClass('link')} to={chromePaths.forgotPassword}>
            Minta link reset baru
          </Link>
          <Link className={buttonClass('link')} to={chromePaths.login}>
            Kembali ke Login
          </Link>
        </nav>
      </AuthCard>
    );
  }
  if (phase === 'success') {
    return (
      <AuthCard title="Password Berhasil Diubah">
        <Alert tone="success">{messages.reset.success}</Alert>
        <p className={styles.center}>Anda akan diarahkan ke halaman login dalam 3 detik...</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Buat Password Baru" subtitle="Masukkan password baru untuk akun Anda.">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField
          label="Password Baru"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Checklist label="Syarat password" items={passwordChecklist(password)} />
        <PasswordField
          label="Konfirmasi Password Baru"
          name="confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <Button type="submit" className={styles.submit} disabled={busy || !password || !confirmation}>
          {busy ? 'Menyimpan...' : 'Simpan Password Baru'}
        </Button>
      </form>
    </AuthCard>
  );
}
