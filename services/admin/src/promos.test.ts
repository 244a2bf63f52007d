import { randomUUID } from 'node:crypto';
import { promoAdminMessages as text, type AdminPromo, type PromoInput } from '@undangin/contracts';
import {
  bearer,
  buildTestService,
  publishedTestKey,
  serviceTestContext,
  withOwnerDb,
} from '@undangin/service-kit/testing';
import { adminRoutes } from './app';
import { seedHost } from './test/seed';

const sql = (text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.getConnection().execute(text, params));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('admin promos', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));
  let headers: { authorization: string };
  // 'uji-…': the marketing service's catalogue test leaves such promos out of its count.
  const id = `uji-${randomUUID().slice(0, 8)}`;
  const form = (overrides: Partial<PromoInput> = {}): PromoInput => ({
    id,
    title: 'Promo Uji Akhir Pekan',
    subtitle: 'Hemat untuk paket Pro',
    description: 'Hanya akhir pekan ini.',
    plan_id: 'pro',
    promo_price: 50_000,
    valid_until: inDays(3),
    max_uses: 2,
    new_accounts_only: false,
    once_per_account: true,
    features: ['Semua fitur Pro'],
    badge: 'Akhir Pekan',
    color: '#DB2777',
    urgent: false,
    sort_order: 900,
    ...overrides,
  });
  const send = (
    method: 'POST' | 'PUT',
    body: PromoInput,
    url = method === 'POST' ? '/api/admin/promos' : `/api/admin/promos/${body.id}`,
  ) => ctx.app.inject({ method, url, headers, payload: body });

  beforeAll(async () => {
    headers = await bearer(ctx.key, 'admin', randomUUID());
  });
  afterAll(async () => {
    await sql(`delete from orders where promo_id = ?`, [id]);
    await sql(`delete from promos where id = ?`, [id]);
  });

  it('creates a promo with its price, end and cap; the price off the plan and its uses left are worked out', async () => {
    const created = await send('POST', form());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id,
      plan_id: 'pro',
      original_price: 75_000,
      promo_price: 50_000,
      discount: 33,
      max_uses: 2,
      uses: 0,
      remaining: 2,
      color: '#db2777',
    });
    expect((await send('POST', form())).json()).toMatchObject({ status: 409, message: text.idTaken });
    const listed = (await ctx.app.inject({ url: '/api/admin/promos', headers })).json() as AdminPromo[];
    expect(listed.find((promo) => promo.id === id)).toMatchObject({ remaining: 2 });
  });

  it('refuses a price not below the plan’s, a free or unknown plan, an end gone by, a cap under its uses, in Indonesian', async () => {
    for (const [overrides, message] of [
      [{ promo_price: 75_000 }, text.priceNotLower('Rp 75.000')],
      [{ plan_id: 'gratis' }, text.planFree],
      [{ plan_id: 'tidak-ada' }, text.planUnknown],
      [{ valid_until: inDays(-1) }, text.ended],
    ] as const) {
      const answer = await send('PUT', form(overrides as Partial<PromoInput>));
      expect({ overrides, status: answer.statusCode, message: answer.json().message }).toEqual({
        overrides,
        status: 400,
        message,
      });
    }
    // One paid order through it: the cap may not go below 1, and one use is left.
    const host = await seedHost('Promo');
    await sql(
      `insert into orders (id, user_id, plan_id, promo_id, amount, status, paid_at) values (?, ?, 'pro', ?, 50000, 'paid', now())`,
      [`UJI-${randomUUID().slice(0, 8)}`, host.id, id],
    );
    expect((await send('PUT', form({ max_uses: 1 }))).json()).toMatchObject({ uses: 1, remaining: 0 });
    const capped = await send('PUT', form({ max_uses: 1, title: 'Promo Uji Diubah' }));
    expect(capped.json()).toMatchObject({ title: 'Promo Uji Diubah', uses: 1, remaining: 0 });
    expect((await send('PUT', form({ max_uses: null }))).json()).toMatchObject({ remaining: null });
    expect((await send('PUT', form({ max_uses: 1 }))).statusCode).toBe(200);
  });

  it('keeps a promo an order used (it is ended instead), deletes one nobody used, and audits each change', async () => {
    const used = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/promos/${id}`, headers });
    expect(used.json()).toMatchObject({ status: 409, message: text.inUse });
    const spare = `uji-${randomUUID().slice(0, 8)}`;
    expect((await send('POST', form({ id: spare }))).statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/promos/${spare}`, headers })).statusCode).toBe(
      204,
    );
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/promos/${spare}`, headers })).statusCode).toBe(
      404,
    );
    const audit = (await ctx.app.inject({ url: '/api/admin/audit?entity=promo&per_page=200', headers })).json()
      .items as Array<{ action: string; entity_id: string }>;
    expect(audit.filter((e) => e.entity_id === spare).map((e) => e.action)).toEqual(['promo.delete', 'promo.create']);
  });

  it('is for admins only', async () => {
    const host = await bearer(ctx.key, 'user');
    expect((await ctx.app.inject({ url: '/api/admin/promos', headers: host })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/promos' })).statusCode).toBe(401);
  });
});
