import { useState, type FormEvent } from 'react';
import { messages, passwordChecklist } from '@undangin/contracts';
import { Alert, Button, Checklist, PasswordField } from '@undangin/ui';
import { useAccountSave } from '../hooks/use-account-save';
import styles from './account.module.css';

export function SecurityTab() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, notice, setNotice, save: saveUser } = useAccountSave();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!current) return setNotice({ tone: 'error', text: messages.account.currentPasswordRequired });
    if (next !== confirmation) return setNotice({ tone: 'error', text: messages.account.passwordMismatch });
    if (await saveUser({ password: next, current_password: current }, messages.account.passwordChanged)) {
      setCurrent('');
      setNext('');
      setConfirmation('');
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate className={styles.panel}>
      <h2>Ubah Password</h2>
      <p className={styles.muted}>
        Setelah password diubah, perangkat lain yang masuk dengan akun ini akan keluar otomatis.
      </p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <PasswordField
        label="Password Saat Ini"
        name="currentPassword"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <PasswordField
        label="Password Baru"
        name="newPassword"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <Checklist label="Syarat password" items={passwordChecklist(next)} />
      <PasswordField
        label="Konfirmasi Password Baru"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
      />
      <Button type="submit" disabled={busy || !next || !confirmation}>
        {busy ? 'Menyimpan...' : 'Ubah Password'}
      </Button>
    </form>
  );
}
