import { formatDate, formatRupiah, type PayoutView } from '@undangin/contracts';
import { Badge, Card, EmptyState } from '@undangin/ui';
import { partnerText } from './partner-text';
import styles from './partner.module.css';

/** The payouts the team approved and paid: how much, for how many commissions, and the transfer's reference. */
export function PayoutList({ payouts }: { payouts: readonly PayoutView[] }) {
  return (
    <Card title={partnerText.payoutsTitle} titleId="partner-payouts-title">
      {payouts.length ? (
        <ul className={styles.payouts} aria-labelledby="partner-payouts-title">
          {payouts.map((payout) => (
            <li key={payout.id} className={styles.payout} data-testid="payout-row" data-status={payout.status}>
              <div className={styles.payoutHead}>
                <strong>{formatRupiah(payout.amount)}</strong>
                <Badge tone={payout.status === 'paid' ? 'success' : 'primary'}>
                  {partnerText.payoutStatus[payout.status]}
                </Badge>
              </div>
              <p className={styles.muted}>
                {[
                  partnerText.entries(payout.entries),
                  partnerText.approvedAt(formatDate(payout.approved_at)),
                  payout.transferred_at ? partnerText.paidAt(formatDate(payout.transferred_at)) : null,
                  payout.reference ? partnerText.reference(payout.reference) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={partnerText.payoutsEmpty} />
      )}
    </Card>
  );
}
