import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildBillingTestApp, checkout, notificationFor, notify, sql, type BillingTestApp } from './test-support';

type Host = Awaited<ReturnType<BillingTestApp['host']>>;
type Summary = {
  partner: { code: string; rate_bp: number; programme: { id: string } } | null;
  figures: Record<string, number>;
  commissions: Array<{ order_id: string; kind: string; amount: number; status: string; rate_bp: number }>;
  payouts: unknown[];
};

/**
 * The partner programme's money (issue 39): a referred account's paid order earns its partner the programme's rate of
 * the money paid, rounded down to the rupiah, pending for the 30-day money-back window, then approved; a refund
 * reduces or voids it, or after its payout claws the difference back. Self-referrals earn nothing.
 */
describe('partner commissions', () => {
  const t = serviceTestContext(() => buildBillingTestApp());

  const summary = async (host: Host) =>
    (await t.app.inject({ url: '/api/billing/partners/me', headers: host.headers })).json() as Summary;
  const join = (host: Host, programme = 'affiliate') =>
    t.app.inject({ method: 'POST', url: '/api/billing/partners/join', headers: host.headers, payload: { programme } });
  const setRate = (programme: string, rateBp: number) =>
    sql(`update partner_programmes set rate_bp = ? where id = ?`, [rateBp, programme]);

  /** A partner, and a new account they referred (the click and the referral row auth writes at sign-up). */
  async function referred(options: { buyerEmail?: string; partner?: Host } = {}) {
    const partner = options.partner ?? (await t.host({ name: 'Wedding Organizer' }));
    if (!options.partner) expect((await join(partner)).statusCode).toBe(201);
    const [row] = await sql<{ id: string }>(`select id from partners where user_id = ?`, [partner.id]);
    const [click] = await sql<{ id: string }>(
      `insert into referral_clicks (partner_id, visitor) values (?, repeat('a', 32)) returning id`,
      [row!.id],
    );
    const buyer = await t.host({ name: 'Rina' });
    if (options.buyerEmail) await sql(`update auth_users set email = ? where id = ?`, [options.buyerEmail, buyer.id]);
    await sql(`insert into referrals (user_id, partner_id, click_id) values (?, ?, ?)`, [buyer.id, row!.id, click!.id]);
    return { partner, buyer, partnerId: row!.id };
  }

  /** `buyer` checks out `planId` and the gateway settles it; the order's id. */
  async function pays(buyer: Host, planId = 'pro', amount = 75_000) {
    const { order_id: orderId } = await checkout(t, buyer.headers, { plan_id: planId });
    await sql(
      `update billing_sandbox_transactions set transaction_status = 'settlement', transaction_id = ? where order_id = ?`,
      [`trx-${orderId}`, orderId],
    );
    expect((await notify(t, notificationFor(t.settings.serverKey, orderId, amount))).statusCode).toBe(200);
    return orderId;
  }
  const refund = async (orderId: string, status: 'refund' | 'partial_refund', refunded: number | null = null) => {
    await sql(`update billing_sandbox_transactions set transaction_status = ?, refund_amount = ? where order_id = ?`, [
      status,
      refunded === null ? null : String(refunded),
      orderId,
    ]);
    const answer = await notify(
      t,
      notificationFor(t.settings.serverKey, orderId, 75_000, { transaction_status: status }),
    );
    expect(answer.statusCode).toBe(200);
  };
  /** Moves the money-back window of the order's commission into the past, as 31 days passing would. */
  const windowPasses = (orderId: string) =>
    sql(`update commissions set available_at = now() - interval '1 day' where order_ref = ?`, [orderId]);
  const eventsOf = (orderId: string) =>
    sql<{ kind: string; amount: number; order_event_id: string | null }>(
      `select e.kind, e.amount, e.order_event_id from commission_events e join commissions c on c.id = e.commission_id
        where c.order_ref = ? order by e.id`,
      [orderId],
    );

  afterEach(async () => {
    await setRate('affiliate', 3000);
  });

  it('joins once, with a referral code, and the reseller programme needs the Reseller plan', async () => {
    const host = await t.host();
    expect((await summary(host)).partner).toBeNull();
    const joined = await join(host);
    expect(joined.statusCode).toBe(201);
    const { partner } = joined.json() as Summary;
    expect(partner).toMatchObject({ rate_bp: 3000, programme: { id: 'affiliate' } });
    expect(partner!.code).toMatch(/^[a-z0-9]{8}$/);
    expect((await join(host)).json()).toMatchObject({
      code: 'conflict',
      message: 'Akun Anda sudah terdaftar di program partner.',
    });

    const asReseller = await join(host, 'reseller');
    expect(asReseller.statusCode).toBe(403);
    expect(asReseller.json()).toMatchObject({ code: 'plan_required', required_plan: { plan_id: 'reseller' } });
    await sql(
      `insert into subscriptions (user_id, plan_id, status, current_period_end) values (?, 'reseller', 'active', now() + interval '30 days')`,
      [host.id],
    );
    const moved = await join(host, 'reseller');
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as Summary).partner).toMatchObject({ code: partner!.code, programme: { id: 'reseller' } });
    expect((await join(host, 'nope')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/billing/partners/join', payload: { programme: 'affiliate' } }))
        .statusCode,
    ).toBe(401);
  });

  it('earns the rate of the money paid, rounded down, pending until the window passes, then approved', async () => {
    const { partner, buyer } = await referred();
    const first = await pays(buyer);
    let page = await summary(partner);
    expect(page.commissions).toEqual([
      expect.objectContaining({
        order_id: first,
        kind: 'commission',
        rate_bp: 3000,
        amount: 22_500,
        status: 'pending',
      }),
    ]);
    expect(page.figures).toMatchObject({ signups: 1, paid_orders: 1, pending: 22_500, approved: 0, paid: 0 });
    const [entry] = await sql<{ available_at: Date; paid_at: Date }>(
      `select c.available_at, o.paid_at from commissions c join orders o on o.id = c.order_id where c.order_ref = ?`,
      [first],
    );
    const window = new Date(entry!.available_at).getTime() - new Date(entry!.paid_at).getTime();
    expect(Math.abs(window - 30 * 86_400_000)).toBeLessThan(60_000);

    // 19,99 % of Rp75.000 is Rp14.992,50: the partner gets Rp14.992.
    await setRate('affiliate', 1999);
    const second = await pays(buyer);
    page = await summary(partner);
    expect(page.commissions.find((c) => c.order_id === second)).toMatchObject({ rate_bp: 1999, amount: 14_992 });
    // The first entry kept its rate.
    expect(page.commissions.find((c) => c.order_id === first)).toMatchObject({ rate_bp: 3000, amount: 22_500 });

    await windowPasses(first);
    page = await summary(partner);
    expect(page.commissions.find((c) => c.order_id === first)).toMatchObject({ status: 'approved' });
    expect(page.figures).toMatchObject({ pending: 14_992, approved: 22_500 });
    const events = await eventsOf(first);
    expect(events.map((e) => [e.kind, e.amount])).toEqual([
      ['created', 22_500],
      ['approved', 22_500],
    ]);
    // The entry points to its order and to the gateway's notification that paid it.
    expect(events[0]!.order_event_id).not.toBeNull();
    const [step] = await sql<{ order_id: string; status: string }>(
      `select order_id, status from order_events where id = ?`,
      [events[0]!.order_event_id],
    );
    expect(step).toEqual({ order_id: first, status: 'paid' });
  });

  it('voids the commission of a refunded order before and after approval, and reduces it on a partial refund', async () => {
    const { partner, buyer } = await referred();
    const pending = await pays(buyer);
    await refund(pending, 'refund');
    const approved = await pays(buyer);
    await windowPasses(approved);
    expect((await summary(partner)).commissions.find((c) => c.order_id === approved)).toMatchObject({
      status: 'approved',
    });
    await refund(approved, 'refund');
    const partial = await pays(buyer);
    await refund(partial, 'partial_refund', 25_000);

    const page = await summary(partner);
    const of = (orderId: string) => page.commissions.find((c) => c.order_id === orderId);
    expect(of(pending)).toMatchObject({ status: 'void' });
    expect(of(approved)).toMatchObject({ status: 'void' });
    // Rp50.000 kept: 30 % is Rp15.000.
    expect(of(partial)).toMatchObject({ status: 'pending', amount: 15_000 });
    expect(page.figures).toMatchObject({ paid_orders: 3, pending: 15_000, approved: 0 });
    expect((await eventsOf(approved)).map((e) => e.kind)).toEqual(['created', 'approved', 'voided']);
    expect((await eventsOf(partial)).map((e) => [e.kind, e.amount])).toEqual([
      ['created', 22_500],
      ['reduced', -7_500],
    ]);
    // The gateway's retry of the same refund changes nothing.
    await refund(pending, 'refund');
    expect((await eventsOf(pending)).map((e) => e.kind)).toEqual(['created', 'voided']);
  });

  it('claws back a paid-out commission of a refunded order from the next payout', async () => {
    const { partner, buyer, partnerId } = await referred();
    const orderId = await pays(buyer);
    await windowPasses(orderId);
    await summary(partner);
    // The admin's payout and its payment (the admin service's SQL, as its tests drive it through its routes).
    const [payout] = await sql<{ id: string }>(
      `insert into partner_payouts (partner_id, amount, entries, status, reference, transferred_at) values (?, 22500, 1, 'paid', 'TRF-1', now()) returning id`,
      [partnerId],
    );
    await sql(`update commissions set status = 'paid', payout_id = ? where order_ref = ?`, [payout!.id, orderId]);
    await refund(orderId, 'partial_refund', 25_000);
    await refund(orderId, 'refund');

    const page = await summary(partner);
    const entries = page.commissions.filter((c) => c.order_id === orderId).map((c) => [c.kind, c.amount, c.status]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['commission', 22_500, 'paid'],
        ['clawback', -7_500, 'approved'],
        ['clawback', -15_000, 'approved'],
      ]),
    );
    expect(page.figures).toMatchObject({ paid: 22_500, approved: -22_500 });
  });

  it('refuses self-referral: the partner buying, or the partner’s own mailbox spelt another way', async () => {
    const partner = await t.host();
    expect((await join(partner)).statusCode).toBe(201);
    const email = `rina.wo.${partner.id.slice(0, 6)}@gmail.com`;
    await sql(`update auth_users set email = ? where id = ?`, [email, partner.id]);
    await sql(`update partners set email = ? where user_id = ?`, [email, partner.id]);
    const { buyer } = await referred({ partner, buyerEmail: `rinawo${partner.id.slice(0, 6)}+nikah@gmail.com` });
    await pays(buyer);
    // The partner referred by themselves (a row no sign-up writes, but nothing earns from it either).
    const [row] = await sql<{ id: string }>(`select id from partners where user_id = ?`, [partner.id]);
    await sql(`insert into referrals (user_id, partner_id) values (?, ?)`, [partner.id, row!.id]);
    await pays(partner);
    // The partner's account address changed after joining: the new mailbox is theirs too.
    const renamed = `baru.${partner.id.slice(0, 6)}@contoh.id`;
    await sql(`update auth_users set email = ? where id = ?`, [renamed, partner.id]);
    const { buyer: again } = await referred({ partner, buyerEmail: `BARU.${partner.id.slice(0, 6)}+dua@contoh.id` });
    await pays(again);
    expect((await summary(partner)).commissions).toEqual([]);
  });

  it('earns nothing for a suspended partner, a rate of 0, or an account referred over a year ago', async () => {
    const suspended = await referred();
    await sql(`update partners set status = 'suspended' where id = ?`, [suspended.partnerId]);
    await pays(suspended.buyer);
    expect((await summary(suspended.partner)).commissions).toEqual([]);

    const old = await referred();
    await sql(`update referrals set created_at = now() - interval '366 days' where user_id = ?`, [old.buyer.id]);
    await pays(old.buyer);
    await setRate('affiliate', 0);
    const free = await referred();
    await pays(free.buyer);
    expect((await summary(old.partner)).commissions).toEqual([]);
    expect((await summary(free.partner)).commissions).toEqual([]);
  });
});
