import { randomUUID } from 'node:crypto';
import { buildTestService, serviceTestContext, withOwnerDb } from '@undangin/service-kit/testing';
import { marketingRoutes } from './app';

const db = (sql: string, params: unknown[] = []) => withOwnerDb((orm) => orm.em.getConnection().execute(sql, params));

/** A host's invitation as the dashboard leaves it, with the given state. */
async function invitation(state: { active: boolean; portfolio: boolean; disabled?: boolean }) {
  const userId = randomUUID();
  const slug = `porto-${randomUUID().slice(0, 8)}`;
  await db(`insert into auth_users (id, email, encrypted_password, disabled_at) values (?, ?, 'x', ?)`, [
    userId,
    `${slug}@contoh.id`,
    state.disabled ? new Date() : null,
  ]);
  await db(
    `insert into invitations (user_id, slug, couple_name, category, event_date, theme_id, is_active, published_at, in_portfolio)
     values (?, ?, ?, 'birthday', '2027-05-09', 'khitan-ceria', ?, now(), ?)`,
    [userId, slug, `Pesta ${slug}`, state.active, state.portfolio],
  );
  return slug;
}

describe('/portfolio', () => {
  const ctx = serviceTestContext(async () => ({ app: await buildTestService('marketing', marketingRoutes) }));

  it('lists only public invitations whose hosts opted in, with what their own page shows', async () => {
    const shown = await invitation({ active: true, portfolio: true });
    const notAsked = await invitation({ active: true, portfolio: false });
    const off = await invitation({ active: false, portfolio: true });
    const disabled = await invitation({ active: true, portfolio: true, disabled: true });
    const listed = (await ctx.app.inject({ url: '/api/marketing/portfolio' })).json() as Array<{ slug: string }>;
    const slugs = listed.map((item) => item.slug);
    expect(slugs).toContain(shown);
    for (const hidden of [notAsked, off, disabled]) expect(slugs).not.toContain(hidden);
    expect(listed.find((item) => item.slug === shown)).toEqual({
      slug: shown,
      couple_name: `Pesta ${shown}`,
      category: 'birthday',
      theme_name: 'Khitan Ceria',
      event_month: '2027-05',
    });
    await db(`update invitations set in_portfolio = false where slug = ?`, [shown]);
  });
});
