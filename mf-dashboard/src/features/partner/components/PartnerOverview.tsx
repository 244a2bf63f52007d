import { formatRate, formatRupiah, partnerMessages, type PartnerSummary } from '@undangin/contracts';
import { Card, StatCard, StatGrid } from '@undangin/ui';
import { partnerText } from './partner-text';
import { ReferralLink } from './ReferralLink';
import styles from './partner.module.css';

type Partner = NonNullable<PartnerSummary['partner']>;

/** A partner's link, programme and rate, the commission window, and what the link has brought so far. */
export function PartnerOverview({ partner, figures }: { partner: Partner; figures: PartnerSummary['figures'] }) {
  const tiles = [
    ['clicks', 'partner-clicks', figures.clicks.toLocaleString('id-ID')],
    ['signups', 'partner-signups', figures.signups.toLocaleString('id-ID')],
    ['paid_orders', 'partner-paid-orders', figures.paid_orders.toLocaleString('id-ID')],
    ['pending', 'partner-pending', formatRupiah(figures.pending)],
    ['approved', 'partner-approved', formatRupiah(figures.approved)],
    ['paid', 'partner-paid', formatRupiah(figures.paid)],
  ] as const;
  return (
    <>
      <Card title={partnerText.linkTitle} titleId="partner-link-title">
        <div className={styles.stack}>
          {partner.status === 'suspended' ? (
            <p className={styles.warning} role="note">
              {partnerMessages.suspended}
            </p>
          ) : null}
          <ReferralLink code={partner.code} />
          <p data-testid="partner-programme">{partnerText.programmeOf(partner.programme.name)}</p>
          <p className={styles.rate} data-testid="partner-rate">
            {partnerText.yourRate(formatRate(partner.rate_bp))}
          </p>
          <p className={styles.note}>{partnerText.window}</p>
        </div>
      </Card>
      <section className={styles.figures} aria-labelledby="partner-figures-title">
        <h2 id="partner-figures-title">{partnerText.figuresTitle}</h2>
        <StatGrid label={partnerText.figuresTitle}>
          {tiles.map(([key, testId, value]) => (
            <StatCard key={key} label={partnerText.figures[key]} value={value} testId={testId} />
          ))}
        </StatGrid>
      </section>
    </>
  );
}
