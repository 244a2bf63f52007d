import type { EntityManager } from '@mikro-orm/postgresql';
import { blogPosts } from './blog';
import { plans, printTemplates } from './catalogue';
import { legalPages } from './legal';
import { earlierSeeds, faqs, infoPages, promos } from './site';
import { themes } from './themes';
import { tutorials } from './tutorials';

type Row = Record<string, unknown>;

/** Inserts rows that are missing and never touches rows that exist: what admins edit stays edited. */
async function insertMissing(
  em: EntityManager,
  table: string,
  rows: readonly Row[],
  conflict: string,
  /** Columns that are Postgres arrays of plain words (bound as an array literal), not json. */
  arrays: readonly string[] = [],
): Promise<void> {
  for (const row of rows) {
    const columns = Object.keys(row);
    const values = columns.map((column) => {
      const value = row[column];
      if (arrays.includes(column)) return `{${(value as readonly string[]).join(',')}}`;
      return Array.isArray(value) || (value !== null && typeof value === 'object') ? JSON.stringify(value) : value;
    });
    await em.execute(
      `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')}) on conflict ${conflict} do nothing`,
      values,
    );
  }
}

/**
 * Rows still holding what an earlier seed wrote get what this seed writes; a row anyone changed since stays as it is.
 * So fixed promo end dates become dates counted from now, promo prices match the plans, promos name the plan they sell, a
 * tutorial for a feature not built yet is retired, and the contact FAQ names the form's subjects.
 */
async function refreshEarlierSeeds(em: EntityManager, now: Date): Promise<void> {
  for (const promo of promos(now)) {
    const earlier = earlierSeeds.promoEnds[promo.id];
    if (earlier)
      await em.execute(`update promos set valid_until = ? where id = ? and valid_until = ?`, [
        promo.valid_until,
        promo.id,
        earlier,
      ]);
  }
  // Promos seeded before checkout existed name no plan yet: they get the plan they sell.
  for (const promo of promos(now))
    await em.execute(`update promos set plan_id = ? where id = ? and plan_id is null`, [promo.plan_id, promo.id]);
  for (const [id, original, price] of earlierSeeds.promoPrices) {
    const current = promos(now).find((promo) => promo.id === id)!;
    await em.execute(
      `update promos set original_price = ?, promo_price = ? where id = ? and original_price = ? and promo_price = ?`,
      [current.original_price, current.promo_price, id, original, price],
    );
  }
  for (const retired of earlierSeeds.retiredTutorials) {
    await em.execute(`delete from tutorials where id = ? and title = ?`, [retired.id, retired.title]);
  }
  for (const earlier of earlierSeeds.faqAnswers) {
    const current = faqs.find((item) => item.topic === earlier.topic && item.question === earlier.question);
    if (current) {
      await em.execute(`update faqs set answer = ? where topic = ? and question = ? and answer = ?`, [
        current.answer,
        earlier.topic,
        earlier.question,
        earlier.answer,
      ]);
    }
  }
}

/** The product's own content: seeded on every start, in production too. */
export async function seedContent(em: EntityManager): Promise<void> {
  const now = new Date();
  await insertMissing(em, 'plans', plans, '("id")', ['entitlements']);
  await insertMissing(em, 'print_templates', printTemplates, '("id")');
  await insertMissing(
    em,
    'blog_posts',
    blogPosts.map((post) => ({ ...post, status: 'published' })),
    '("slug")',
  );
  await insertMissing(
    em,
    'pages',
    legalPages.map((page) => ({ ...page, status: 'published' })),
    '("slug")',
  );
  await insertMissing(em, 'info_pages', infoPages, '("key")');
  await insertMissing(em, 'tutorials', tutorials, '("id")');
  await insertMissing(em, 'themes', themes, '("id")');
  await insertMissing(em, 'promos', promos(now), '("id")');
  await insertMissing(em, 'faqs', faqs, '("topic", "question")');
  await refreshEarlierSeeds(em, now);
}
