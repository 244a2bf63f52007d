import { messages } from '@undangin/contracts';

/** The guest list's filters, as the page's buttons name them. */
export const filters = [
  ['all', 'Semua'],
  ['unsent', 'Belum dikirim'],
  ['unanswered', 'Belum menjawab'],
  ['confirmed', 'Hadir'],
  ['declined', 'Tidak hadir'],
  ['checked_in', 'Sudah check-in'],
  ['unlisted', messages.guests.unlistedLabel],
] as const;
