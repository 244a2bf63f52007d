import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from '@undangin/router';
import { chromePaths, isWhatsappIdentifier, messages, normalizeWhatsapp } from '@undangin/contracts';
import { selectAuthStatus, signIn, useAppDispatch, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { Alert, Button, buttonClass, PasswordField, TextField } from '@undangin/ui';
import { AuthCard } from './AuthCard';
import { loginErrorMessage } from '../lib/error-messages';
import { confirmationOutcome } from '../lib/link-fragment';
import { afterLoginPath, authState } from '../lib/navigation';
import styles from './auth-card.module.css';

export function LoginPage() {
  useDocumentTitle('Masuk');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const state = authState(location.state);
  const status = useAppSelector(selectAuthStatus);
  // Where a mailed confirmation link lands: #email_confirmed=1, or #error_code=… when it was used up.
  const linkOutcome = confirmationOutcome(location.hash);
  const linkNotice = linkOutcome === 'confirmed' ? messages.login.emailConfirmed : null;
  const linkError = linkOutcome === 'invalid' ? messages.login.confirmationLinkInvalid : null;
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Signed in (just now, or already): go where the visitor was headed, replacing this page in history.
  if (status === 'signedIn') return <Navigate to={afterLoginPath(state)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!identifier.trim() || !password) {
      setError(messages.login.required);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      await dispatch(signIn({ identifier, password }));
    } catch (err) {
      const trimmed = identifier.trim();
      setError(loginErrorMessage(err, { whatsapp: isWhatsappIdentifier(trimmed) ? normalizeWhatsapp(trimmed) : null }));
      setLoading(false);
    }
  }

  return (
    <AuthCard title="Masuk" subtitle="Masuk ke akun Undangin Anda.">
      {state.message || linkNotice ? <Alert tone="success">{state.message ?? linkNotice}</Alert> : null}
      {error || linkError ? <Alert tone="error">{error ?? linkError}</Alert> : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Email atau Nomor WhatsApp"
          name="identifier"
          autoComplete="username"
          inputMode="email"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          hint="Nomor WhatsApp tanpa + atau spasi, contoh: 6281234567890"
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className={styles.aside}>
          <Link className={buttonClass('link')} to={chromePaths.forgotPassword}>
            Lupa password?
          </Link>
        </p>
        <Button type="submit" className={styles.submit} disabled={loading}>
          {loading ? 'Memproses...' : 'Masuk'}
        </Button>
      </form>
      <p className={styles.footer}>
        Belum punya akun?{' '}
        <Link className={buttonClass('link')} to={chromePaths.register} state={{ from: state.from }}>
          Daftar Gratis
        </Link>
      </p>
    </AuthCard>
  );
}
