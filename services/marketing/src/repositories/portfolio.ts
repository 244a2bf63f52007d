import type { PortfolioItem } from '@undangin/contracts';
import { column, publicInvitation, type Columns, type EntityManager } from '@undangin/db';

/**
 * Real invitations whose hosts let /portfolio show them, newest published first: only while they are public (published,
 * switched on, the account in good standing), and only what their own public page shows anyway.
 */
export async function listPortfolio(em: EntityManager, limit = 24): Promise<PortfolioItem[]> {
  type PortfolioRow = PortfolioItem & Columns<'invitations', 'slug' | 'couple_name' | 'category'>;
  return em.execute<PortfolioRow[]>(
    `select i.slug, i.couple_name, i.category, coalesce(t.name, i.theme_id) as theme_name,
       to_char(${column('invitations', 'event_date', 'i')}, 'YYYY-MM') as event_month
     from invitations i left join themes t on t.id = i.theme_id
     where i.in_portfolio and i.privacy = 'public' and ${publicInvitation('i')}
     order by i.published_at desc nulls last, i.created_at desc limit ?`,
    [limit],
  );
}
