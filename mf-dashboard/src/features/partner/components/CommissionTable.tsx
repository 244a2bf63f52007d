import { formatDate, formatRate, formatRupiah, partnerMessages, type CommissionView } from '@undangin/contracts';
import { Badge, Card, EmptyState, type BadgeTone } from '@undangin/ui';
import { partnerText } from './partner-text';
import styles from './partner.module.css';

const tones: Record<CommissionView['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'primary',
  void: 'neutral',
  paid: 'success',
};

/** The partner's recent commissions (and refunds' clawbacks): what each order earned and where it stands. */
export function CommissionTable({ commissions }: { commissions: readonly CommissionView[] }) {
  return (
    <Card title={partnerText.commissionsTitle} titleId="partner-commissions-title">
      {commissions.length ? (
        <div className={styles.scroll} role="region" aria-label={partnerText.commissionsTable} tabIndex={0}>
          <table className={styles.table} aria-labelledby="partner-commissions-title">
            <thead>
              <tr>
                {partnerText.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {commissions.map((row) => (
                <tr key={row.id} data-testid="commission-row" data-status={row.status} data-kind={row.kind}>
                  <td>
                    <time dateTime={row.created_at}>{formatDate(row.created_at)}</time>
                  </td>
                  <td>
                    <code className={styles.code}>{row.order_id}</code>
                  </td>
                  <td>{partnerMessages.kindLabels[row.kind]}</td>
                  <td>{row.plan_name ?? '-'}</td>
                  <td className={styles.number}>{formatRupiah(row.base_amount)}</td>
                  <td className={styles.number}>{formatRate(row.rate_bp)}</td>
                  <td className={styles.number}>
                    <strong>{formatRupiah(row.amount)}</strong>
                  </td>
                  <td>
                    <Badge tone={tones[row.status]}>{partnerMessages.statusLabels[row.status]}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState title={partnerText.commissionsEmpty} />
      )}
    </Card>
  );
}
