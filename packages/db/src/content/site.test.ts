import { plans } from './catalogue';
import { promos } from './site';

describe('the seeded promos', () => {
  it("quote the plan's own price from /pricing/website as the price before the discount", () => {
    const [flash, newUser] = promos(new Date());
    const priceOf = (id: string) => plans.find((plan) => plan.id === id)!.price;
    expect([flash!.original_price, newUser!.original_price]).toEqual([priceOf('premium'), priceOf('pro')]);
    expect(flash!.promo_price).toBe(Math.round(priceOf('premium') * (1 - flash!.discount / 100)));
    expect(newUser!.promo_price).toBe(Math.round(priceOf('pro') * (1 - newUser!.discount / 100)));
  });

  it('each sell a paid plan of the catalogue (the bundle: Premium, its prints arranged apart)', () => {
    const [flash, newUser, bundle] = promos(new Date());
    expect([flash!.plan_id, newUser!.plan_id, bundle!.plan_id]).toEqual(['premium', 'pro', 'premium']);
    for (const promo of promos(new Date()))
      expect(plans.find((plan) => plan.id === promo.plan_id)!.price).toBeGreaterThan(0);
  });

  it('run 60, 90 and 75 days from the day they are seeded, to the close of that day in Jakarta', () => {
    const ends = (seededAt: string) => promos(new Date(seededAt)).map((promo) => [promo.id, promo.valid_until]);
    const expected = [
      ['flash-sale', '2027-01-25T23:59:59+07:00'],
      ['new-user', '2027-02-24T23:59:59+07:00'],
      ['bundle-deal', '2027-02-09T23:59:59+07:00'],
    ];
    expect(ends('2026-11-26T00:30:00+07:00')).toEqual(expected);
    expect(ends('2026-11-26T23:30:00+07:00')).toEqual(expected);
  });

  it('keep their order and one urgent flash sale', () => {
    const seeded = promos(new Date());
    expect(seeded.map((promo) => promo.sort_order)).toEqual([1, 2, 3]);
    expect(seeded.filter((promo) => promo.urgent).map((promo) => promo.id)).toEqual(['flash-sale']);
  });
});
