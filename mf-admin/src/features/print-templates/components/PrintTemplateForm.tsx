import { useState } from 'react';
import {
  categoryLabels,
  printTemplateCategories,
  type AdminPrintTemplate,
  type PrintTemplateInput,
} from '@undangin/contracts';
import { Button, CheckboxField, SelectField, TextAreaField, TextField } from '@undangin/ui';
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
        <SelectField
          label="Kategori *"
          required
          value={draft.category}
          onChange={(event) => set('category')(event.target.value as PrintTemplateDraft['category'])}
          options={printTemplateCategories.map((category) => ({ value: category, label: categoryLabels[category] }))}
        />
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
      <TextAreaField label="Deskripsi *" rows={3} required {...text('description')} />
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
        <CheckboxField
          label="Unggulan"
          checked={draft.isFeatured}
          onChange={(event) => set('isFeatured')(event.target.checked)}
        />
        <CheckboxField
          label="Aktif"
          checked={draft.isActive}
          onChange={(event) => set('isActive')(event.target.checked)}
        />
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
