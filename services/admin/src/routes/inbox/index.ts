import { Type } from '@sinclair/typebox';
import {
  ContactMessage,
  ErrorBody,
  MessageListQuery,
  MessagePage,
  MessageParams,
  SubscriberListQuery,
  SubscriberPage,
  adminMessages,
} from '@undangin/contracts';
import { csvDocument, notFound, wibText, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { actorOf, recordAudit } from '../../repositories/audit';
import { allSubscribers, findMessage, listMessages, listSubscribers, setMessageRead } from '../../repositories/inbox';

const security = [{ bearer: [] }];
const denied = { 401: ErrorBody, 403: ErrorBody };

/** The inbox: contact messages (read or unread, each change audited) and newsletter subscribers (list and CSV export). */
export const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/messages',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Pesan masuk',
        security,
        querystring: MessageListQuery,
        response: { 200: MessagePage, 400: ErrorBody, ...denied },
      },
    },
    async (request) => listMessages(request.em, request.query),
  );

  for (const read of [true, false]) {
    app.post(
      `/messages/:id/${read ? 'read' : 'unread'}`,
      {
        schema: {
          tags: ['inbox'],
          summary: read ? 'Tandai sudah dibaca' : 'Tandai belum dibaca',
          security,
          params: MessageParams,
          response: { 200: ContactMessage, 400: ErrorBody, 404: ErrorBody, ...denied },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return request.em.transactional(async (tx) => {
          const before = await findMessage(tx, request.params.id);
          if (!before) throw notFound(adminMessages.inbox.notFound);
          await setMessageRead(tx, before.id, read);
          const after = (await findMessage(tx, before.id))!;
          const state = (m: ContactMessage) => ({ name: m.name, email: m.email, read_at: m.read_at });
          await recordAudit(tx, actor, {
            action: read ? 'contact_message.read' : 'contact_message.unread',
            entity: 'contact_message',
            entityId: before.id,
            before: state(before),
            after: state(after),
          });
          return after;
        });
      },
    );
  }

  app.get(
    '/subscribers',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Pelanggan newsletter',
        security,
        querystring: SubscriberListQuery,
        response: { 200: SubscriberPage, 400: ErrorBody, ...denied },
      },
    },
    async (request) => listSubscribers(request.em, request.query),
  );

  app.get(
    '/subscribers.csv',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Unduh pelanggan newsletter (CSV)',
        security,
        response: { 200: Type.String(), ...denied },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const subscribers = await allSubscribers(request.em);
      await request.em.transactional((tx) =>
        recordAudit(tx, actor, {
          action: 'subscribers.export',
          entity: 'newsletter_subscriber',
          entityId: null,
          after: { count: subscribers.length },
        }),
      );
      const day = wibText().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pelanggan-newsletter-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(
          csvDocument(
            ['Email', 'Sumber', 'Berlangganan (WIB)'],
            // Jakarta time, as a person in the office reads it and a spreadsheet sorts it: '2026-11-27 14:05'.
            subscribers.map((s) => [s.email, s.source, wibText(s.created_at)]),
          ),
        );
    },
  );
};
