import { useState, type FormEvent } from 'react';
import type { SiteInfo } from '@undangin/contracts';
import { Button, Card, TextField } from '@undangin/ui';
import { useSaveSiteSettingsMutation } from '../api/save-site-settings';
import styles from './settings.module.css';

const fields: { key: keyof SiteInfo; label: string; type?: string; hint?: string }[] = [
  { key: 'name', label: 'Nama Situs' },
  { key: 'tagline', label: 'Deskripsi Situs' },
  { key: 'whatsapp', label: 'WhatsApp', type: 'tel', hint: 'Nomor yang diawali 0 disimpan sebagai 62…' },
  { key: 'email', label: 'Email Kontak', type: 'email' },
  { key: 'address', label: 'Alamat' },
  { key: 'officeHours', label: 'Jam Operasional' },
];

/** The site's name, description and contact facts, saved together. */
export function SiteForm({ site }: { site: SiteInfo }) {
  const [draft, setDraft] = useState<SiteInfo>(site);
  const [save, saving] = useSaveSiteSettingsMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(draft);
    if ('data' in result && result.data) setDraft(result.data);
  };

  return (
    <Card titleId="settings-site" title="Informasi Situs">
      <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby="settings-site">
        {fields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            type={field.type ?? 'text'}
            hint={field.hint}
            required
            value={draft[field.key]}
            onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
          />
        ))}
        <div className={styles.actions}>
          <Button type="submit" disabled={saving.isLoading}>
            {saving.isLoading ? 'Menyimpan...' : 'Simpan Pengaturan'}
          </Button>
          <span role="status">{saving.isSuccess && !saving.isLoading ? 'Pengaturan tersimpan.' : ''}</span>
        </div>
        {saving.isError ? <p role="alert">Gagal menyimpan pengaturan. Periksa isian lalu coba lagi.</p> : null}
      </form>
    </Card>
  );
}
