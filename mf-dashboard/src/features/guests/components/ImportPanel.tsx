import { useState } from 'react';
import { getHref, type ImportResult } from '@undangin/contracts';
import { Link } from '@undangin/router';
import { useAppDispatch } from '@undangin/platform';
import { uploadErrorText } from '@undangin/platform/upload';
import { Alert, Button } from '@undangin/ui';
import { importGuests } from '../api/import-guests';
import styles from './guests.module.css';

const importFailed = 'Impor gagal. Silakan coba lagi.';

/** Import from CSV or Excel: a preview with each row's problem in Indonesian, then the valid rows in one go. */
export function ImportPanel({ invitationId, onDone }: { invitationId: string; onDone: (imported: number) => void }) {
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(mode: 'preview' | 'all' | 'fit', chosen = file) {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const result = await dispatch(importGuests(invitationId, chosen, mode));
      if (mode === 'preview') setPreview(result);
      else {
        setPreview(null);
        setFile(null);
        onDone(result.imported);
      }
    } catch (err) {
      setError(uploadErrorText(err, importFailed, importFailed));
    } finally {
      setBusy(false);
    }
  }

  const problems = preview?.rows.filter((r) => r.error) ?? [];
  const overPlan = preview !== null && preview.room !== null && preview.valid > preview.room;
  return (
    <section className={styles.panel} aria-labelledby="import-title">
      <h2 id="import-title">Impor Tamu</h2>
      <p className={styles.muted}>
        File CSV atau Excel dengan kolom Nama, WhatsApp, Grup, Kursi (baris pertama boleh judul kolom).
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <input
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-label="File tamu"
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          setFile(chosen);
          setPreview(null);
          if (chosen) void run('preview', chosen);
        }}
      />
      {preview ? (
        <div role="status" className={styles.preview}>
          <p>
            <strong>{preview.valid} tamu siap diimpor</strong>
            {preview.invalid ? `, ${preview.invalid} baris bermasalah (tidak diimpor):` : '.'}
          </p>
          {problems.length ? (
            <table className={styles.errors} aria-label="Baris bermasalah">
              <thead>
                <tr>
                  <th>Baris</th>
                  <th>Nama</th>
                  <th>Masalah</th>
                </tr>
              </thead>
              <tbody>
                {problems.map((row) => (
                  <tr key={row.row}>
                    <td>{row.row}</td>
                    <td>{row.name || '-'}</td>
                    <td>{row.error}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {overPlan ? (
            // Told now, before the import: what fits, and the upgrade.
            <>
              <Alert tone="info">
                <span data-testid="import-over-plan">
                  {preview.room
                    ? `Paket Anda hanya menyisakan ${preview.room} tempat di daftar tamu: ${preview.valid - preview.room} tamu tidak muat.`
                    : 'Daftar tamu sudah penuh untuk paket Anda: tidak ada tamu yang dapat diimpor.'}
                </span>{' '}
                <Link to={getHref('subscription')}>Upgrade Paket</Link>
              </Alert>
              {preview.room ? (
                <Button loading={busy} onClick={() => void run('fit')}>
                  {busy ? 'Mengimpor...' : `Impor ${preview.room} Tamu Pertama`}
                </Button>
              ) : null}
            </>
          ) : (
            <Button loading={busy} disabled={!preview.valid} onClick={() => void run('all')}>
              {busy ? 'Mengimpor...' : `Impor ${preview.valid} Tamu`}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
