import { randomUUID } from 'node:crypto';
import { planAdminMessages as text, type AdminPlan, type PlanInput } from '@undangin/contracts';
import {
  bearer,
  buildTestService,
  publishedTestKey,
  serviceTestContext,
  withOwnerDb,
} from '@undangin/service-kit/testing';
import { adminRoutes } from './app';

const sql = (text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.getConnection().execute(text, params));

describe('admin plan editor', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));
  let headers: { authorization: string };
  // A plan of its own, off sale, so the catalogue other tests read stays as seeded.
  const id = `uji-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    headers = await bearer(ctx.key, 'admin', randomUUID());
    await sql(
      `insert into plans (id, name, price, billing_interval, is_active) values (?, 'Paket Uji', 50000, 'monthly', false)`,
      [id],
    );
  });
  const form = (overrides: Partial<PlanInput> = {}): PlanInput => ({
    name: 'Paket Uji',
    description: 'Untuk uji.',
    price: 99_000,
    billing_interval: 'monthly',
    max_invitations: 3,
    max_guests_per_invitation: 300,
    storage_quota_mb: 2048,
    is_active: false,
    features: [
      { text: '3 undangan aktif', entitlement: null },
      { text: 'Tanpa watermark', entitlement: 'watermark_free' },
    ],
    entitlements: ['watermark_free', 'analytics_advanced'],
    ...overrides,
  });
  const put = (planId: string, body: unknown, as = headers) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/plans/${planId}`, headers: as, payload: body as object });

  it('edits name, price, interval, limits, the lines and what each stands for; audited with before and after', async () => {
    const saved = await put(id, form());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id,
      price: 99_000,
      max_guests_per_invitation: 300,
      features: [
        { text: '3 undangan aktif', entitlement: null },
        { text: 'Tanpa watermark', entitlement: 'watermark_free' },
      ],
      entitlements: ['watermark_free', 'analytics_advanced'],
    });
    const listed = (await ctx.app.inject({ url: '/api/admin/plans', headers })).json() as AdminPlan[];
    expect(listed.find((plan) => plan.id === id)).toMatchObject({ price: 99_000, is_active: false });
    const audit = (await ctx.app.inject({ url: '/api/admin/audit?entity=plan&per_page=200', headers })).json()
      .items as Array<{ entity_id: string; action: string; before: AdminPlan; after: AdminPlan }>;
    const entry = audit.find((e) => e.entity_id === id)!;
    expect(entry).toMatchObject({ action: 'plan.update', before: { price: 50_000 }, after: { price: 99_000 } });
  });

  it('refuses a line standing for what the plan does not carry, an unknown key, the free plan priced or off sale; nothing changes', async () => {
    const before = (await ctx.app.inject({ url: '/api/admin/plans', headers })).json() as AdminPlan[];
    const notCarried = await put(id, form({ entitlements: ['analytics_advanced'] }));
    expect(notCarried.statusCode).toBe(400);
    expect(notCarried.json().message).toBe(text.lineNotCarried('Tanpa watermark'));
    expect((await put(id, { ...form(), entitlements: ['terbang'] })).statusCode).toBe(400);
    expect((await put(id, { ...form(), price: -1 })).statusCode).toBe(400);
    const free = (await ctx.app.inject({ url: '/api/admin/plans', headers }))
      .json()
      .find((p: AdminPlan) => p.id === 'gratis');
    const { id: _id, updated_at: _at, ...freeInput } = free as AdminPlan;
    const priced = await put('gratis', { ...freeInput, price: 10_000 });
    expect([priced.statusCode, priced.json().message]).toEqual([400, text.freeMustStay]);
    expect((await put('gratis', { ...freeInput, is_active: false })).statusCode).toBe(400);
    expect((await put('tidak-ada', form())).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/admin/plans', headers })).json()).toEqual(before);
  });

  it('is for admins only', async () => {
    const host = await bearer(ctx.key, 'user');
    expect((await ctx.app.inject({ url: '/api/admin/plans', headers: host })).statusCode).toBe(403);
    expect((await put(id, form(), host)).statusCode).toBe(403);
  });
});
