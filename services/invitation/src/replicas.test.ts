import { dbRoleOf } from '@undangin/db';
import { buildTestService, withOwnerDb } from '@undangin/service-kit/testing';
import { invitationRoutes, publicSlugCacheTtlMs } from './app';
import { createInvitation } from './test-fixtures';

type App = Awaited<ReturnType<typeof buildTestService>>;

/** What the host's dashboard does on save: an update as the dashboard service's own role. */
const saveAsDashboard = (id: string, coupleName: string) =>
  withOwnerDb((orm) =>
    orm.em.fork().transactional(async (tx) => {
      await tx.execute(`set local role ${dbRoleOf('dashboard')}`);
      await tx.execute(`update invitations set couple_name = ?, updated_at = now() where id = ?`, [coupleName, id]);
    }),
  );

describe('two replicas of the invitation service over one database', () => {
  const replicas: App[] = [];
  beforeAll(async () => {
    replicas.push(await buildTestService('invitation', invitationRoutes));
    replicas.push(await buildTestService('invitation', invitationRoutes));
  }, 60_000);
  afterAll(() => Promise.all(replicas.map((app) => app.close())));

  it('share one RSVP allowance per address and invitation: a second replica adds none', async () => {
    const { slug } = await createInvitation({}, ['Budi']);
    const answer = (app: App) =>
      app.inject({
        method: 'POST',
        url: `/api/invitation/public/${slug}/rsvp`,
        remoteAddress: '203.0.113.61',
        payload: { name: 'Budi', status: 'confirmed', guest_count: 1 },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await answer(replicas[i % 2]!)).statusCode);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    for (const app of replicas) {
      const refused = await answer(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('too_many_requests');
    }
    // Another address still answers.
    const other = await replicas[1]!.inject({
      method: 'POST',
      url: `/api/invitation/public/${slug}/rsvp`,
      remoteAddress: '203.0.113.62',
      payload: { name: 'Budi', status: 'confirmed', guest_count: 1 },
    });
    expect(other.statusCode).not.toBe(429);
  }, 60_000);

  it('show the host’s edit on every replica at once, well within the cache’s stated bound', async () => {
    const { id, slug } = await createInvitation({ couple_name: 'Rina & Dimas' });
    const coupleName = async (app: App) =>
      (await app.inject({ url: `/api/invitation/public/${slug}` })).json().invitation.couple_name as string;
    // Both replicas now keep the invitation.
    for (const app of replicas) expect(await coupleName(app)).toBe('Rina & Dimas');

    const savedAt = Date.now();
    await saveAsDashboard(id, 'Rina & Dimas Pratama');
    const seenAfter: number[] = [];
    for (const app of replicas) {
      while ((await coupleName(app)) !== 'Rina & Dimas Pratama') {
        if (Date.now() - savedAt > publicSlugCacheTtlMs + 1000) throw new Error('the edit did not show in time');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      seenAfter.push(Date.now() - savedAt);
    }
    // The NOTIFY, not the copy's expiry, brought it: far sooner than the 10 s bound.
    expect(Math.max(...seenAfter)).toBeLessThan(2_000);
    // The guest page (HTML) reads the same fresh copy.
    const page = await replicas[1]!.inject({ url: `/api/invitation/page/${slug}` });
    expect(page.body).toContain('Rina &amp; Dimas Pratama');
  }, 60_000);
});
