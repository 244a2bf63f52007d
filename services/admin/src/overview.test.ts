import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminOverview } from '@undangin/contracts';
import type { App, SigningKey } from '@undangin/service-kit';
import { bearer, buildTestService, publishedTestKey, withOwnerDb } from '@undangin/service-kit/testing';
import { adminRoutes } from './app';
import { seedHost } from './test/seed';

const jakartaDay = (date: Date) => new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

describe('admin overview', () => {
  let app: App;
  let key: SigningKey;
  let ready: Server;
  const previousAuthUrl = process.env.AUTH_URL;
  beforeAll(async () => {
    key = await publishedTestKey();
    app = await buildTestService('admin', adminRoutes);
    // A stand-in auth service answering /ready, and a marketing URL nothing listens on.
    ready = createServer((request, response) => {
      response.writeHead(request.url === '/ready' ? 200 : 404, { 'content-type': 'application/json' });
      response.end('{"status":"ok","service":"auth"}');
    });
    await new Promise<void>((resolve) => ready.listen(0, '127.0.0.1', resolve));
    process.env.AUTH_URL = `http://127.0.0.1:${(ready.address() as AddressInfo).port}`;
    process.env.MARKETING_URL = 'http://127.0.0.1:9';
  });
  afterAll(async () => {
    if (previousAuthUrl === undefined) delete process.env.AUTH_URL;
    else process.env.AUTH_URL = previousAuthUrl;
    delete process.env.MARKETING_URL;
    await new Promise((resolve) => ready.close(resolve));
    await app.close();
  });

  const overview = async (): Promise<AdminOverview> => {
    const response = await app.inject({ url: '/api/admin/overview', headers: await bearer(key, 'admin') });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('counts the accounts, invitations, guests, answers, sign-ins today and paid orders of this month it is given', async () => {
    const before = await overview();
    const host = await seedHost('ringkasan', ['Andi & Rina']);
    await withOwnerDb(async (orm) => {
      const db = orm.em.fork();
      await db.execute(`update auth_users set last_sign_in_at = now() where id = ?`, [host.id]);
      await db.execute(`update guests set status = 'confirmed' where invitation_id = ? and name = 'Budi'`, [
        host.invitations[0],
      ]);
      const id = `ORD-RINGKASAN-${host.n}-${process.pid}`;
      await db.execute(
        `insert into orders (id, user_id, plan_id, amount, status, paid_at) select ?, ?, id, 75000, 'paid', now() from plans limit 1`,
        [id, host.id],
      );
      await db.execute(
        `insert into orders (id, user_id, plan_id, amount, status) select ?, ?, id, 50000, 'pending' from plans limit 1`,
        [`${id}-P`, host.id],
      );
    });
    const after = await overview();
    // Other suites share the database, so each figure grew by at least what this test added.
    expect(after.totals.users - before.totals.users).toBeGreaterThanOrEqual(1);
    expect(after.totals.invitations - before.totals.invitations).toBeGreaterThanOrEqual(1);
    expect(after.totals.guests - before.totals.guests).toBeGreaterThanOrEqual(2);
    expect(after.totals.rsvps_answered - before.totals.rsvps_answered).toBeGreaterThanOrEqual(1);
    expect(after.totals.active_today - before.totals.active_today).toBeGreaterThanOrEqual(1);
    expect(after.totals.paid_orders_month - before.totals.paid_orders_month).toBeGreaterThanOrEqual(1);
    expect(after.totals.revenue_month - before.totals.revenue_month).toBeGreaterThanOrEqual(75000);
    const today = after.days.at(-1)!;
    expect(today.day).toBe(jakartaDay(new Date()));
    expect(today.signups).toBeGreaterThanOrEqual(1);
    expect(today.invitations).toBeGreaterThanOrEqual(1);
  });

  it('lists the last 30 Jakarta days, oldest first, one entry per day with zeros for quiet days', async () => {
    const { days } = await overview();
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe(jakartaDay(new Date(Date.now() - 29 * 86_400_000)));
    for (let i = 1; i < days.length; i += 1) {
      expect(Date.parse(days[i]!.day) - Date.parse(days[i - 1]!.day)).toBe(86_400_000);
    }
    for (const day of days) {
      expect(Number.isInteger(day.signups) && day.signups >= 0).toBe(true);
      expect(Number.isInteger(day.invitations) && day.invitations >= 0).toBe(true);
    }
  });

  it('reports each of the six services: ready, answering, or not answering at all', async () => {
    const { services } = await overview();
    expect(services.map((s) => s.service)).toEqual([
      'auth',
      'marketing',
      'invitation',
      'dashboard',
      'admin',
      'billing',
    ]);
    expect(services.find((s) => s.service === 'auth')!.status).toBe('ok');
    expect(services.find((s) => s.service === 'admin')!.status).toBe('ok');
    expect(services.find((s) => s.service === 'marketing')!.status).toBe('unreachable');
    for (const s of services) expect(['ok', 'unavailable', 'unreachable']).toContain(s.status);
  });

  it('shows the ten latest audit entries, newest first', async () => {
    const headers = await bearer(key, 'admin');
    const current = (await app.inject({ url: '/api/admin/settings/site', headers })).json();
    const changed = { ...current, tagline: `Ringkasan ${Date.now()}` };
    expect(
      (await app.inject({ method: 'PUT', url: '/api/admin/settings/site', headers, payload: changed })).statusCode,
    ).toBe(200);
    const { recent_audit } = await overview();
    expect(recent_audit.length).toBeGreaterThanOrEqual(1);
    expect(recent_audit.length).toBeLessThanOrEqual(10);
    expect(recent_audit).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'settings.update', after: changed })]),
    );
    const times = recent_audit.map((entry) => Date.parse(entry.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is for admins only', async () => {
    expect((await app.inject({ url: '/api/admin/overview' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/overview', headers: await bearer(key, 'user') })).statusCode).toBe(403);
  });
});
