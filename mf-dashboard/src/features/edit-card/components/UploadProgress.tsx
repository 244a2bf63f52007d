import { messages } from '@undangin/contracts';
import { Button } from '@undangin/ui';
import styles from './edit-card.module.css';

/** An upload under way: a bar, "Mengunggah video… 42%" read out as it moves, and a way to stop it. */
export function UploadProgress({ what, progress, onCancel }: { what: string; progress: number; onCancel: () => void }) {
  const percent = Math.min(100, Math.round(progress * 100));
  const label = messages.uploads.uploading(what, percent);
  return (
    <div className={styles.uploadProgress}>
      <progress max={100} value={percent} aria-label={`Mengunggah ${what}`} />
      <span role="status">{label}</span>
      <Button variant="secondary" onClick={onCancel}>
        Batalkan
      </Button>
    </div>
  );
}
