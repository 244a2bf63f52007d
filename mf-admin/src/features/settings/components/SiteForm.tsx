import { useState, type FormEvent } from 'react';
import { checkSiteInfo, formatWhatsapp, siteInfoLabels, type SiteInfo } from '@undangin/contracts';
import { Button, Card, TextField } from '@undangin/ui';
import { useSaveSiteSettingsMutation } from '../api/save-site-settings';
import styles from './settings.module.css';

const fields: { key: keyof SiteInfo; type?: string; hint?: string }[] = [
  { key: 'name' },
  { key: 'tagline' },
  { key: 'whatsapp', type: 'tel', hint: 'Nomor yang diawali 0 disimpan sebagai 62…' },
  { key: 'email', type: 'email' },
  { key: 'address' },
  { key: 'officeHours' },
];

type FieldErrors = Partial<Record<keyof SiteInfo, string>>;

/** The service's refusal, field by field, when it names them. */
function serverErrors(error: unknown): FieldErrors | null {
  const details = (error as { data?: { details?: Array<{ field: string; message: string }> } } | undefined)?.data
    ?.details;
  if (!details?.length) return null;
  return Object.fromEntries(details.map((detail) => [detail.field, detail.message]));
}

/**
 * The site's name, description and contact facts, saved together. Checked with the service's own rule before sending
 * (the same Indonesian message under the same field), and shown as the public site will show them before they go live.
 */
export function SiteForm({ site }: { site: SiteInfo }) {
  const [draft, setDraft] = useState<SiteInfo>(site);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [save, saving] = useSaveSiteSettingsMutation();
  const preview = checkSiteInfo(draft).site;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { problems } = checkSiteInfo(draft);
    setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
    if (problems.length) return;
    const result = await save(draft);
    if ('data' in result && result.data) setDraft(result.data);
    else setErrors(serverErrors(result.error) ?? {});
  };
  const invalid = Object.keys(errors).length > 0;

  return (
    <Card titleId="settings-site" title="Informasi Situs">
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="settings-site">
        {fields.map((field) => (
          <TextField
            key={field.key}
            label={siteInfoLabels[field.key]}
            type={field.type ?? 'text'}
            hint={field.hint}
            required
            error={errors[field.key] ?? null}
            value={draft[field.key]}
            onChange={(event) => {
              setDraft({ ...draft, [field.key]: event.target.value });
              setErrors(({ [field.key]: _fixed, ...rest }) => rest);
            }}
          />
        ))}
        <section className={styles.preview} aria-labelledby="settings-site-preview">
          <h3 id="settings-site-preview">Pratinjau di halaman Kontak</h3>
          <dl className={styles.facts}>
            <dt>{siteInfoLabels.name}</dt>
            <dd>{preview.name}</dd>
            <dt>{siteInfoLabels.whatsapp}</dt>
            <dd>{preview.whatsapp ? formatWhatsapp(preview.whatsapp) : '—'}</dd>
            <dt>{siteInfoLabels.email}</dt>
            <dd>{preview.email || '—'}</dd>
            <dt>{siteInfoLabels.address}</dt>
            <dd>{preview.address || '—'}</dd>
            <dt>{siteInfoLabels.officeHours}</dt>
            <dd>{preview.officeHours || '—'}</dd>
          </dl>
        </section>
        <div className={styles.actions}>
          <Button type="submit" disabled={saving.isLoading}>
            {saving.isLoading ? 'Menyimpan...' : 'Simpan Pengaturan'}
          </Button>
          <span role="status">{saving.isSuccess && !saving.isLoading && !invalid ? 'Pengaturan tersimpan.' : ''}</span>
        </div>
        {invalid ? <p role="alert">Pengaturan belum disimpan: periksa isian yang ditandai.</p> : null}
        {saving.isError && !invalid ? <p role="alert">Gagal menyimpan pengaturan. Silakan coba lagi.</p> : null}
      </form>
    </Card>
  );
}
