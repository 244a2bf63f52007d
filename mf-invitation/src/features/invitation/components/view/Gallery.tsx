import { lazy, Suspense, useState } from 'react';
import type { GalleryImage } from '@undangin/contracts';
import styles from './invitation.module.css';

const Lightbox = lazy(() => import('./Lightbox'));

/** The photo gallery (only when it has photos): small WebP thumbnails, lazy; a tap opens the full photo. */
export function Gallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const [index, setIndex] = useState<number | null>(null);
  if (!images.length) return null;

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
      {index === null ? null : (
        <Suspense fallback={null}>
          <Lightbox images={images} title={title} start={index} onClose={() => setIndex(null)} />
        </Suspense>
      )}
    </section>
  );
}
