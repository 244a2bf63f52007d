import { useState } from 'react';
import {
  commissionStatuses,
  formatDateTime,
  formatRate,
  formatRupiah,
  partnerMessages,
  type CommissionStatus,
} from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button, Notice, SelectField, Skeleton } from '@undangin/ui';
import list from '../../../components/admin-list.module.css';
import { saveText } from '../../../components/save-text';
import { useExportCommissionsMutation, useListCommissionsQuery } from '../api/partners-api';
import styles from './partners.module.css';

const statusOptions = [
  { value: '', label: 'Semua' },
  ...commissionStatuses.map((status) => ({ value: status, label: partnerMessages.statusLabels[status] })),
];

/** 'Komisi': every entry (newest 500) of a status, each pointing to its order; the same list as CSV. */
export function CommissionSection() {
  const [status, setStatus] = useState<CommissionStatus | ''>('');
  const query = status ? { status } : {};
  const { data, isLoading, isError } = useListCommissionsQuery(query, { refetchOnMountOrArgChange: true });
  const [exportCsv, exporting] = useExportCommissionsMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setFailure(null);
    try {
      const day = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
      saveText(await exportCsv(query).unwrap(), `komisi-partner-${day}.csv`);
    } catch (err) {
      setFailure(errorText(err, 'CSV komisi belum dapat diunduh.'));
    }
  }

  return (
    <>
      <div className={list.filters}>
        <SelectField
          label="Status komisi"
          value={status}
          onChange={(event) => setStatus(event.target.value as CommissionStatus | '')}
          options={statusOptions}
        />
        <div className={styles.actions}>
          <Button variant="secondary" loading={exporting.isLoading} onClick={() => void download()}>
            Unduh CSV
          </Button>
        </div>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {isLoading ? <Skeleton label="Memuat komisi..." lines={4} /> : null}
      {isError ? <Alert tone="error">Komisi belum dapat dimuat.</Alert> : null}
      {data && !data.length ? <Notice title="Belum ada komisi" /> : null}
      {data?.length ? (
        <div className={list.tableWrap} role="region" aria-label="Tabel komisi partner" tabIndex={0}>
          <table className={list.table} aria-label="Tabel komisi partner">
            <thead>
              <tr>
                {[
                  'Tanggal',
                  'Partner',
                  'Pesanan',
                  'Pembeli',
                  'Jenis',
                  'Nilai pesanan',
                  'Tarif',
                  'Komisi',
                  'Status',
                ].map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.id} data-testid="admin-commission-row" data-status={row.status}>
                  <td data-label="Tanggal">
                    <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                  </td>
                  <td data-label="Partner" className={styles.wrap}>
                    {row.partner_email}
                  </td>
                  <td data-label="Pesanan" className={styles.wrap}>
                    <code>{row.order_id}</code>
                  </td>
                  <td data-label="Pembeli" className={styles.wrap}>
                    {row.buyer_email ?? 'Akun dihapus'}
                  </td>
                  <td data-label="Jenis">{partnerMessages.kindLabels[row.kind]}</td>
                  <td data-label="Nilai pesanan" className={styles.figure}>
                    {formatRupiah(row.base_amount)}
                  </td>
                  <td data-label="Tarif" className={styles.figure}>
                    {formatRate(row.rate_bp)}
                  </td>
                  <td data-label="Komisi" className={styles.figure}>
                    {formatRupiah(row.amount)}
                  </td>
                  <td data-label="Status">{partnerMessages.statusLabels[row.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
