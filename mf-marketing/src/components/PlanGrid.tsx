import { isPopular, paymentMessages, planCard, type Plan } from '@undangin/contracts';
import { Button, PlanCards } from '@undangin/ui';
import styles from './plan-grid.module.css';
import { Crown, Gift, Star } from 'lucide-react';
import { PopularRibbon } from './Blocks';
import { renewalNote, type CurrentPlan } from '../hooks/use-current-plan';

const icons = { gift: Gift, crown: Crown, star: Star };

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
  const isCurrent = (plan: Plan) => plan.id === current?.planId;
  const label = (plan: Plan) =>
    plan.price === 0
      ? isCurrent(plan) || signedIn
        ? 'Ke Dashboard'
        : 'Mulai Gratis'
      : isCurrent(plan)
        ? `Perpanjang ${plan.name}`
        : `Pilih ${plan.name}`;
  return (
    <PlanCards
      cards={plans.map((plan) => planCard(plan, place))}
      icons={icons}
      marks={({ plan }) => ({ popular: isPopular(plan.name), chosen: plan.id === chosen, current: isCurrent(plan) })}
      ribbon={({ plan }) => (isPopular(plan.name) ? <PopularRibbon /> : null)}
      note={({ plan }) =>
        isCurrent(plan) ? (
          <p className={styles.chosenNote} data-testid="current-plan-note">
            Paket Anda saat ini
            {current?.until && plan.price > 0 ? (
              <span className={styles.renewal}>{renewalNote(plan.name, current.until)}</span>
            ) : null}
          </p>
        ) : plan.id === chosen ? (
          <p className={styles.chosenNote}>Paket pilihan Anda</p>
        ) : null
      }
      action={({ plan }) => (
        <Button variant={isPopular(plan.name) ? 'primary' : 'secondary'} disabled={busy} onClick={() => onSelect(plan)}>
          {busy ? paymentMessages.processing : label(plan)}
        </Button>
      )}
    />
  );
}
