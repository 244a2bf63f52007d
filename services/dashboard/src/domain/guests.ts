import { isValidWhatsapp, messages, normalizeGuestName, normalizeWhatsapp, type ImportRow } from '@undangin/contracts';
import type { RawGuestRow } from './guest-file';

// The check-in routes and repository import these from here; they live in the repositories now.
export { ownedInvitation } from '../repositories/invitations';
export { guestColumns, toGuest, type GuestRow } from '../repositories/guests';

/**
 * Validates and normalises a guest as the host types it. Adding needs a name and a WhatsApp number. Editing may
 * leave the number empty: guests who answered by themselves and walk-ins often have none.
 */
export function cleanGuest(
  body: { name: string; phone: string; group_name?: string; seats?: number },
  { phoneRequired = true } = {},
) {
  const name = normalizeGuestName(body.name);
  const phone = body.phone.trim() ? normalizeWhatsapp(body.phone.trim()) : null;
  if (!name) return { error: messages.guests.nameRequired } as const;
  if (name.length > 100) return { error: messages.guests.nameTooLong } as const;
  if (!phone && phoneRequired) return { error: 'Nomor WhatsApp wajib diisi.' } as const;
  if (phone && !isValidWhatsapp(phone)) return { error: 'Nomor WhatsApp tidak valid. Contoh: 6281234567890.' } as const;
  return { name, phone, group_name: body.group_name?.trim() || null, seats: body.seats ?? 1 } as const;
}

/**
 * An import file's rows as the preview shows them: each cleaned like a typed guest, or with what is wrong with it.
 * A name already on the list, or twice in the file, is refused; names compare normalised and in any case, so a name
 * stored before normalisation still matches.
 */
/**
 * The sessions a row's 'Sesi' cell names, matched to the invitation's by name (any case): their names as the
 * invitation spells them, or the first name it does not know.
 */
function sessionsOf(cell: string, known: readonly string[]): { names: string[] } | { unknown: string } | null {
  const typed = cell
    .split(/[,;]/)
    .map((name) => name.trim())
    .filter(Boolean);
  if (!typed.length) return null;
  const names: string[] = [];
  for (const name of typed) {
    const match = known.find((session) => session.toLowerCase() === name.toLowerCase());
    if (!match) return { unknown: name };
    if (!names.includes(match)) names.push(match);
  }
  return { names };
}

export function checkImportRows(
  raw: RawGuestRow[],
  namesOnList: string[],
  sessionNames: readonly string[] = [],
): ImportRow[] {
  const existing = new Set(namesOnList.map((name) => normalizeGuestName(name).toLowerCase()));
  const seen = new Map<string, number>();
  return raw.map((entry) => {
    const cleaned = cleanGuest({ name: entry.name, phone: entry.phone, group_name: entry.group });
    const seats = entry.seats ? Number(entry.seats) : 1;
    const base = {
      row: entry.row,
      name: entry.name,
      phone: entry.phone || null,
      group_name: entry.group || null,
      seats: Number.isInteger(seats) ? seats : 1,
    };
    if (entry.error) return { ...base, error: entry.error };
    const sessions = sessionsOf(entry.sessions ?? '', sessionNames);
    if (sessions && 'unknown' in sessions)
      return { ...base, error: `Sesi "${sessions.unknown}" tidak ada di undangan ini.` };
    if ('error' in cleaned) return { ...base, error: cleaned.error };
    if (!Number.isInteger(seats) || seats < 1 || seats > 50)
      return { ...base, error: 'Jumlah kursi harus angka 1 sampai 50.' };
    const key = cleaned.name.toLowerCase();
    if (existing.has(key)) return { ...base, error: 'Sudah ada di daftar tamu.' };
    const first = seen.get(key);
    if (first) return { ...base, error: `Nama ganda: sama dengan baris ${first}.` };
    seen.set(key, entry.row);
    return {
      ...base,
      name: cleaned.name,
      phone: cleaned.phone,
      group_name: cleaned.group_name,
      ...(sessions ? { sessions: sessions.names } : {}),
    };
  });
}
