import {
  billingLabel,
  gridColumns,
  isPopular,
  limitLabel,
  paymentMessages,
  planIcon,
  planPrice,
  visibleFeatures,
  type Plan,
} from '@undangin/contracts';
import { Button } from '@undangin/ui';
import styles from './plan-grid.module.css';
import { Crown, Gift, Star } from 'lucide-react';
import { PopularRibbon } from './Blocks';
import { renewalNote, type CurrentPlan } from '../hooks/use-current-plan';

const planIcons = { gift: Gift, crown: Crown, star: Star } as const;
const PlanIconView = ({ kind }: { kind: keyof typeof planIcons }) => {
  const Icon = planIcons[kind];
  return <Icon size={28} strokeWidth={1.75} aria-hidden="true" />;
};

/** The plan cards of the landing and pricing pages, with the plan display rules of packages/contracts (plans.ts). */
export function PlanGrid({
  plans,
  onSelect,
  busy = false,
  chosen = null,
  current = null,
  signedIn = false,
  place,
}: {
  plans: readonly Plan[];
  onSelect: (plan: Plan) => void;
  /** A payment is being processed: every button is disabled and says so. */
  busy?: boolean;
  /** The plan the host came to buy (?plan= from the subscription screen), marked. */
  chosen?: string | null;
  /** The signed-in host's plan in force: marked, and its button renews it (saying what renewing early does). */
  current?: CurrentPlan | null;
  /** A signed-in host's free plan button leads to the dashboard: there is nothing to register. */
  signedIn?: boolean;
  /** The pricing page shows up to 5 features a card; the landing page 4 and a count of the rest. */
  place: 'pricing' | 'summary';
}) {
  return (
    <div className={styles.grid} data-columns={gridColumns(plans.length)}>
      {plans.map((plan) => {
        const popular = isPopular(plan.name);
        const features = visibleFeatures(plan.features, place);
        const isCurrent = plan.id === current?.planId;
        const label =
          plan.price === 0
            ? isCurrent || signedIn
              ? 'Ke Dashboard'
              : 'Mulai Gratis'
            : isCurrent
              ? `Perpanjang ${plan.name}`
              : `Pilih ${plan.name}`;
        return (
          <article
            key={plan.id}
            className={[styles.plan, popular ? styles.popular : '', plan.id === chosen ? styles.chosen : ''].join(' ')}
            aria-label={`Paket ${plan.name}`}
            data-chosen={plan.id === chosen || undefined}
            data-current={isCurrent || undefined}
          >
            {popular ? <PopularRibbon /> : null}
            <span className={styles.icon}>
              <PlanIconView kind={planIcon(plan.name)} />
            </span>
            <h3>{plan.name}</h3>
            <p className={styles.price} data-testid={`price-${plan.id}`}>
              {planPrice(plan.price)}
              <span> / {billingLabel(plan.billing_interval)}</span>
            </p>
            {plan.description ? <p className={styles.description}>{plan.description}</p> : null}
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
            <ul className={styles.features}>
              {features.shown.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {features.more ? <p className={styles.more}>{features.more}</p> : null}
            {isCurrent ? (
              <p className={styles.chosenNote} data-testid="current-plan-note">
                Paket Anda saat ini
                {current?.until && plan.price > 0 ? (
                  <span className={styles.renewal}>{renewalNote(plan.name, current.until)}</span>
                ) : null}
              </p>
            ) : plan.id === chosen ? (
              <p className={styles.chosenNote}>Paket pilihan Anda</p>
            ) : null}
            <Button variant={popular ? 'primary' : 'secondary'} disabled={busy} onClick={() => onSelect(plan)}>
              {busy ? paymentMessages.processing : label}
            </Button>
          </article>
        );
      })}
    </div>
  );
}
