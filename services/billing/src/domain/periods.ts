import type { Plan } from '@undangin/contracts';

type BillingInterval = Plan['billing_interval'];

const hour = 3_600_000;
const wib = 7 * hour;

/**
 * When a period bought at `from` ends: days are counted as days; months on the Jakarta calendar, a month after
 * 31 January being the last day of February. Null for a lifetime plan (no end).
 */
export function periodEnd(from: Date, interval: BillingInterval): Date | null {
  const days = { '3_days': 3, '14_days': 14 } as Partial<Record<BillingInterval, number>>;
  const months = { monthly: 1, '3_months': 3, '6_months': 6, '1_year': 12 } as Partial<Record<BillingInterval, number>>;
  if (interval === 'lifetime') return null;
  if (days[interval]) return new Date(from.getTime() + days[interval] * 24 * hour);
  const count = months[interval];
  if (!count) throw new Error(`unknown billing interval ${interval}`);
  // Jakarta has no daylight saving: its calendar is UTC's shifted by seven hours.
  const local = new Date(from.getTime() + wib);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + count;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  local.setUTCFullYear(year, month, Math.min(local.getUTCDate(), lastDay));
  return new Date(local.getTime() - wib);
}
