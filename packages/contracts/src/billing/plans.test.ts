import { billingLabel, gridColumns, isPopular, limitLabel, planIcon, planPrice, visibleFeatures } from './plans';

describe('plan display rules', () => {
  it('shows Gratis for 0, rupiah without decimals, billing labels and ∞ for -1', () => {
    expect(planPrice(0)).toBe('Gratis');
    expect(planPrice(149000)).toBe('Rp 149.000');
    expect(
      ['3_days', '14_days', 'monthly', '3_months', '6_months', '1_year', 'lifetime'].map((b) =>
        billingLabel(b as never),
      ),
    ).toEqual(['3 Hari', '14 Hari', 'Bulanan', '3 Bulan', '6 Bulan', 'Tahunan', 'Selamanya']);
    expect(limitLabel(-1)).toBe('∞');
    expect(limitLabel(200)).toBe('200');
  });

  it("marks names with 'pro' but not 'reseller' as most popular, picks icons and columns", () => {
    expect(isPopular('Pro')).toBe(true);
    expect(isPopular('Paket Pro Reseller')).toBe(false);
    expect(isPopular('Premium')).toBe(false);
    expect(planIcon('Free Trial')).toBe('gift');
    expect(planIcon('Enterprise')).toBe('crown');
    expect(planIcon('Pro')).toBe('star');
    expect(gridColumns(3)).toBe(3);
    expect(gridColumns(4)).toBe(4);
  });

  it('shows at most 5 features on a pricing card, elsewhere 4 and a count of the rest', () => {
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(visibleFeatures(seven, 'pricing')).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], more: null });
    expect(visibleFeatures(seven, 'summary')).toEqual({ shown: ['a', 'b', 'c', 'd'], more: '+3 fitur lainnya' });
    expect(visibleFeatures(['a', 'b', 'c', 'd'], 'summary')).toEqual({ shown: ['a', 'b', 'c', 'd'], more: null });
  });
});
