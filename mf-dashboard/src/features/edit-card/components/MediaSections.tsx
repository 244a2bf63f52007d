import { useRef, useState, type ChangeEvent } from 'react';
import { messages, type MediaFile } from '@undangin/contracts';
import { useAppDispatch } from '@undangin/platform';
import { Alert, Button, TextField, useNotice } from '@undangin/ui';
import { uploadMedia, uploadMediaErrorText, type UploadPurpose } from '../../../api/upload-media';
import type { EditorForm, SetField } from './form';
import { UploadProgress } from './UploadProgress';
import styles from './edit-card.module.css';
import { X } from 'lucide-react';

/** One upload at a time to the Media Library, with its progress, notice and cancel. */
export function useUpload() {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useNotice();
  const controller = useRef<AbortController | null>(null);
  /** One file to the Media Library, cancellable with `cancel`, its progress in `progress` while it lasts. */
  async function send(file: File, purpose: UploadPurpose): Promise<MediaFile> {
    controller.current = new AbortController();
    setProgress(0);
    try {
      return await dispatch(uploadMedia(file, purpose, { onProgress: setProgress, signal: controller.current.signal }));
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }
  const cancel = () => controller.current?.abort();
  return { dispatch, progress, setProgress, notice, setNotice, send, cancel };
}

const backgroundFailed = 'Gagal mengupload latar. Silakan coba lagi.';

/** Background: an image (10 MB) or a video (50 MB), never both, checked by the service; removable. */
export function BackgroundSection({ form, set }: { form: EditorForm; set: SetField }) {
  const { progress, notice, setNotice, send, cancel } = useUpload();
  const [sending, setSending] = useState<UploadPurpose>('image');
  async function pick(event: ChangeEvent<HTMLInputElement>, purpose: UploadPurpose) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    setSending(purpose);
    try {
      const media = await send(file, purpose);
      // The public page shows one background: the new one replaces the other kind.
      set('background_image', purpose === 'image' ? media.url : '');
      set('background_video', purpose === 'video' ? media.url : '');
    } catch (err) {
      setNotice({ tone: 'error', text: uploadMediaErrorText(err, backgroundFailed, messages.builder.unexpected) });
    }
  }
  return (
    <section className={styles.section} aria-labelledby="background-title">
      <h2 id="background-title">Latar</h2>
      <p className={styles.hint}>
        Latar berupa gambar atau video, tidak keduanya: memilih yang satu menggantikan yang lain.
      </p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {form.background_image ? (
        <img className={styles.backgroundPreview} src={form.background_image} alt="Gambar latar" />
      ) : null}
      {form.background_video ? (
        <video
          className={styles.backgroundPreview}
          src={form.background_video}
          muted
          controls
          aria-label="Video latar"
        />
      ) : null}
      {progress !== null ? (
        <UploadProgress what={sending === 'video' ? 'video' : 'gambar'} progress={progress} onCancel={cancel} />
      ) : null}
      <div className={styles.row}>
        <label className={styles.fileButton}>
          Pilih Gambar (maks. 10MB)
          <input
            type="file"
            accept="image/*"
            onChange={(e) => void pick(e, 'image')}
            aria-label="Upload gambar latar"
          />
        </label>
        <label className={styles.fileButton}>
          Pilih Video (maks. 50MB)
          <input type="file" accept="video/*" onChange={(e) => void pick(e, 'video')} aria-label="Upload video latar" />
        </label>
        {form.background_image || form.background_video ? (
          <Button variant="secondary" onClick={() => (set('background_image', ''), set('background_video', ''))}>
            Hapus Latar
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** As many photos as the invitation's gallery keeps (the service refuses more). */
const galleryMax = 100;
const galleryFailed = 'Gagal mengupload foto. Silakan coba lagi.';

/** Photo gallery: many images at once with one progress bar; a refused file is skipped and each says why. */
export function GallerySection({ form, set }: { form: EditorForm; set: SetField }) {
  const { dispatch, progress, setProgress, notice, setNotice } = useUpload();
  const [refused, setRefused] = useState<Array<{ name: string; reason: string }>>([]);
  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!chosen.length) return;
    setNotice(null);
    // The count is known before sending: only what the gallery still has room for goes.
    const left = Math.max(0, galleryMax - form.gallery.length);
    const files = chosen.slice(0, left);
    const reasons: Array<{ name: string; reason: string }> = chosen
      .slice(left)
      .map((file) => ({ name: file.name, reason: messages.uploads.galleryFull(galleryMax, left) }));
    const added: EditorForm['gallery'] = [];
    let failed = 0;
    for (const [index, file] of files.entries()) {
      try {
        const media = await dispatch(
          uploadMedia(file, 'image', { onProgress: (f) => setProgress((index + f) / files.length) }),
        );
        added.push({
          url: media.url,
          thumb_url: media.thumb_url ?? undefined,
          width: media.width ?? undefined,
          height: media.height ?? undefined,
        });
      } catch (err) {
        failed += 1;
        // The service's own words: the type, the size, the storage left.
        reasons.push({
          name: file.name,
          reason: uploadMediaErrorText(err, galleryFailed, messages.builder.unexpected),
        });
      }
    }
    setProgress(null);
    set('gallery', (current) => [...current, ...added]);
    setRefused(reasons);
    setNotice(
      failed || reasons.length
        ? { tone: 'error', text: added.length ? messages.uploads.someFailed : 'Tidak ada foto yang ditambahkan.' }
        : { tone: 'success', text: messages.uploads.photosDone },
    );
  }
  return (
    <section className={styles.section} aria-labelledby="gallery-title">
      <h2 id="gallery-title">Galeri Foto</h2>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {refused.length ? (
        <ul className={styles.refused} aria-label="Foto yang tidak ditambahkan">
          {refused.map((file, index) => (
            <li key={`${index}-${file.name}`}>
              <strong>{file.name}</strong>: {file.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className={styles.gallery} aria-label="Foto galeri">
        {form.gallery.map((image, index) => (
          <li key={image.url}>
            <img src={image.thumb_url ?? image.url} alt={`Foto ${index + 1}`} loading="lazy" />
            <button
              type="button"
              aria-label={`Hapus foto ${index + 1}`}
              onClick={() => set('gallery', (current) => current.filter((g) => g.url !== image.url))}
            >
              <X size={18} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {progress !== null ? <progress max={1} value={progress} aria-label="Mengupload foto" /> : null}
      <label className={styles.fileButton}>
        Tambah Foto (bisa beberapa, maks. 10MB per foto)
        <input type="file" accept="image/*" multiple onChange={(e) => void pick(e)} aria-label="Upload foto galeri" />
      </label>
    </section>
  );
}

/** Music: none, uploaded or a URL; play, pause and remove in the editor. `error` is the service's word on music_url. */
export function MusicSection({ form, set, error }: { form: EditorForm; set: SetField; error?: string }) {
  const { progress, notice, setNotice, send, cancel } = useUpload();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    try {
      const media = await send(file, 'audio');
      set('music_url', media.url);
      setNotice({ tone: 'success', text: messages.uploads.musicDone });
    } catch (err) {
      setNotice({
        tone: 'error',
        text: uploadMediaErrorText(err, messages.uploads.musicFailed, messages.uploads.musicUnexpected),
      });
    }
  }
  const toggle = async () => {
    if (!audio.current) return;
    if (playing) return audio.current.pause();
    try {
      await audio.current.play();
    } catch {
      setNotice({ tone: 'error', text: messages.invitation.musicFailed });
    }
  };
  return (
    <section className={styles.section} aria-labelledby="music-title">
      <h2 id="music-title">Musik</h2>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <TextField
        id="music_url"
        className={styles.field}
        label="URL musik"
        error={error}
        errorRole="alert"
        hint="Tempel link file musik (diawali https://), atau upload file di bawah."
        type="url"
        inputMode="url"
        placeholder="https://contoh.id/lagu.mp3"
        value={form.music_url}
        onChange={(e) => set('music_url', e.target.value)}
      />
      {form.music_url ? (
        <div className={styles.row}>
          {/* preload none: a link being typed is not fetched at every keystroke; a new src stops playback (emptied). */}
          <audio
            ref={audio}
            src={form.music_url}
            preload="none"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
            onEmptied={() => setPlaying(false)}
            onError={() => setPlaying(false)}
          />
          <Button variant="secondary" onClick={() => void toggle()}>
            {playing ? 'Jeda' : 'Putar'}
          </Button>
          <Button variant="secondary" onClick={() => set('music_url', '')}>
            Hapus Musik
          </Button>
        </div>
      ) : null}
      {progress !== null ? <UploadProgress what="musik" progress={progress} onCancel={cancel} /> : null}
      <label className={styles.fileButton}>
        Upload Musik (MP3, WAV, OGG, maks. 10MB)
        <input type="file" accept="audio/*" onChange={(e) => void pick(e)} aria-label="Upload musik" />
      </label>
    </section>
  );
}
