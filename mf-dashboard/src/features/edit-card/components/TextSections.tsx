import { categoryLabels, invitationCategories, normalizeSlug } from '@undangin/contracts';
import { SelectField, TextAreaField, TextField } from '@undangin/ui';
import type { EditorForm, SetField, TextOf } from './form';
import styles from './edit-card.module.css';

/** The couple or event, its category, and the first session's date, time and place. */
export function BasicSection({
  form,
  set,
  text,
  zone,
}: {
  form: EditorForm;
  set: SetField;
  text: TextOf;
  zone: string;
}) {
  return (
    <section className={styles.section} aria-labelledby="basic-title">
      <h2 id="basic-title">Informasi Dasar</h2>
      <TextField label="Nama pasangan / judul acara" {...text('couple_name')} />
      <SelectField
        label="Kategori"
        id="category"
        className={styles.field}
        value={form.category}
        onChange={(e) => set('category', e.target.value as EditorForm['category'])}
        options={invitationCategories.map((c) => ({ value: c, label: categoryLabels[c] }))}
      />
      <div className={styles.pair}>
        <TextField label="Tanggal" type="date" {...text('event_date')} />
        <TextField label={`Waktu (${zone})`} type="time" {...text('event_time')} />
      </div>
      <TextField label="Lokasi" {...text('location')} />
      <TextField label="Link Google Maps" type="url" placeholder="https://maps.google.com/..." {...text('maps_link')} />
      <TextAreaField label="Kutipan" rows={3} {...text('quotes')} />
    </section>
  );
}

/** The invitation's address and its link preview. */
export function SeoSection({ set, text }: { set: SetField; text: TextOf }) {
  return (
    <section className={styles.section} aria-labelledby="seo-title">
      <h2 id="seo-title">URL &amp; SEO</h2>
      <TextField
        label="URL undangan"
        adornment={`${window.location.host}/`}
        {...text('slug')}
        onChange={(e) => set('slug', normalizeSlug(e.target.value))}
      />
      <TextField label="Judul SEO (opsional)" hint="Tampil di pratinjau link WhatsApp." {...text('seo_title')} />
      <TextAreaField label="Deskripsi SEO (opsional)" rows={2} {...text('seo_description')} />
    </section>
  );
}

export function LiveSection({ text }: { text: TextOf }) {
  return (
    <section className={styles.section} aria-labelledby="live-title">
      <h2 id="live-title">Siaran Langsung</h2>
      <TextField
        label="Link siaran langsung (opsional)"
        type="url"
        placeholder="Link YouTube, Instagram atau Zoom"
        {...text('live_stream_url')}
      />
    </section>
  );
}
