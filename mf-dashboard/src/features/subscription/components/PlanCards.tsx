import {
  billingLabel,
  limitLabel,
  paymentMessages,
  planIcon,
  planPrice,
  visibleFeatures,
  type Plan,
} from '@undangin/contracts';
import { Button, Ribbon } from '@undangin/ui';
import styles from './subscription.module.css';
import { Crown, Gift, Star } from 'lucide-react';

const planIcons = { gift: Gift, crown: Crown, star: Star } as const;
const PlanIconView = ({ kind }: { kind: keyof typeof planIcons }) => {
  const Icon = planIcons[kind];
  return <Icon size={28} strokeWidth={1.75} aria-hidden="true" />;
};

/**
 * The plans as cards: icon, name, price and interval, description, the first 5 features and the two limits (-1 as
 * ∞). The plan in force carries 'PAKET AKTIF' and a disabled 'Paket Aktif'; every button waits while one is processed.
 */
export function PlanCards({
  plans,
  current,
  processing,
  onChoose,
}: {
  plans: readonly Plan[];
  current: string | null;
  processing: string | null;
  onChoose: (plan: Plan) => void;
}) {
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => {
        const isCurrent = plan.id === current;
        // The free plan is never bought: it applies by itself when a paid plan ends.
        const free = plan.price === 0;
        return (
          <li key={plan.id}>
            <article className={styles.plan} data-current={isCurrent} aria-label={`Paket ${plan.name}`}>
              {isCurrent ? <Ribbon>{paymentMessages.activeBadge}</Ribbon> : null}
              <span className={styles.icon}>
                <PlanIconView kind={planIcon(plan.name)} />
              </span>
              <h3>{plan.name}</h3>
              <p className={styles.price}>
                {planPrice(plan.price)} <span>/ {billingLabel(plan.billing_interval)}</span>
              </p>
              {plan.description ? <p className={styles.muted}>{plan.description}</p> : null}
              <ul className={styles.features}>
                {visibleFeatures(plan.features, 'pricing').shown.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <dl className={styles.limits}>
                <div>
                  <dt>Undangan</dt>
                  <dd>{limitLabel(plan.max_invitations)}</dd>
                </div>
                <div>
                  <dt>Tamu/undangan</dt>
                  <dd>{limitLabel(plan.max_guests_per_invitation)}</dd>
                </div>
              </dl>
              {free && !isCurrent ? (
                <p className={styles.muted}>Berlaku otomatis saat paket berbayar berakhir.</p>
              ) : null}
              <Button
                variant={isCurrent ? 'secondary' : 'primary'}
                disabled={isCurrent || free || processing !== null}
                onClick={() => onChoose(plan)}
              >
                {isCurrent
                  ? paymentMessages.activeButton
                  : processing
                    ? paymentMessages.processing
                    : paymentMessages.chooseButton}
              </Button>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
