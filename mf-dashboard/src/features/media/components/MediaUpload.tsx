import { useState, type ChangeEvent } from 'react';
import { messages } from '@undangin/contracts';
import { useAppDispatch } from '@undangin/platform';
import { uploadMedia, uploadMediaErrorText, type UploadPurpose } from '../../../api/upload-media';
import { mediaApi } from '../../../api/media';
import styles from './media.module.css';

const failed = 'Gagal mengupload file. Silakan coba lagi.';
const purposeOf = (file: File): UploadPurpose | null =>
  file.type.startsWith('image/')
    ? 'image'
    : file.type.startsWith('audio/')
      ? 'audio'
      : file.type.startsWith('video/')
        ? 'video'
        : null;

/**
 * Upload straight into the Media Library, before any invitation uses the files: photos, music and video, each checked
 * by the service as in the editor; each refused file says why. The list and the storage used refresh after.
 */
export function MediaUpload({ onResult }: { onResult: (result: { tone: 'success' | 'error'; text: string }) => void }) {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    const refused: string[] = [];
    let sent = 0;
    for (const [index, file] of files.entries()) {
      const purpose = purposeOf(file);
      if (!purpose) {
        refused.push(`${file.name}: ${messages.uploads.mediaTypeUnknown}`);
        continue;
      }
      try {
        await dispatch(uploadMedia(file, purpose, { onProgress: (f) => setProgress((index + f) / files.length) }));
        sent += 1;
      } catch (err) {
        refused.push(`${file.name}: ${uploadMediaErrorText(err, failed, messages.builder.unexpected)}`);
      }
    }
    setProgress(null);
    dispatch(mediaApi.util.invalidateTags(['Media']));
    onResult(
      refused.length
        ? { tone: 'error', text: `${sent} file terupload. Tidak terupload: ${refused.join('; ')}` }
        : { tone: 'success', text: `${sent} file berhasil diupload.` },
    );
  }

  return (
    <div className={styles.upload}>
      <label className={styles.fileButton}>
        Upload File (foto maks. 10MB, musik maks. 10MB, video maks. 50MB)
        <input
          type="file"
          multiple
          accept="image/*,audio/*,video/*"
          onChange={(e) => void pick(e)}
          aria-label="Upload file ke Media Library"
          disabled={progress !== null}
        />
      </label>
      {progress !== null ? <progress max={1} value={progress} aria-label="Mengupload file" /> : null}
    </div>
  );
}
