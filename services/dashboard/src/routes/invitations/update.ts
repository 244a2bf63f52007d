import { Type } from '@sinclair/typebox';
import { ErrorBody, InvitationDetail, isValidSlug, messages, normalizeSlug, reservedSlugs, UpdateInvitationBody } from '@undangin/contracts';
import { AppError, badRequest, type App } from '@undangin/service-kit';
import { findOwn, slugTaken, themeExists } from '../../domain/invitations';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });
const maxGallery = 30;
const blankToNull = (value: string) => (value.trim() ? value.trim() : null);
// A link is an http(s) URL, or a file of ours (/uploads/…, /api/…assets/…).
const isLink = (value: string) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(uploads|api)\/[^\s]+$/.test(value);

/** PUT /invitations/:id: the editor's save (spec 001 §5 Edit): required fields, link checks, blanks stored as null. */
export function updateRoute(app: App): void {
  app.put(
    '/invitations/:id',
    { schema: { tags: ['invitations'], params: Params, body: UpdateInvitationBody, response: { 200: InvitationDetail, '4xx': ErrorBody } } },
    async (request) => {
      const body = request.body;
      const problems: { field: string; message: string }[] = [];
      const required: [keyof typeof body, string][] = [
        ['couple_name', 'Nama pasangan'],
        ['event_date', 'Tanggal acara'],
        ['event_time', 'Waktu acara'],
        ['location', 'Lokasi'],
        ['slug', 'URL undangan'],
      ];
      for (const [field, label] of required) if (!String(body[field] ?? '').trim()) problems.push({ field, message: messages.builder.required(label) });
      const links: [keyof typeof body, string][] = [
        ['maps_link', 'Link Google Maps'],
        ['music_url', 'URL musik'],
        ['background_image', 'Gambar latar'],
        ['background_video', 'Video latar'],
        ['live_stream_url', 'Link siaran langsung'],
      ];
      for (const [field, label] of links) {
        const value = String(body[field] ?? '').trim();
        if (value && !isLink(value)) problems.push({ field, message: messages.builder.invalidUrl(label) });
      }
      if (body.event_time.trim() && !/^([01]\d|2[0-3]):[0-5]\d$/.test(body.event_time.trim())) problems.push({ field: 'event_time', message: 'Format waktu HH:MM.' });
      const date = new Date(`${body.event_date}T00:00:00Z`);
      if (body.event_date && (!/^\d{4}-\d{2}-\d{2}$/.test(body.event_date) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== body.event_date)) {
        problems.push({ field: 'event_date', message: 'Tanggal acara tidak valid.' });
      }
      if (body.gallery.some((image) => !isLink(image.url))) problems.push({ field: 'gallery', message: messages.builder.invalidUrl('Foto galeri') });
      if (body.gallery.length > maxGallery) problems.push({ field: 'gallery', message: `Galeri berisi paling banyak ${maxGallery} foto.` });
      // A gift account left half filled is a mistake to point out, not a row to drop: a guest would send money to it.
      const gifts = body.gift_accounts.filter((g) => g.provider.trim() || g.number.trim() || g.holder.trim());
      if (gifts.some((g) => !g.provider.trim() || !g.number.trim() || !g.holder.trim())) {
        problems.push({ field: 'gift_accounts', message: 'Lengkapi setiap rekening Amplop Digital: bank atau e-wallet, nomor, dan nama pemilik.' });
      }
      const slug = normalizeSlug(body.slug);
      if (body.slug.trim() && (!isValidSlug(slug) || slug !== body.slug.trim())) problems.push({ field: 'slug', message: messages.slug.invalid });
      if (problems.length) throw badRequest(problems[0]!.message, problems);

      const userId = request.user!.id;
      const current = await findOwn(request.em, userId, request.params.id);
      if (!current) throw new AppError(404, 'not_found', messages.builder.notFoundOrForbidden);
      if (body.theme_id.trim() && body.theme_id.trim() !== current.theme_id && !(await themeExists(request.em, body.theme_id.trim()))) {
        throw badRequest(messages.builder.themeNotFound, [{ field: 'theme_id', message: messages.builder.themeNotFound }]);
      }
      if (reservedSlugs.has(slug) || (slug !== current.slug && (await slugTaken(request.em, slug, current.id)))) {
        throw new AppError(409, 'slug_taken', messages.builder.urlTaken, [{ field: 'slug', message: messages.builder.urlTaken }]);
      }
      try {
        await request.em.execute(
          `update invitations set slug = ?, couple_name = ?, category = ?, event_date = ?, event_time = ?, location = ?, maps_link = ?, quotes = ?,
             gallery = ?::jsonb, music_url = ?, background_image = ?, background_video = ?, theme_id = ?, theme_data = ?::jsonb, seo_title = ?,
             seo_description = ?, gift_accounts = ?::jsonb, live_stream_url = ?, updated_at = now()
           where id = ? and user_id = ?`,
          [
            slug, body.couple_name.trim(), body.category, body.event_date, body.event_time.trim(), body.location.trim(), blankToNull(body.maps_link),
            blankToNull(body.quotes), JSON.stringify(body.gallery), blankToNull(body.music_url), blankToNull(body.background_image),
            blankToNull(body.background_video), body.theme_id.trim() || 'romantic-blush', body.theme_data ? JSON.stringify(body.theme_data) : null,
            blankToNull(body.seo_title), blankToNull(body.seo_description),
            JSON.stringify(gifts.map((g) => ({ ...g, provider: g.provider.trim(), number: g.number.trim(), holder: g.holder.trim() }))), blankToNull(body.live_stream_url),
            request.params.id, userId,
          ],
        );
      } catch (err) {
        // Another invitation took this slug: the unique index answers, atomically.
        if ((err as { code?: string }).code === '23505' || /unique|duplicate/i.test(String((err as Error).message))) {
          throw new AppError(409, 'slug_taken', messages.builder.urlTaken, [{ field: 'slug', message: messages.builder.urlTaken }]);
        }
        throw err;
      }
      return (await findOwn(request.em, userId, request.params.id))!;
    },
  );
}
