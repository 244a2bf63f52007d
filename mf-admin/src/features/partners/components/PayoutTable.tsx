import { useState, type FormEvent } from 'react';
import { formatDateTime, formatRupiah, type AdminPayout } from '@undangin/contracts';
import { Badge, Button } from '@undangin/ui';
import list from '../../../components/admin-list.module.css';
import styles from './partners.module.css';

/** Payouts, newest first: an approved one takes the bank transfer's reference and is marked paid. */
export function PayoutTable({
  payouts,
  busyId,
  onPaid,
}: {
  payouts: AdminPayout[];
  busyId: string | null;
  onPaid: (payout: AdminPayout, reference: string) => void;
}) {
  return (
    <div className={list.tableWrap} role="region" aria-label="Tabel pembayaran komisi" tabIndex={0}>
      <table className={list.table} aria-label="Tabel pembayaran komisi">
        <thead>
          <tr>
            {['Partner', 'Jumlah', 'Entri', 'Status', 'Disetujui', 'Dibayar', 'Referensi'].map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout) => (
            <tr key={payout.id} data-testid="admin-payout-row">
              <td data-label="Partner" className={styles.wrap}>
                {payout.partner_email}
              </td>
              <td data-label="Jumlah" className={styles.figure}>
                {formatRupiah(payout.amount)}
              </td>
              <td data-label="Entri" className={styles.figure}>
                {payout.entries}
              </td>
              <td data-label="Status">
                <Badge tone={payout.status === 'paid' ? 'success' : 'primary'}>
                  {payout.status === 'paid' ? 'Dibayar' : 'Disetujui'}
                </Badge>
              </td>
              <td data-label="Disetujui">
                <time dateTime={payout.approved_at}>{formatDateTime(payout.approved_at)}</time>
              </td>
              <td data-label="Dibayar">
                {payout.transferred_at ? (
                  <time dateTime={payout.transferred_at}>{formatDateTime(payout.transferred_at)}</time>
                ) : (
                  <span className={list.muted}>Belum</span>
                )}
              </td>
              <td data-label="Referensi">
                {payout.status === 'paid' ? (
                  payout.reference
                ) : (
                  <PaidForm payout={payout} busy={busyId === `paid-${payout.id}`} onPaid={onPaid} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaidForm({
  payout,
  busy,
  onPaid,
}: {
  payout: AdminPayout;
  busy: boolean;
  onPaid: (payout: AdminPayout, reference: string) => void;
}) {
  const [reference, setReference] = useState('');
  const id = `reference-${payout.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPaid(payout, reference);
  };
  return (
    <form className={styles.inline} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.label}>
        Referensi transfer
      </label>
      <input
        id={id}
        className={styles.input}
        maxLength={100}
        autoComplete="off"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <Button type="submit" loading={busy} aria-label={`Tandai dibayar ${payout.partner_email}`}>
        Tandai Dibayar
      </Button>
    </form>
  );
}
