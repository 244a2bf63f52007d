import { useEffect, useState, type FormEvent } from 'react';
import { messages } from '@undangin/contracts';
import type { SessionUser } from '@undangin/platform/core';
import { Alert, Button, TextField } from '@undangin/ui';
import { useAccountSave } from '../hooks/use-account-save';
import styles from './account.module.css';

export function ProfileTab({ user }: { user: SessionUser }) {
  const [name, setName] = useState(user.name ?? '');
  const [whatsapp, setWhatsapp] = useState(user.whatsapp ?? '');
  const [edited, setEdited] = useState(false);
  const { busy, notice, setNotice, save: saveUser } = useAccountSave();

  // The profile as the service last told it (the start-up check can answer after the form opened with the stored
  // copy, say after a change on another device) shows until the user starts typing.
  useEffect(() => {
    if (edited) return;
    setName(user.name ?? '');
    setWhatsapp(user.whatsapp ?? '');
  }, [edited, user.name, user.whatsapp]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNotice({ tone: 'error', text: messages.account.nameRequired });
      return;
    }
    const data = { name: name.trim(), full_name: name.trim(), whatsapp: whatsapp || null, phone: whatsapp || null };
    const saved = await saveUser({ data }, messages.account.profileSaved);
    // Shown as the service stored it: normalised to 62….
    if (saved) setWhatsapp(saved.whatsapp ?? '');
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate className={styles.panel}>
      <h2>Informasi Profil</h2>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <TextField
        label="Nama Lengkap"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(e) => {
          setEdited(true);
          setName(e.target.value);
        }}
      />
      <TextField
        label="Nomor WhatsApp"
        name="whatsapp"
        type="tel"
        autoComplete="tel"
        value={whatsapp}
        onChange={(e) => {
          setEdited(true);
          setWhatsapp(e.target.value);
        }}
        hint="Contoh: 6281234567890 (tanpa + atau spasi). Bisa dipakai untuk login."
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={user.email ?? ''}
        readOnly
        hint="Email dipakai untuk login dan tidak dapat diubah di sini."
      />
      <TextField label="Kode Referral" name="referral" value={user.referralCode ?? '-'} readOnly />
      <Button type="submit" loading={busy}>
        {busy ? 'Menyimpan...' : 'Simpan Perubahan'}
      </Button>
    </form>
  );
}
