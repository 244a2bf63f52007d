import { useEffect, useRef, useState } from 'react';
import type { GalleryImage } from '@undangin/contracts';
import styles from './invitation.module.css';

/** The photo gallery (only when it has photos): small WebP thumbnails, lazy; a tap opens the full photo. */
export function Gallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const [index, setIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (index !== null && element && !element.open) element.showModal?.();
    if (index === null && element?.open) element.close();
  }, [index]);
  if (!images.length) return null;
  const current = index === null ? null : images[index];
  const step = (delta: number) => setIndex((i) => (i === null ? null : (i + delta + images.length) % images.length));

  return (
    <section className={styles.card} aria-labelledby="gallery-title">
      <h2 id="gallery-title">Galeri</h2>
      <ul className={styles.gallery}>
        {images.map((image, i) => (
          <li key={image.url}>
            <button type="button" onClick={() => setIndex(i)} aria-label={`Perbesar foto ${i + 1}`}>
              <img
                src={image.thumb_url ?? image.url}
                alt={`${title}, foto ${i + 1}`}
                width={480}
                height={600}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog ref={dialog} className={styles.lightbox} aria-label="Foto" onClose={() => setIndex(null)}>
        {current ? <img src={current.url} alt={`${title}, foto ${(index ?? 0) + 1}`} /> : null}
        <div className={styles.lightboxBar}>
          <button type="button" onClick={() => step(-1)} aria-label="Foto sebelumnya">
            ‹
          </button>
          <span>
            {(index ?? 0) + 1} / {images.length}
          </span>
          <button type="button" onClick={() => step(1)} aria-label="Foto berikutnya">
            ›
          </button>
          <button type="button" onClick={() => setIndex(null)} aria-label="Tutup foto">
            ×
          </button>
        </div>
      </dialog>
    </section>
  );
}
