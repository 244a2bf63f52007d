import { formatRupiah } from '../shared/format';
import type { Plan } from '../marketing/marketing-schemas';
import { comingSoonLabel, entitlementInfo, lineIsBuilt, type Entitlement } from './entitlements';

/** How plans are shown: prices, labels, badges and their limits. */
const billingLabels: Record<Plan['billing_interval'], string> = {
  '3_days': '3 Hari',
  '14_days': '14 Hari',
  monthly: 'Bulanan',
  '3_months': '3 Bulan',
  '6_months': '6 Bulan',
  '1_year': 'Tahunan',
  lifetime: 'Selamanya',
};

export const billingLabel = (interval: Plan['billing_interval']): string => billingLabels[interval] ?? interval;
export const planPrice = (price: number): string => formatRupiah(price, { zeroAsFree: true });
export const limitLabel = (limit: number): string => (limit === -1 ? '∞' : String(limit));
export const isPopular = (name: string): boolean => /pro/i.test(name) && !/reseller/i.test(name);
export const gridColumns = (count: number): 3 | 4 => (count <= 3 ? 3 : 4);

/** The plan card's icon, by the plan's name: a gift for a free plan, a crown for premium, else a star. */
export type PlanIcon = 'gift' | 'crown' | 'star';

export function planIcon(name: string): PlanIcon {
  if (/free|trial|gratis/i.test(name)) return 'gift';
  if (/premium|enterprise/i.test(name)) return 'crown';
  return 'star';
}

/**
 * The features a plan shows: a plan card of the pricing page at most 5; elsewhere the first 4, then
 * '+N fitur lainnya'.
 */
export function visibleFeatures<T>(
  features: readonly T[],
  place: 'pricing' | 'summary',
): { shown: T[]; more: string | null } {
  if (place === 'pricing') return { shown: features.slice(0, 5), more: null };
  const rest = features.length - 4;
  return { shown: features.slice(0, 4), more: rest > 0 ? `+${rest} fitur lainnya` : null };
}

export interface PlanCardLine {
  text: string;
  soon: string | null;
}

/** What a plan card says, in the order it says it; the card itself is `PlanCards` of @undangin/ui. */
export interface PlanCard {
  id: string;
  name: string;
  icon: PlanIcon;
  price: string;
  interval: string;
  description: string | null;
  limits: { term: string; value: string }[];
  /** Its feature lines; `soon` ('Segera hadir') on a line whose feature this build does not deliver yet. */
  features: PlanCardLine[];
  /** What the plan includes beyond its numbers, in plain Indonesian, each marked when it is still to come. */
  includes: PlanCardLine[];
  more: string | null;
  plan: Plan;
}

export function planCard(plan: Plan, place: 'pricing' | 'summary'): PlanCard {
  const { shown, more } = visibleFeatures(plan.features, place);
  // Built in this release, and deliverable on this server now (its settings present).
  const delivered = (key: Entitlement | null) =>
    lineIsBuilt({ entitlement: key }) && !(key && plan.unavailable?.includes(key));
  return {
    id: plan.id,
    name: plan.name,
    icon: planIcon(plan.name),
    price: planPrice(plan.price),
    interval: billingLabel(plan.billing_interval),
    description: plan.description || null,
    limits: [
      { term: 'Undangan', value: limitLabel(plan.max_invitations) },
      { term: 'Tamu/undangan', value: limitLabel(plan.max_guests_per_invitation) },
    ],
    features: shown.map((line) => ({ text: line.text, soon: delivered(line.entitlement) ? null : comingSoonLabel })),
    includes: plan.entitlements.map((key) => ({
      text: entitlementInfo[key].label,
      soon: delivered(key) ? null : comingSoonLabel,
    })),
    more,
    plan,
  };
}
