import { useState, type FormEvent } from 'react';
import { Link } from '@undangin/router';
import { chromePaths, messages } from '@undangin/contracts';
import { requestPasswordReset, useDocumentTitle } from '@undangin/platform';
import { Alert, Button, buttonClass, TextField } from '@undangin/ui';
import { AuthCard } from './AuthCard';
import { forgotErrorMessage } from '../lib/error-messages';
import styles from './auth-card.module.css';

const nextSteps = [
  'Buka email Anda',
  'Klik link reset password di email',
  'Masukkan password baru Anda',
  'Login dengan password baru',
];

export function ForgotPasswordPage() {
  useDocumentTitle('Lupa Password');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function send(resend: boolean) {
    const address = (resend ? sentTo : email)?.trim() ?? '';
    setBusy(true);
    setNotice(null);
    try {
      await requestPasswordReset(address, `${window.location.origin}${chromePaths.resetPassword}`);
      setSentTo(address);
      setNotice({ tone: 'success', text: resend ? messages.forgot.resent : messages.forgot.sent(address) });
    } catch (err) {
      setNotice({ tone: 'error', text: forgotErrorMessage(err, resend) });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setNotice({ tone: 'error', text: messages.forgot.required });
      return;
    }
    void send(false);
  }

  if (sentTo) {
    return (
      <AuthCard title="Cek Email Anda" subtitle="Kami telah mengirim link untuk mengatur ulang password.">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <p>Langkah selanjutnya:</p>
        <ol className={styles.steps}>
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Button variant="secondary" className={styles.submit} disabled={busy} onClick={() => void send(true)}>
          {busy ? 'Mengirim...' : 'Kirim Ulang Email'}
        </Button>
        <nav className={styles.actions}>
          <Link className={buttonClass('link')} to={chromePaths.login}>
            Kembali ke Login
          </Link>
          <Link className={buttonClass('link')} to={chromePaths.register}>
            Daftar akun baru
          </Link>
        </nav>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Lupa Password"
      subtitle="Masukkan email akun Anda. Kami akan mengirim link untuk membuat password baru."
    >
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <form onSubmit={submit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" className={styles.submit} loading={busy}>
          {busy ? 'Mengirim...' : 'Kirim Link Reset'}
        </Button>
      </form>
      <nav className={styles.actions}>
        <Link className={buttonClass('link')} to={chromePaths.login}>
          Kembali ke Login
        </Link>
        <Link className={buttonClass('link')} to={chromePaths.register}>
          Belum punya akun? Daftar
        </Link>
      </nav>
    </AuthCard>
  );
}
