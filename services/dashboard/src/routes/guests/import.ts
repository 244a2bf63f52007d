import { limitsOf, listedGuests } from '@undangin/db';
import { Type } from '@sinclair/typebox';
import multipart from '@fastify/multipart';
import { ErrorBody, ImportResult, normalizeGuestName, personalInvitationLink, type ImportRow } from '@undangin/contracts';
import { AppError, badRequest, csvCell, type FastifyPluginAsyncTypebox } from '@undangin/service-kit';
import { readGuestFile } from '../../domain/guest-file';
import { cleanGuest, notYours, ownedInvitation } from '../../domain/guests';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** Import from CSV or Excel (preview first, then all valid rows in one transaction) and export to CSV. */
export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The form carries the file alone: any other field is cut to 100 bytes instead of held up to 1 MB, a thousand times over.
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fieldSize: 100 } });

  app.post(
    '/invitations/:id/guests/import',
    { bodyLimit: 6 * 1024 * 1024, schema: { tags: ['guests'], params: Params, querystring: Type.Object({ dry_run: Type.Optional(Type.Boolean()) }), response: { 200: ImportResult, '4xx': ErrorBody } } },
    async (request) => {
      const userId = request.user!.id;
      const invitationId = request.params.id;
      if (!(await ownedInvitation(request.em, userId, invitationId))) throw notYours();
      const file = await request.file();
      if (!file) throw badRequest('Pilih file CSV atau Excel.');
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch {
        throw new AppError(413, 'payload_too_large', 'Ukuran file maksimal 5MB.');
      }
      let raw;
      try {
        raw = await readGuestFile(buffer, file.filename);
      } catch (err) {
        // The reader refuses a file past the row cap or one that would inflate too far: its answer stands.
        if (err instanceof AppError) throw err;
        throw new AppError(415, 'unsupported_media_type', 'File tidak dapat dibaca. Gunakan CSV atau Excel (.xlsx).');
      }
      if (!raw.length) throw badRequest('File tidak berisi data tamu.');

      // Names on the list compared as the file's are: normalised (a name stored before that still matches), any case.
      const existing = new Set(
        (await request.em.execute<Array<{ name: string }>>(`select name from guests where invitation_id = ?`, [invitationId])).map((r) => normalizeGuestName(r.name).toLowerCase()),
      );
      const seen = new Map<string, number>();
      const rows: ImportRow[] = raw.map((entry) => {
        const cleaned = cleanGuest({ name: entry.name, phone: entry.phone, group_name: entry.group });
        const seats = entry.seats ? Number(entry.seats) : 1;
        const base = { row: entry.row, name: entry.name, phone: entry.phone || null, group_name: entry.group || null, seats: Number.isInteger(seats) ? seats : 1 };
        if (entry.error) return { ...base, error: entry.error };
        if ('error' in cleaned) return { ...base, error: cleaned.error };
        if (!Number.isInteger(seats) || seats < 1 || seats > 50) return { ...base, error: 'Jumlah kursi harus angka 1 sampai 50.' };
        const key = cleaned.name.toLowerCase();
        if (existing.has(key)) return { ...base, error: 'Sudah ada di daftar tamu.' };
        const first = seen.get(key);
        if (first) return { ...base, error: `Nama ganda: sama dengan baris ${first}.` };
        seen.set(key, entry.row);
        return { ...base, name: cleaned.name, phone: cleaned.phone, group_name: cleaned.group_name };
      });
      const valid = rows.filter((r) => !r.error);
      const result = { dry_run: Boolean(request.query.dry_run), valid: valid.length, invalid: rows.length - valid.length, imported: 0, rows };
      if (request.query.dry_run || !valid.length) return result;

      // All valid rows or none: one transaction, the plan's limit checked inside it.
      try {
        await request.em.transactional(async (tx) => {
        await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`guests:${invitationId.toLowerCase()}`]);
        const { maxGuestsPerInvitation: limit } = await limitsOf(tx, userId);
        const listed = await listedGuests(tx, invitationId);
        if (limit !== -1 && listed + valid.length > limit) {
          throw new AppError(403, 'plan_limit', `Paket Anda maksimal ${limit} tamu per undangan; impor ini akan membuat ${listed + valid.length} tamu.`);
        }
        for (let i = 0; i < valid.length; i += 500) {
          const chunk = valid.slice(i, i + 500);
          await tx.execute(
            `insert into guests (invitation_id, name, phone, group_name, seats, source) values ${chunk.map(() => `(?, ?, ?, ?, ?, 'import')`).join(', ')}`,
            chunk.flatMap((r) => [invitationId, r.name, r.phone, r.group_name, r.seats]),
          );
        }
        });
      } catch (err) {
        // A guest of the same name was added meanwhile: nothing was imported; a new preview will show it.
        if ((err as { code?: string }).code === '23505' || /unique|duplicate/i.test(String((err as Error).message))) {
          throw new AppError(409, 'duplicate_guest', 'Ada nama yang baru saja ditambahkan ke daftar. Periksa pratinjau lagi, lalu impor ulang.');
        }
        throw err;
      }
      return { ...result, imported: valid.length };
    },
  );

  app.get('/invitations/:id/guests/export.csv', { schema: { tags: ['guests'], params: Params } }, async (request, reply) => {
    const invitation = await ownedInvitation(request.em, request.user!.id, request.params.id);
    if (!invitation) throw notYours();
    const origin = (process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
    const rows = await request.em.execute<Array<Record<string, unknown>>>(
      `select name, phone, group_name, seats, status, guest_count, code, sent_at, opened_at, checked_in_at, checked_in_count from guests where invitation_id = ? order by created_at`,
      [invitation.id],
    );
    const header = ['Nama', 'WhatsApp', 'Grup', 'Kursi', 'Status', 'Jumlah Hadir', 'Link', 'Kode', 'Terkirim', 'Dibuka', 'Check-in', 'Jumlah Check-in'];
    const lines = rows.map((r) =>
      [r.name, r.phone, r.group_name, r.seats, r.status, r.guest_count, personalInvitationLink(origin, invitation.slug, { name: String(r.name), code: String(r.code) }), r.code, r.sent_at, r.opened_at, r.checked_in_at, r.checked_in_count]
        .map((v) => csvCell(v instanceof Date ? v.toISOString() : v))
        .join(','),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="tamu-${invitation.slug}.csv"`)
      .send(`\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`);
  });
};
