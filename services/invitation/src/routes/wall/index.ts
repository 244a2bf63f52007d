import {
  ErrorBody,
  errorCodes,
  giftMessages as text,
  WallParams,
  WallView,
  wallEntryLimit,
  wallEvents,
  type GuestbookEntry,
} from '@undangin/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, iso, notFound, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { WallHub } from '../../domain/wall-hub';
import { visibleEntriesOf, visibleEntry, type GuestbookRow } from '../../repositories/guestbook-entries';
import { settingsOf, wallOf } from '../../repositories/guestbook-settings';
import { findActiveInvitation } from '../../repositories/invitations';

declare module 'fastify' {
  interface FastifyInstance {
    /** The wishes walls open on this replica (their streams follow every replica's changes through Postgres). */
    walls: WallHub;
  }
}

/** Heartbeat of an idle stream: proxies keep it open, and a dead connection is noticed. */
const heartbeatMs = 15_000;
const entryOf = (row: GuestbookRow): GuestbookEntry => ({ ...row, created_at: iso(row.created_at) });

/**
 * 'Layar Ucapan', the venue screen: the wall's page data, and its live stream of server-sent events (wallEvents). A
 * link that is unknown or revoked, or whose invitation is not public, answers 404; a revoked link ends its open
 * streams at once.
 */
/** The hub of this replica's open walls, reading what each announced change means from Postgres. */
export function createWallHub(app: FastifyInstance): WallHub {
  const em = () => app.orm.em.fork();
  return new WallHub(
    {
      entry: async (invitationId, entryId) => {
        const row = await visibleEntry(em(), invitationId, entryId);
        return row ? entryOf(row) : null;
      },
      token: async (invitationId) => (await settingsOf(em(), invitationId)).wall_token,
      snapshot: async (invitationId) => (await visibleEntriesOf(em(), invitationId, wallEntryLimit)).map(entryOf),
    },
    (error) => app.log.warn({ err: error }, 'wishes wall update failed'),
  );
}

export const wallRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const walls = app.walls;
  app.get(
    '/walls/:wallToken',
    {
      schema: {
        tags: ['public'],
        summary: 'Layar ucapan',
        params: WallParams,
        response: { 200: WallView, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const wall = await wallOf(request.em, request.params.wallToken);
      const invitation = wall && (await findActiveInvitation(request.em, wall.slug));
      if (!wall || !invitation) throw notFound(text.wallNotFound);
      const rows = await visibleEntriesOf(request.em, wall.invitation_id, wallEntryLimit);
      return { couple_name: invitation.couple_name, theme: invitation.theme, entries: rows.map(entryOf) };
    },
  );

  app.get(
    '/walls/:wallToken/events',
    {
      schema: {
        tags: ['public'],
        summary: 'Aliran ucapan langsung (server-sent events)',
        params: WallParams,
        response: { '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const wall = await wallOf(request.em, request.params.wallToken);
      if (!wall) throw notFound(text.wallNotFound);
      // A stream for an EventSource (which asks for one); anything else would wait on it for nothing.
      if (!String(request.headers.accept ?? '').includes('text/event-stream'))
        throw new AppError(406, errorCodes.notAcceptable, text.wallStreamOnly);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        // nginx in front: pass each event on as it comes.
        'x-accel-buffering': 'no',
      });
      let open = true;
      // Changes heard before the first snapshot is written wait for it (it may not hold them yet).
      let waiting: string[] | null = [];
      const write = (chunk: string) => {
        if (!open) return;
        if (waiting) waiting.push(chunk);
        else stream.write(chunk);
      };
      const send = (event: string, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
      heartbeat.unref();
      const close = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        leave();
        stream.end();
      };
      const leave = walls.add(wall.invitation_id, { token: request.params.wallToken, send, close });
      request.raw.on('close', close);
      try {
        const entries = (await visibleEntriesOf(request.em, wall.invitation_id, wallEntryLimit)).map(entryOf);
        // A browser reconnects after a second; the first event is always the whole wall.
        const held = waiting;
        waiting = null;
        write(`retry: 1000\n\nevent: ${wallEvents.snapshot}\ndata: ${JSON.stringify({ entries })}\n\n`);
        for (const chunk of held) write(chunk);
      } catch (error) {
        request.log.warn({ err: error }, 'wishes wall could not start');
        close();
      }
    },
  );
};
