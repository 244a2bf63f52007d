import {
  ActivityPage,
  ActivityQuery,
  coHostMessages,
  describeActivity,
  ErrorBody,
  InvitationParams,
} from '@undangin/contracts';
import { badRequest, requireInvitation, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { listActivity } from '../../repositories/activity';

const pageSize = 30;
const cursorPattern = /^(\d{4}-\d{2}-\d{2} [0-9:.]+[+-]\d{2}(?::\d{2})?)\|([0-9a-f-]{36})$/;

/** The invitation's activity log, newest first, for its owner and editors: who changed what and when, in Indonesian. */
export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invitations/:id/activity',
    {
      schema: {
        tags: ['sharing'],
        params: InvitationParams,
        querystring: ActivityQuery,
        response: { 200: ActivityPage, '4xx': ErrorBody },
      },
    },
    async (request) => {
      const { invitationId } = await requireInvitation(request, request.params.id, 'edit');
      let before: { at: string; id: string } | null = null;
      if (request.query.before) {
        const match = cursorPattern.exec(request.query.before);
        if (!match)
          throw badRequest(coHostMessages.badCursor, [{ field: 'before', message: coHostMessages.badCursor }]);
        before = { at: match[1]!, id: match[2]! };
      }
      const items = await listActivity(request.em, invitationId, before, pageSize + 1);
      const page = items.slice(0, pageSize);
      return {
        entries: page.map(({ cursor: _cursor, details, ...entry }) => ({
          ...entry,
          summary: describeActivity(entry.action, details),
        })),
        next: items.length > pageSize ? page[page.length - 1]!.cursor : null,
      };
    },
  );
};
