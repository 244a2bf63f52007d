import {
  bearer,
  buildTestService,
  publishedTestKey,
  serviceTestContext,
  withOwnerDb,
} from '@undangin/service-kit/testing';
import { adminRoutes } from './app';
import { seedHost } from './test/seed';

/** Orders of `userId`, one a minute apart (oldest first), as billing would have written them. */
async function seedOrders(userId: string, tag: string, statuses: string[]): Promise<string[]> {
  return withOwnerDb(async (orm) => {
    const ids: string[] = [];
    for (const [i, status] of statuses.entries()) {
      const id = `ORD-${tag}-${i}`;
      await orm.em.fork().execute(
        `insert into orders (id, user_id, plan_id, amount, status, paid_at, created_at)
           values (?, ?, 'premium', 99000, ?, case when ? = 'paid' then now() end, now() - (? || ' minutes')::interval)`,
        [id, userId, status, status, statuses.length - i],
      );
      ids.push(id);
    }
    return ids;
  });
}

describe('admin: orders', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));

  it('lists every order newest first, found by part of its id or the buyer e-mail, by status, a page after the cursor', async () => {
    const headers = await bearer(ctx.key, 'admin');
    const buyer = await seedHost('Pembeli');
    const tag = `T${buyer.n}`;
    const [oldest, middle, newest] = await seedOrders(buyer.id, tag, ['paid', 'pending', 'paid']);
    const list = async (query: string) => {
      const response = await ctx.app.inject({ url: `/api/admin/orders?${query}`, headers });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 200 });
      return response.json();
    };

    const byEmail = await list(`search=${encodeURIComponent(buyer.email)}`);
    expect(byEmail.items.map((order: { id: string }) => order.id)).toEqual([newest, middle, oldest]);
    expect(byEmail).toMatchObject({ total: 3, total_capped: false, next_cursor: null });
    expect(byEmail.items[0]).toMatchObject({
      id: newest,
      buyer_id: buyer.id,
      buyer_email: buyer.email,
      buyer_name: buyer.name,
      plan_id: 'premium',
      plan_name: 'Premium',
      amount: 99000,
      refunded_amount: 0,
      status: 'paid',
      paid_at: expect.any(String),
    });
    expect((await list(`search=${encodeURIComponent(`${tag}-1`)}`)).items.map((o: { id: string }) => o.id)).toEqual([
      middle,
    ]);
    const paid = await list(`search=${encodeURIComponent(buyer.email)}&status=paid`);
    expect(paid.items.map((order: { id: string }) => order.id)).toEqual([newest, oldest]);

    const first = await list(`search=${encodeURIComponent(buyer.email)}&per_page=2`);
    expect(first.items.map((order: { id: string }) => order.id)).toEqual([newest, middle]);
    const second = await list(
      `search=${encodeURIComponent(buyer.email)}&per_page=2&cursor=${encodeURIComponent(first.next_cursor)}`,
    );
    expect(second.items.map((order: { id: string }) => order.id)).toEqual([oldest]);
    expect(second.next_cursor).toBeNull();
  });

  it('is for admins only, and refuses an unknown status, a forged cursor or an impossible time in Indonesian', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/orders' })).statusCode).toBe(401);
    const host = await ctx.app.inject({ url: '/api/admin/orders', headers: await bearer(ctx.key, 'user') });
    expect(host.statusCode).toBe(403);
    const headers = await bearer(ctx.key, 'admin');
    const impossible = ['2026-02-30T10:00:00.000000Z|ORD-1', '2026-11-29T24:00:00.000000Z|ORD-1'];
    for (const query of [
      'status=lunas',
      `cursor=${encodeURIComponent("x' or 1=1 --")}`,
      ...impossible.map((cursor) => `cursor=${encodeURIComponent(cursor)}`),
    ]) {
      const response = await ctx.app.inject({ url: `/api/admin/orders?${query}`, headers });
      expect({ query, status: response.statusCode, message: response.json().message }).toEqual({
        query,
        status: 400,
        message: 'Data yang dikirim tidak valid.',
      });
    }
  });
});
