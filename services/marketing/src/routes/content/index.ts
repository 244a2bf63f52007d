import { Type } from '@sinclair/typebox';
import { BlogPostSummary, ContentPage, ErrorBody, FaqItem, FaqQuery, InfoPage } from '@undangin/contracts';
import { conditional, notFound, sanitizeRichHtml, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';


/** Articles, FAQs, the product and partner info pages, and content pages such as the privacy policy. */
export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blog',
    { schema: { tags: ['content'], summary: 'Artikel yang terbit, terbaru dahulu', response: { 200: Type.Array(BlogPostSummary) } } },
    async (request, reply) => {
      const rows = await request.em.execute<Array<Record<string, unknown> & { published_at: string | Date }>>(
        `select id, slug, title, excerpt, featured_image, category, tags, view_count, author_name, published_at
         from blog_posts where status = 'published' and published_at <= now() order by published_at desc`,
      );
      return conditional(request, reply, rows.map((row) => ({ ...row, published_at: new Date(row.published_at).toISOString() }) as BlogPostSummary));
    },
  );

  app.get(
    '/faqs',
    { schema: { tags: ['content'], summary: 'Pertanyaan umum per halaman', querystring: FaqQuery, response: { 200: Type.Array(FaqItem) } } },
    async (request, reply) => {
      return conditional(request, reply, await request.em.execute<FaqItem[]>(`select question, answer from faqs where topic = ? order by sort_order, id`, [request.query.topic]));
    },
  );

  app.get(
    '/info-pages/:key',
    { schema: { tags: ['content'], params: Type.Object({ key: Type.String({ maxLength: 60 }) }), response: { 200: InfoPage, 404: ErrorBody } } },
    async (request, reply) => {
      const [row] = await request.em.execute(
        `select key, title, description, category, availability, highlights, seo_title, seo_description from info_pages where key = ?`,
        [request.params.key],
      );
      if (!row) throw notFound('Halaman tidak ditemukan.');
      return conditional(request, reply, row as InfoPage);
    },
  );

  app.get(
    '/pages/:slug',
    { schema: { tags: ['content'], params: Type.Object({ slug: Type.String({ maxLength: 100 }) }), response: { 200: ContentPage, 404: ErrorBody } } },
    async (request, reply) => {
      const [row] = await request.em.execute<ContentPage[]>(
        `select slug, title, excerpt, content, featured_image, seo_title, seo_description from pages where slug = ? and status = 'published'`,
        [request.params.slug],
      );
      if (!row) throw notFound('Halaman tidak ditemukan.');
      return conditional(request, reply, { ...row, content: sanitizeRichHtml(row.content) });
    },
  );
};
