import { useId, useState, type ReactNode } from 'react';
import {
  printTemplateCategories,
  printTemplateCategoryLabels,
  type AdminPrintTemplate,
  type PrintTemplateInput,
} from '@undangin/contracts';
import { Button, TextField } from '@undangin/ui';
import { FeaturesEditor } from './FeaturesEditor';
import { GalleryEditor } from './GalleryEditor';
import { ImageField } from './ImageField';
import { draftOf, emptyDraft, inputOf, type PrintTemplateDraft } from './form-state';
import styles from './print-templates.module.css';

interface Props {
  /** The template being edited; none when a new one is created. */
  template: AdminPrintTemplate | null;
  saving: boolean;
  onSave: (input: PrintTemplateInput) => void;
  onCancel: () => void;
}

/** A label over its control, tied by id: a select's or a textarea's content then stays out of its name. */
function Area({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.area}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** The print-template form: every field of a template; images uploaded (or given as URLs). */
export function PrintTemplateForm({ template, saving, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState<PrintTemplateDraft>(() => (template ? draftOf(template) : emptyDraft));
  const set =
    <K extends keyof PrintTemplateDraft>(key: K) =>
    (value: PrintTemplateDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: keyof PrintTemplateDraft) => ({
    value: draft[key] as string,
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value as never),
  });
  const canSave = !saving && draft.name.trim() !== '' && draft.thumbnail.trim() !== '';

  return (
    <form
      className={styles.form}
      aria-label={template ? 'Edit Template' : 'Template Baru'}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) onSave(inputOf(draft, template ?? undefined));
      }}
    >
      <h2>{template ? 'Edit Template' : 'Template Baru'}</h2>
      <div className={styles.grid}>
        <TextField label="Nama Template *" required {...text('name')} />
        <Area label="Kategori *">
          {(id) => (
            <select
              id={id}
              className={styles.input}
              required
              value={draft.category}
              onChange={(event) => set('category')(event.target.value as PrintTemplateDraft['category'])}
            >
              {printTemplateCategories.map((category) => (
                <option key={category} value={category}>
                  {printTemplateCategoryLabels[category]}
                </option>
              ))}
            </select>
          )}
        </Area>
        <TextField label="Subkategori" {...text('subcategory')} />
        <TextField label="Tag" hint="Pisahkan dengan koma" {...text('tags')} />
        <TextField label="Harga (Rp) *" type="number" inputMode="numeric" min={0} required {...text('price')} />
        <TextField
          label="Harga Asli (Rp)"
          type="number"
          inputMode="numeric"
          min={0}
          hint="0 berarti tanpa harga coret"
          {...text('originalPrice')}
        />
      </div>
      <Area label="Deskripsi *">
        {(id) => <textarea id={id} className={styles.textarea} rows={3} required {...text('description')} />}
      </Area>
      <ImageField name="Thumbnail" required url={draft.thumbnail} onChange={set('thumbnail')} />
      <GalleryEditor images={draft.galleryImages} onChange={set('galleryImages')} />
      <FeaturesEditor features={draft.features} onChange={set('features')} />
      <fieldset className={styles.fieldset}>
        <legend>Spesifikasi</legend>
        <div className={styles.grid}>
          <TextField label="Kertas" {...text('paper')} />
          <TextField label="Ukuran" {...text('size')} />
          <TextField label="Sisi Cetak" {...text('sides')} />
          <TextField label="Finishing" {...text('finishing')} />
        </div>
      </fieldset>
      <div className={styles.grid}>
        <TextField label="Urutan" type="number" inputMode="numeric" {...text('sortOrder')} />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.isFeatured}
            onChange={(event) => set('isFeatured')(event.target.checked)}
          />
          Unggulan
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.isActive} onChange={(event) => set('isActive')(event.target.checked)} />
          Aktif
        </label>
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={!canSave}>
          {saving ? 'Menyimpan...' : 'Simpan'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Batal
        </Button>
      </div>
    </form>
  );
}
