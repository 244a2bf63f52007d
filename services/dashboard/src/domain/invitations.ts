import { isValidSlug, messages, normalizeSlug, type UpdateInvitationBody } from '@undangin/contracts';
import type { InvitationUpdate } from '../repositories/invitations';

// The rules of the host's editor save: required fields, link checks, blanks stored as null.

type Problem = { field: string; message: string };
const maxGallery = 30;
const blankToNull = (value: string) => (value.trim() ? value.trim() : null);
// A link is an http(s) URL, or a file of ours (/uploads/…, /api/…assets/…).
const isLink = (value: string) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(uploads|api)\/[^\s]+$/.test(value);
// A gift account with any of its fields typed in counts as filled in.
const typedGifts = (body: UpdateInvitationBody) =>
  body.gift_accounts.filter((g) => g.provider.trim() || g.number.trim() || g.holder.trim());

const required: [keyof UpdateInvitationBody, string][] = [
  ['couple_name', 'Nama pasangan'],
  ['event_date', 'Tanggal acara'],
  ['event_time', 'Waktu acara'],
  ['location', 'Lokasi'],
  ['slug', 'URL undangan'],
];
const links: [keyof UpdateInvitationBody, string][] = [
  ['maps_link', 'Link Google Maps'],
  ['music_url', 'URL musik'],
  ['background_image', 'Gambar latar'],
  ['background_video', 'Video latar'],
  ['live_stream_url', 'Link siaran langsung'],
];

/** What is wrong with an editor save, field by field; empty when it may be stored. */
export function invitationProblems(body: UpdateInvitationBody): Problem[] {
  const problems: Problem[] = [];
  for (const [field, label] of required)
    if (!String(body[field] ?? '').trim()) problems.push({ field, message: messages.builder.required(label) });
  for (const [field, label] of links) {
    const value = String(body[field] ?? '').trim();
    if (value && !isLink(value)) problems.push({ field, message: messages.builder.invalidUrl(label) });
  }
  if (body.event_time.trim() && !/^([01]\d|2[0-3]):[0-5]\d$/.test(body.event_time.trim()))
    problems.push({ field: 'event_time', message: 'Format waktu HH:MM.' });
  const date = new Date(`${body.event_date}T00:00:00Z`);
  if (
    body.event_date &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(body.event_date) ||
      Number.isNaN(date.getTime()) ||
      date.toISOString().slice(0, 10) !== body.event_date)
  ) {
    problems.push({ field: 'event_date', message: 'Tanggal acara tidak valid.' });
  }
  if (body.gallery.some((image) => !isLink(image.url)))
    problems.push({ field: 'gallery', message: messages.builder.invalidUrl('Foto galeri') });
  if (body.gallery.length > maxGallery)
    problems.push({ field: 'gallery', message: `Galeri berisi paling banyak ${maxGallery} foto.` });
  // A gift account left half filled is a mistake to point out, not a row to drop: a guest would send money to it.
  if (typedGifts(body).some((g) => !g.provider.trim() || !g.number.trim() || !g.holder.trim())) {
    problems.push({
      field: 'gift_accounts',
      message: 'Lengkapi setiap rekening Amplop Digital: bank atau e-wallet, nomor, dan nama pemilik.',
    });
  }
  const slug = normalizeSlug(body.slug);
  if (body.slug.trim() && (!isValidSlug(slug) || slug !== body.slug.trim()))
    problems.push({ field: 'slug', message: messages.slug.invalid });
  return problems;
}

/** An editor save that passed `invitationProblems`, as stored: trimmed, blanks as null, untouched gift rows dropped. */
export function toInvitationUpdate(body: UpdateInvitationBody): InvitationUpdate {
  return {
    slug: normalizeSlug(body.slug),
    couple_name: body.couple_name.trim(),
    category: body.category,
    event_date: body.event_date,
    event_time: body.event_time.trim(),
    location: body.location.trim(),
    maps_link: blankToNull(body.maps_link),
    quotes: blankToNull(body.quotes),
    gallery: body.gallery,
    music_url: blankToNull(body.music_url),
    background_image: blankToNull(body.background_image),
    background_video: blankToNull(body.background_video),
    theme_id: body.theme_id.trim() || 'romantic-blush',
    theme_data: body.theme_data,
    seo_title: blankToNull(body.seo_title),
    seo_description: blankToNull(body.seo_description),
    gift_accounts: typedGifts(body).map((g) => ({
      ...g,
      provider: g.provider.trim(),
      number: g.number.trim(),
      holder: g.holder.trim(),
    })),
    live_stream_url: blankToNull(body.live_stream_url),
  };
}

/** JSON with object keys in order: jsonb gives them back in its own order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** Which of the editor's fields a save changes (the activity log names them). */
export function changedFields(current: Record<string, unknown>, update: InvitationUpdate): string[] {
  return Object.keys(update).filter(
    (field) => stable(current[field] ?? null) !== stable(update[field as keyof InvitationUpdate] ?? null),
  );
}
