import { useState } from 'react';
import type { GalleryImage } from '@undangin/contracts';
import { Dialog } from '@undangin/ui';
import styles from './invitation.module.css';

/** One photo at full size with its neighbours a tap away; loaded only when a guest opens a photo. */
export default function Lightbox({
  images,
  title,
  start,
  onClose,
}: {
  images: readonly GalleryImage[];
  title: string;
  start: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(start);
  const step = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  const current = images[index]!;
  return (
    <Dialog
      title={`${index + 1} / ${images.length}`}
      label="Foto"
      closeLabel="Tutup foto"
      size="photo"
      onClose={onClose}
    >
      <img className={styles.lightboxImage} src={current.url} alt={`${title}, foto ${index + 1}`} />
      <div className={styles.lightboxBar}>
        <button type="button" onClick={() => step(-1)} aria-label="Foto sebelumnya">
          ‹
        </button>
        <button type="button" onClick={() => step(1)} aria-label="Foto berikutnya">
          ›
        </button>
      </div>
    </Dialog>
  );
}
