import { Button } from '@undangin/ui';
import styles from './guests.module.css';

/** A list with nobody on it yet (no search, no filter): what to do first, not an empty table. */
export function GuestsEmpty({ onAdd, onImport }: { onAdd: () => void; onImport: () => void }) {
  return (
    <section className={styles.emptyList} data-testid="guests-empty">
      <h2>Belum ada tamu</h2>
      <p>
        Tambahkan tamu satu per satu atau impor dari Excel/CSV, lalu kirim undangan personal lewat WhatsApp. Tamu yang
        mengisi RSVP tanpa ada di daftar juga akan muncul di sini.
      </p>
      <div className={styles.row}>
        <Button onClick={onAdd}>Tambah Tamu Pertama</Button>
        <Button variant="secondary" onClick={onImport}>
          Unggah Daftar dari File
        </Button>
      </div>
    </section>
  );
}
