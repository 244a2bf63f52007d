import { formatRupiah } from '../shared/format';

/**
 * Gifts and the wishes wall, what a guest's page and the wall need without the schemas (no schema library in a
 * guest's bundle): the channels, the limits, the wall's path and events, and the Indonesian messages.
 */

/** How a guest sent their gift. */
export const giftChannels = ['transfer', 'ewallet', 'qris', 'kado'] as const;
export type GiftChannel = (typeof giftChannels)[number];
export const giftChannelLabels: Record<GiftChannel, string> = {
  transfer: 'Transfer bank',
  ewallet: 'E-wallet',
  qris: 'QRIS',
  kado: 'Kado fisik',
};
/** The largest amount a guest may state, in rupiah; more is a typo (or a joke), refused. */
export const giftAmountMax = 100_000_000;
/** The longest message a gift confirmation keeps. */
export const giftMessageMax = 500;
/** Confirmations one address may send to one invitation in an hour. */
export const giftConfirmationsPerHour = 10;

/** The wall's path on the site (the shell's route `wishesWall`). */
export const wallPath = (token: string): string => `/layar-ucapan/${token}`;
/** How many wishes a wall holds at once (the newest). */
export const wallEntryLimit = 60;

/**
 * The wall's live stream (server-sent events): `snapshot` ({ entries }) first and after every reconnection, then
 * `entry` (a wish to show, new or approved or shown again), `remove` ({ id }: hidden, deleted or no longer approved)
 * and `revoked` (the host revoked the link: the stream ends).
 */
export const wallEvents = { snapshot: 'snapshot', entry: 'entry', remove: 'remove', revoked: 'revoked' } as const;

export const giftMessages = {
  sent: 'Terima kasih! Konfirmasi hadiah Anda sudah kami sampaikan kepada tuan rumah.',
  nameRequired: 'Nama wajib diisi.',
  channelInvalid: 'Pilih cara Anda mengirim hadiah.',
  amountInvalid: `Nominal harus angka rupiah dari ${formatRupiah(1)} sampai ${formatRupiah(giftAmountMax)}.`,
  messageTooLong: `Pesan paling banyak ${giftMessageMax} karakter.`,
  wallStreamOnly: 'Alamat ini hanya untuk layar ucapan (text/event-stream).',
  wallNotFound: 'Tautan layar ucapan ini tidak berlaku lagi. Minta tautan baru kepada tuan rumah.',
  pendingApproval: 'Terima kasih! Ucapan Anda akan tampil setelah disetujui tuan rumah.',
  /** The one-tap WhatsApp thank-you. */
  thankYou: (guest: string, couple: string) =>
    `Halo ${guest}, terima kasih banyak atas hadiah dan doa restunya untuk ${couple}. Semoga kebaikan Anda dibalas berlipat ganda.`,
};
