import { Type } from '@sinclair/typebox';
import {
  BlogPostSummary,
  ContentPage,
  ContentPageParams,
  ErrorBody,
  FaqItem,
  FaqQuery,
  InfoPage,
  InfoPageParams,
  messages,
} from '@undangin/contracts';
import { conditional, notFound, sanitizeRichHtml, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { listPublishedPosts } from '../../repositories/blog-posts';
import { listFaqs } from '../../repositories/faqs';
import { findInfoPage } from '../../repositories/info-pages';
import { findPublishedPage } from '../../repositories/pages';

/** Articles, FAQs, the product and partner info pages, and content pages such as the privacy policy. */
export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blog',
    {
      schema: {
        tags: ['content'],
        summary: 'Artikel yang terbit, terbaru dahulu',
        response: { 200: Type.Array(BlogPostSummary) },
      },
    },
    async (request, reply) => conditional(request, reply, await listPublishedPosts(request.em)),
  );

  app.get(
    '/faqs',
    {
      schema: {
        tags: ['content'],
        summary: 'Pertanyaan umum per halaman',
        querystring: FaqQuery,
        response: { 200: Type.Array(FaqItem) },
      },
    },
    async (request, reply) => conditional(request, reply, await listFaqs(request.em, request.query.topic)),
  );

  app.get(
    '/info-pages/:key',
    { schema: { tags: ['content'], params: InfoPageParams, response: { 200: InfoPage, 404: ErrorBody } } },
    async (request, reply) => {
      const page = await findInfoPage(request.em, request.params.key);
      if (!page) throw notFound(messages.errors.pageNotFound);
      return conditional(request, reply, page);
    },
  );

  app.get(
    '/pages/:slug',
    { schema: { tags: ['content'], params: ContentPageParams, response: { 200: ContentPage, 404: ErrorBody } } },
    async (request, reply) => {
      const page = await findPublishedPage(request.em, request.params.slug);
      if (!page) throw notFound(messages.errors.pageNotFound);
      return conditional(request, reply, { ...page, content: sanitizeRichHtml(page.content) });
    },
  );
};
