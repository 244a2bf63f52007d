import { useState } from 'react';
import { Button } from '@undangin/ui';
import styles from './print-templates.module.css';

/** The features list, edited one by one: add a feature, change one in place, remove one. */
export function FeaturesEditor({ features, onChange }: { features: string[]; onChange: (features: string[]) => void }) {
  const [next, setNext] = useState('');

  function add() {
    const feature = next.trim();
    if (!feature) return;
    onChange([...features, feature]);
    setNext('');
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend>Fitur</legend>
      {features.length ? (
        <ol className={styles.features}>
          {features.map((feature, index) => (
            <li key={index}>
              <input
                className={styles.input}
                aria-label={`Fitur ${index + 1}`}
                value={feature}
                onChange={(event) => onChange(features.map((f, i) => (i === index ? event.target.value : f)))}
              />
              <Button
                variant="secondary"
                aria-label={`Hapus fitur ${index + 1}`}
                onClick={() => onChange(features.filter((_, i) => i !== index))}
              >
                Hapus
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.hint}>Belum ada fitur.</p>
      )}
      <div className={styles.addFeature}>
        <input
          className={styles.input}
          aria-label="Fitur baru"
          placeholder="Contoh: Kertas art carton 260gsm"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} disabled={!next.trim()}>
          Tambah Fitur
        </Button>
      </div>
    </fieldset>
  );
}
