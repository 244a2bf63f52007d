import { fits, lockListRoom, overPlan, roomOnList } from '../../domain/guest-list-room';
import multipart from '@fastify/multipart';
import {
  ErrorBody,
  GuestImportQuery,
  ImportResult,
  InvitationParams,
  personalInvitationLink,
} from '@undangin/contracts';
import {
  AppError,
  badRequest,
  csvCell,
  isUniqueViolation,
  notYours,
  requireInvitation,
  type FastifyPluginAsyncTypebox,
} from '@undangin/service-kit';
import path from 'node:path';
import { concurrencyGate, GateBusy, runInWorker, WorkerRefusal } from '@undangin/service-kit/worker';
import { messages } from '@undangin/contracts';
import { uploadFileName } from '@undangin/service-kit/storage';
import type { RawGuestRow } from '../../domain/guest-file';
import { checkImportRows } from '../../domain/guests';
import { insertImportedGuests } from '../../repositories/guest-import';
import { guestNames, guestsForExport } from '../../repositories/guests';
import { logActivity } from '../../repositories/activity';
import { ownedInvitation } from '../../repositories/invitations';
import { guestsAtSessions, listSessions } from '../../repositories/sessions';

// The kinds of the one definition of guest figures (packages/db/src/guest-figures.ts), as the guest list names them.
const guestKindLabels = { listed: 'Tamu', walkin: 'Datang langsung', unlisted: 'Tamu tidak terdaftar' } as const;

const exportHeader = [
  'Nama',
  'WhatsApp',
  'Grup',
  'Kursi',
  'Status',
  'Jenis',
  'Jumlah Hadir',
  'Link',
  'Kode',
  'Terkirim',
  'Dibuka',
  'Check-in',
  'Jumlah Check-in',
];

const positive = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

// A guest file is read on a thread of its own, with its own heap and a deadline: a file built to make the parser
// keep millions of things costs that thread, never the replica's event loop or the requests in flight beside it.
const reader = path.join(__dirname, '../../domain/guest-file.worker');
const readerLimits = {
  // A genuine 10,000-guest sheet reads within a 64 MB heap: twice that is the cap.
  maxOldGenerationMb: positive(process.env.GUEST_IMPORT_WORKER_MB, 128),
  maxYoungGenerationMb: 16,
  timeoutMs: positive(process.env.GUEST_IMPORT_TIMEOUT_SECONDS, 30) * 1000,
};

/** The guest rows of an uploaded file, read by the worker; a file it cannot finish is refused as too complex. */
async function readGuestFileApart(buffer: Buffer): Promise<RawGuestRow[]> {
  // A copy of its own to hand over: multipart's buffer may share its memory with others.
  const file = new Uint8Array(buffer);
  try {
    return await runInWorker<{ file: Uint8Array }, RawGuestRow[]>(reader, { file }, readerLimits, [file.buffer]);
  } catch (err) {
    if (err instanceof WorkerRefusal && err.reason !== 'crashed')
      throw new AppError(413, 'payload_too_large', messages.uploads.guestFileTooComplex);
    throw err;
  }
}

/** Import from CSV or Excel (preview first, then all valid rows in one transaction) and export to CSV. */
export const guestImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // At most this many files are read at a time on a replica (each reader may take its heap), a few more wait.
  const importGate = concurrencyGate(
    positive(process.env.GUEST_IMPORT_CONCURRENCY, 2),
    positive(process.env.GUEST_IMPORT_QUEUE, 4),
  );

  // The form carries the file alone: any other field is cut to 100 bytes instead of held up to 1 MB, a thousand times over.
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fieldSize: 100 } });

  app.post(
    '/invitations/:id/guests/import',
    {
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags: ['guests'],
        params: InvitationParams,
        querystring: GuestImportQuery,
        response: { 200: ImportResult, '4xx': ErrorBody, '5xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const invitationId = request.params.id;
      const caller = await requireInvitation(request, invitationId, 'edit');
      // The owner's plan sets the list's room, whoever imports.
      const userId = caller.ownerId;
      const file = await request.file();
      if (!file) throw badRequest(messages.uploads.guestFileMissing);
      uploadFileName(file.filename);
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch {
        throw new AppError(413, 'payload_too_large', messages.uploads.guestFileOver5);
      }
      let raw: RawGuestRow[];
      try {
        raw = await importGate(() => readGuestFileApart(buffer));
      } catch (err) {
        if (err instanceof GateBusy) {
          reply.header('retry-after', '5');
          throw new AppError(503, 'service_unavailable', messages.uploads.guestImportBusy);
        }
        // The reader refuses a file past the row cap or one that would inflate too far: its answer stands.
        if (err instanceof AppError) throw err;
        throw new AppError(415, 'unsupported_media_type', messages.uploads.guestFileUnreadable);
      }
      if (!raw.length) throw badRequest(messages.uploads.guestFileEmpty);

      const sessionNames = (await listSessions(request.em, invitationId)).map((session) => session.name);
      const rows = checkImportRows(raw, await guestNames(request.em, invitationId), sessionNames);
      const valid = rows.filter((r) => !r.error);
      const result = {
        dry_run: Boolean(request.query.dry_run),
        valid: valid.length,
        invalid: rows.length - valid.length,
        imported: 0,
        // The preview tells the plan's room before the host imports, not after.
        room: (await roomOnList(request.em, userId, invitationId)).free,
        rows,
      };
      if (request.query.dry_run || !valid.length) return result;

      // All valid rows (or, asked to fit, the first ones the plan has room for) or none: one transaction, the plan's
      // limit checked inside it.
      let taken = valid;
      try {
        await request.em.transactional(async (tx) => {
          const room = await lockListRoom(tx, userId, invitationId);
          if (!fits(room, valid.length)) {
            const { limit, listed, free } = room;
            if (!request.query.fit || free === 0)
              throw overPlan(
                free === 0
                  ? messages.uploads.guestImportNoRoom(limit)
                  : messages.uploads.guestImportOverPlan(limit, listed + valid.length),
              );
            taken = valid.slice(0, free ?? valid.length);
          }
          await insertImportedGuests(tx, invitationId, taken);
          await logActivity(tx, invitationId, caller, 'guests.imported', { count: taken.length });
        });
      } catch (err) {
        // A guest of the same name was added meanwhile: nothing was imported; a new preview will show it.
        if (isUniqueViolation(err)) {
          throw new AppError(409, 'duplicate_guest', messages.uploads.guestImportChanged);
        }
        throw err;
      }
      return { ...result, imported: taken.length, room: result.room === null ? null : result.room - taken.length };
    },
  );

  app.get(
    '/invitations/:id/guests/export.csv',
    { schema: { tags: ['guests'], params: InvitationParams } },
    async (request, reply) => {
      const { ownerId } = await requireInvitation(request, request.params.id, 'edit');
      const invitation = await ownedInvitation(request.em, ownerId, request.params.id);
      if (!invitation) throw notYours();
      const origin = (process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
      const guests = await guestsForExport(request.em, invitation.id);
      // Several sessions: per session, whether the guest is invited, the answer, the people and the check-in.
      const sessions = await listSessions(request.em, invitation.id);
      const perSession = sessions.length > 1 ? await guestsAtSessions(request.em, invitation.id) : null;
      const sessionHeader = perSession
        ? sessions.flatMap((s) => [
            `${s.name}: Diundang`,
            `${s.name}: Jawaban`,
            `${s.name}: Jumlah`,
            `${s.name}: Check-in`,
          ])
        : [];
      const sessionCells = (guestId: string) =>
        sessions.flatMap((s) => {
          const at = perSession?.get(guestId)?.get(s.id);
          if (!at) return [];
          const answer = at.status === 'confirmed' ? 'Hadir' : at.status === 'declined' ? 'Tidak hadir' : '';
          return [at.invited ? 'Ya' : 'Tidak', answer, at.status === 'confirmed' ? at.people : '', at.checked_in_at];
        });
      const lines = guests.map((g) =>
        [
          g.name,
          g.phone,
          g.group_name,
          g.seats,
          g.status,
          guestKindLabels[g.kind],
          g.guest_count,
          personalInvitationLink(
            origin,
            invitation.slug,
            { name: String(g.name), code: String(g.code) },
            invitation.custom_domain,
          ),
          g.code,
          g.sent_at,
          g.opened_at,
          g.checked_in_at,
          g.checked_in_count,
          ...sessionCells(String(g.id)),
        ]
          .map((v) => csvCell(v instanceof Date ? v.toISOString() : v))
          .join(','),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tamu-${invitation.slug}.csv"`)
        .send(`\uFEFF${[[...exportHeader, ...sessionHeader].map(csvCell).join(','), ...lines].join('\r\n')}\r\n`);
    },
  );
};
