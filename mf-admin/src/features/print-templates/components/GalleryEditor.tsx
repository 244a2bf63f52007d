import { Button } from '@undangin/ui';
import { ImageField } from './ImageField';
import styles from './print-templates.module.css';

/** The gallery, image by image: each uploaded (or its URL given), replaced or removed; a new one is added empty. */
export function GalleryEditor({ images, onChange }: { images: string[]; onChange: (images: string[]) => void }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>Gambar Galeri</legend>
      {images.length ? (
        <ol className={styles.gallery}>
          {images.map((url, index) => (
            <li key={index}>
              <ImageField
                name={`Gambar Galeri ${index + 1}`}
                url={url}
                onChange={(next) => onChange(images.map((u, i) => (i === index ? next : u)))}
              >
                <Button
                  variant="secondary"
                  aria-label={`Hapus gambar galeri ${index + 1}`}
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                >
                  Hapus
                </Button>
              </ImageField>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.hint}>Belum ada gambar galeri.</p>
      )}
      <Button variant="secondary" onClick={() => onChange([...images, ''])}>
        Tambah Gambar Galeri
      </Button>
    </fieldset>
  );
}
