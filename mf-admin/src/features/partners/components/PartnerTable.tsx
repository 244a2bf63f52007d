import { formatRupiah, type AdminPartner, type AdminProgramme } from '@undangin/contracts';
import { Badge, Button } from '@undangin/ui';
import list from '../../../components/admin-list.module.css';
import styles from './partners.module.css';

/** The partners with what they brought and earned; a payout of what is payable, and suspending, per row. */
export function PartnerTable({
  partners,
  programmes,
  busyId,
  onPayout,
  onStatus,
}: {
  partners: AdminPartner[];
  /** The programmes as the admin named them in 'Komisi per Program'. */
  programmes: AdminProgramme[];
  busyId: string | null;
  onPayout: (partner: AdminPartner) => void;
  onStatus: (partner: AdminPartner) => void;
}) {
  const programmeName = (id: AdminPartner['programme_id']) => programmes.find((p) => p.id === id)?.name ?? id;
  return (
    <div className={list.tableWrap} role="region" aria-label="Tabel partner" tabIndex={0}>
      <table className={list.table} aria-label="Tabel partner">
        <thead>
          <tr>
            {[
              'Partner',
              'Kode',
              'Program',
              'Status',
              'Klik',
              'Pendaftaran',
              'Menunggu',
              'Siap dibayar',
              'Dalam pembayaran',
              'Dibayar',
              'Tindakan',
            ].map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {partners.map((partner) => (
            <tr key={partner.id} data-testid="admin-partner-row">
              <td data-label="Partner" className={styles.wrap}>
                {partner.email}
              </td>
              <td data-label="Kode">
                <code>{partner.code}</code>
              </td>
              <td data-label="Program">{programmeName(partner.programme_id)}</td>
              <td data-label="Status">
                <Badge tone={partner.status === 'active' ? 'success' : 'danger'}>
                  {partner.status === 'active' ? 'Aktif' : 'Ditangguhkan'}
                </Badge>
              </td>
              <td data-label="Klik" className={styles.figure}>
                {partner.clicks}
              </td>
              <td data-label="Pendaftaran" className={styles.figure}>
                {partner.signups}
              </td>
              {[partner.pending, partner.payable, partner.in_payout, partner.paid].map((amount, index) => (
                <td
                  key={index}
                  data-label={['Menunggu', 'Siap dibayar', 'Dalam pembayaran', 'Dibayar'][index]}
                  className={styles.figure}
                >
                  {formatRupiah(amount)}
                </td>
              ))}
              <td data-label="Tindakan">
                <div className={styles.actions}>
                  <Button
                    loading={busyId === `payout-${partner.id}`}
                    disabled={partner.payable <= 0}
                    aria-label={`Setujui pembayaran ${partner.email}`}
                    onClick={() => onPayout(partner)}
                  >
                    Setujui Pembayaran
                  </Button>
                  <Button
                    variant="secondary"
                    loading={busyId === `status-${partner.id}`}
                    aria-label={`${partner.status === 'active' ? 'Tangguhkan' : 'Aktifkan'} ${partner.email}`}
                    onClick={() => onStatus(partner)}
                  >
                    {partner.status === 'active' ? 'Tangguhkan' : 'Aktifkan'}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
