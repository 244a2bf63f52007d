import { useState, type ChangeEvent, type ReactNode } from 'react';
import { adminMessages } from '@undangin/contracts';
import { useAppDispatch } from '@undangin/platform';
import { uploadErrorText } from '@undangin/platform/upload';
import { Alert, TextField } from '@undangin/ui';
import { uploadPrintTemplateImage } from '../api/upload-print-template-image';
import styles from './print-templates.module.css';

const text = adminMessages.printTemplates;

interface Props {
  /** The field's name, e.g. 'Thumbnail' or 'Gambar Galeri 2': labels the URL, the upload and the preview. */
  name: string;
  url: string;
  onChange: (url: string) => void;
  required?: boolean;
  /** Further actions beside the upload button (remove). */
  children?: ReactNode;
}

/** One image of a template: a preview, an upload through the admin service, and its URL kept editable as a fallback. */
export function ImageField({ name, url, onChange, required, children }: Props) {
  const dispatch = useAppDispatch();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      onChange((await dispatch(uploadPrintTemplateImage(file))).url);
    } catch (err) {
      setError(uploadErrorText(err, text.uploadFailed, text.uploadUnexpected));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className={styles.image}>
      {url.trim() ? (
        <img className={styles.preview} src={url.trim()} alt={`Pratinjau ${name}`} />
      ) : (
        <div className={styles.previewEmpty} aria-hidden="true" />
      )}
      <div className={styles.imageBody}>
        {/* Not type="url": the seeded templates' images are site-relative (/api/marketing/assets/…). */}
        <TextField
          label={`URL ${name}${required ? ' *' : ''}`}
          inputMode="url"
          required={required}
          value={url}
          onChange={(event) => onChange(event.target.value)}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.rowActions}>
          <label className={styles.fileButton} aria-busy={uploading}>
            {uploading ? text.uploading : 'Unggah Gambar'}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={uploading}
              onChange={(event) => void pick(event)}
              aria-label={`Unggah ${name}`}
            />
          </label>
          {children}
        </div>
        {uploading ? (
          <p className={styles.hint} role="status">
            {text.uploading}
          </p>
        ) : (
          <p className={styles.hint}>JPG, PNG atau WebP, maks. 10MB.</p>
        )}
      </div>
    </div>
  );
}
