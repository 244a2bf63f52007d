import { useState, type FormEvent } from 'react';
import type { AdminProgramme } from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button } from '@undangin/ui';
import list from '../../../components/admin-list.module.css';
import { useSetProgrammeRateMutation } from '../api/partners-api';
import styles from './partners.module.css';

/** 'Komisi per Program': each programme's rate (0–30 %, two decimals), saved on its own row. */
export function ProgrammeRates({ programmes }: { programmes: AdminProgramme[] }) {
  return (
    <div className={list.tableWrap} role="region" aria-label="Tabel komisi per program" tabIndex={0}>
      <table className={list.table} aria-label="Tabel komisi per program">
        <thead>
          <tr>
            <th scope="col">Program</th>
            <th scope="col">Partner</th>
            <th scope="col">Untuk</th>
            <th scope="col">Komisi</th>
          </tr>
        </thead>
        <tbody>
          {programmes.map((programme) => (
            <tr key={programme.id}>
              <td data-label="Program">{programme.name}</td>
              <td data-label="Partner">{programme.partners}</td>
              <td data-label="Untuk">{programme.requires_entitlement ? 'Paket Reseller' : 'Semua akun'}</td>
              <td data-label="Komisi">
                <RateForm programme={programme} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RateForm({ programme }: { programme: AdminProgramme }) {
  const [percent, setPercent] = useState(String(programme.rate_bp / 100));
  const [save, { isLoading }] = useSetProgrammeRateMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const id = `rate-${programme.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(percent.replace(',', '.'));
    if (!Number.isFinite(value) || value < 0 || value > 30) {
      setResult({ ok: false, text: 'Komisi antara 0% dan 30%.' });
      return;
    }
    try {
      await save({ id: programme.id, rate_bp: Math.round(value * 100) }).unwrap();
      setResult({ ok: true, text: 'Komisi disimpan' });
    } catch (err) {
      setResult({ ok: false, text: errorText(err, 'Komisi belum tersimpan.') });
    }
  }

  return (
    <form className={styles.inline} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id} className={styles.label}>
        Komisi {programme.name} (%)
      </label>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="decimal"
        min={0}
        max={30}
        step={0.01}
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={isLoading} aria-label={`Simpan komisi ${programme.name}`}>
        Simpan
      </Button>
      {result ? <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert> : null}
    </form>
  );
}
