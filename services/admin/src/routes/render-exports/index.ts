import { AdminRenderExportPage, AdminRenderExportQuery, ErrorBody } from '@undangin/contracts';
import type { FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { listRenderExports, renderExportFigures, type RenderExportCursor } from '../../repositories/render-exports';

const pageSize = 50;

/** The query's cursor, whose shape the schema has checked: the last row's creation time and id. */
function cursorOf(cursor: string | undefined): RenderExportCursor | null {
  if (!cursor) return null;
  const [createdAt, id] = cursor.split('|') as [string, string];
  return { createdAt, id };
}

/**
 * The render worker's exports of every host: newest first, filtered by status and kind, 50 a page; the first page
 * also carries the last 24 hours' figures.
 */
export const renderExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/render-exports',
    {
      schema: {
        tags: ['render-exports'],
        summary: 'Ekspor render',
        security: [{ bearer: [] }],
        querystring: AdminRenderExportQuery,
        response: { 200: AdminRenderExportPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { status, kind, cursor } = request.query;
      const after = cursorOf(cursor);
      // One more than a page: whether a next page exists, without counting the table.
      const rows = await listRenderExports(request.em, { status, kind }, after, pageSize + 1);
      const page = rows.slice(0, pageSize);
      return {
        items: page.map((row) => row.item),
        next_cursor: rows.length > pageSize ? page[page.length - 1]!.cursor : null,
        figures: after ? null : await renderExportFigures(request.em),
      };
    },
  );
};
