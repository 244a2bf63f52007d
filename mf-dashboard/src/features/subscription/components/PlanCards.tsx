import { paymentMessages, planCard, type Plan } from '@undangin/contracts';
import { Button, PlanCards as PlanCardList, Ribbon } from '@undangin/ui';
import styles from './subscription.module.css';
import { Crown, Gift, Star } from 'lucide-react';

const icons = { gift: Gift, crown: Crown, star: Star };

/**
 * The plans as cards with the first 5 features. The plan in force carries 'PAKET AKTIF' and a disabled 'Paket
 * Aktif'; every button waits while one is processed.
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
    <PlanCardList
      cards={plans.map((plan) => planCard(plan, 'pricing'))}
      icons={icons}
      marks={(card) => ({ current: card.id === current })}
      ribbon={(card) => (card.id === current ? <Ribbon>{paymentMessages.activeBadge}</Ribbon> : null)}
      // The free plan is never bought: it applies by itself when a paid plan ends.
      note={(card) =>
        card.plan.price === 0 && card.id !== current ? (
          <p className={styles.muted}>Berlaku otomatis saat paket berbayar berakhir.</p>
        ) : null
      }
      action={(card) => {
        const isCurrent = card.id === current;
        return (
          <Button
            variant={isCurrent ? 'secondary' : 'primary'}
            disabled={isCurrent || card.plan.price === 0 || processing !== null}
            onClick={() => onChoose(card.plan)}
          >
            {isCurrent
              ? paymentMessages.activeButton
              : processing
                ? paymentMessages.processing
                : paymentMessages.chooseButton}
          </Button>
        );
      }}
    />
  );
}
