import { Type } from '@sinclair/typebox';
import { Plan, PrintTemplate, Promo, Theme, Tutorial } from '@undangin/contracts';
import { conditional, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';

/** A plan's features (spec 000 §3): an array, or JSON text of one; anything else counts as no features. */
export function featureList(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

const list = <T extends Parameters<typeof Type.Array>[0]>(item: T) => ({ 200: Type.Array(item) });

/** What the public site lists: plans, print templates, themes, tutorials and promos, straight from Postgres. */
export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/plans', { schema: { tags: ['catalogue'], summary: 'Paket aktif, termurah dahulu', response: list(Plan) } }, async (request, reply) => {
    const rows = await request.em.execute<Array<Omit<Plan, 'features'> & { features: unknown }>>(
      `select id, name, description, price, billing_interval, features, max_invitations, max_guests_per_invitation
       from plans where is_active order by price, name`,
    );
    return conditional(request, reply, rows.map((row) => ({ ...row, features: featureList(row.features) })));
  });

  app.get('/print-templates', { schema: { tags: ['catalogue'], summary: 'Template cetak aktif', response: list(PrintTemplate) } }, async (request, reply) => {
    return conditional(request, reply, await request.em.execute<PrintTemplate[]>(
      `select id, name, description, category, subcategory, tags, price, original_price, thumbnail, gallery_images, features,
         specifications, is_featured, sort_order from print_templates where is_active order by sort_order, name`,
    ));
  });

  app.get('/themes', { schema: { tags: ['catalogue'], summary: 'Katalog tema undangan', response: list(Theme) } }, async (request, reply) => {
    const rows = await request.em.execute<Array<Record<string, unknown>>>(
      `select id, name, category, subcategory, thumbnail, is_premium, description, features, rating, usage_count, style, color, base_theme
       from themes where is_active order by sort_order, name`,
    );
    // numeric comes back from Postgres as text.
    return conditional(request, reply, rows.map((row) => ({ ...row, rating: Number(row.rating) }) as Theme));
  });

  app.get('/tutorials', { schema: { tags: ['catalogue'], summary: 'Tutorial', response: list(Tutorial) } }, async (request, reply) => {
    return conditional(request, reply, await request.em.execute<Tutorial[]>(
      `select id, title, description, category, duration, difficulty, thumbnail, steps, video_url, popular from tutorials order by sort_order`,
    ));
  });

  app.get('/promos', { schema: { tags: ['catalogue'], summary: 'Promo yang berlaku', response: list(Promo) } }, async (request, reply) => {
    const rows = await request.em.execute<Array<Record<string, unknown> & { valid_until: string | Date }>>(
      `select id, title, subtitle, description, original_price, promo_price, discount, valid_until, features, color, badge, urgent, plan_id
       from promos where valid_until > now() order by sort_order`,
    );
    return conditional(request, reply, rows.map((row) => ({ ...row, valid_until: new Date(row.valid_until).toISOString() }) as Promo));
  });
};
