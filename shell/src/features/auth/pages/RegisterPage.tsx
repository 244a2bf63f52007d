import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@undangin/router';
import { chromePaths, isValidEmail, messages, passwordChecklist } from '@undangin/contracts';
import { signUp, useDocumentTitle } from '@undangin/platform';
import { Alert, Button, Checklist, PasswordField, TextField } from '@undangin/ui';
import { AuthCard } from './AuthCard';
import { registerErrorMessage } from '../lib/error-messages';
import { authState } from '../lib/navigation';
import styles from './auth-card.module.css';

const redirectDelayMs = 3000;

export function RegisterPage() {
  useDocumentTitle('Daftar Gratis');
  const navigate = useNavigate();
  const state = authState(useLocation().state);
  const [form, setForm] = useState({ name: '', whatsapp: '', email: '', password: '', referralCode: '' });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(
      () => void navigate(chromePaths.login, { replace: true, state: { from: state.from, message: success } }),
      redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [success, navigate, state.from]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.name.trim() || !form.whatsapp.trim() || !form.email.trim() || !form.password) {
      setError(messages.register.required);
      return;
    }
    if (!isValidEmail(form.email.trim())) {
      setError(messages.register.invalidEmail);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const name = form.name.trim();
      const { confirmed } = await signUp({
        email: form.email.trim(),
        password: form.password,
        // The service normalises the number and stores it in both whatsapp and phone.
        data: {
          name,
          full_name: name,
          whatsapp: form.whatsapp,
          phone: form.whatsapp,
          referral_code: form.referralCode.trim() || null,
          avatar_url: null,
        },
      });
      setSuccess(confirmed ? messages.register.successWithSession : messages.register.successCheckEmail);
    } catch (err) {
      setError(registerErrorMessage(err));
      setLoading(false);
    }
  }

  return (
    <AuthCard title="Daftar Gratis" subtitle="Buat akun dan undangan digital pertama Anda.">
      {success ? <Alert tone="success">{success}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset disabled={loading} className={styles.fieldset}>
          <TextField label="Nama Lengkap" name="name" autoComplete="name" value={form.name} onChange={set('name')} />
          <TextField
            label="Nomor WhatsApp"
            name="whatsapp"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.whatsapp}
            onChange={set('whatsapp')}
            hint="Contoh: 6281234567890 (tanpa + atau spasi)"
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
          />
          <Checklist label="Syarat password" items={passwordChecklist(form.password)} />
          <TextField
            label="Kode Referral (opsional)"
            name="referralCode"
            value={form.referralCode}
            onChange={set('referralCode')}
          />
          <Button type="submit" className={styles.submit}>
            {loading && !success ? 'Memproses...' : 'Daftar Sekarang'}
          </Button>
        </fieldset>
      </form>
      <p className={styles.footer}>
        Sudah punya akun?{' '}
        <Link to={chromePaths.login} state={{ from: state.from }}>
          Masuk
        </Link>
      </p>
    </AuthCard>
  );
}
