import {
  AdminRenderExportPage,
  AdminRenderExportQuery,
  ErrorBody,
  renderExportAdminMessages as text,
} from '@undangin/contracts';
import { badRequest, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { listRenderExports, renderExportFigures, type RenderExportCursor } from '../../repositories/render-exports';

const pageSize = 50;

/**
 * The query's cursor (the last row's creation time and id), whose shape the schema has checked. A time that only
 * looks right (30 February, 24:00) is refused here as bad input, before Postgres would fail on it.
 */
function cursorOf(cursor: string | undefined): RenderExportCursor | null {
  if (!cursor) return null;
  const [createdAt, id] = cursor.split('|') as [string, string];
  const time = new Date(createdAt);
  if (Number.isNaN(time.getTime()) || time.toISOString().slice(0, 19) !== createdAt.slice(0, 19))
    throw badRequest(text.badCursor, [{ field: 'cursor', message: text.badCursor }]);
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
