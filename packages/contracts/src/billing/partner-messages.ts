import { commissionWindowDays } from './partner-schemas';

/** What the partner programme says, in the services' refusals and on the partner's page. */
export const partnerMessages = {
  alreadyPartner: 'Akun Anda sudah terdaftar di program partner.',
  programmeUnknown: 'Program partner tidak ditemukan.',
  codeUnknown: 'Kode referal tidak ditemukan.',
  tryAgain: 'Pendaftaran partner belum berhasil. Silakan coba lagi.',
  suspended: 'Keanggotaan partner Anda sedang ditangguhkan. Hubungi tim Undangin.',
  visitRefused: 'Kunjungan referal hanya dapat dicatat dari situs Undangin.',
  tooManyVisits: 'Terlalu banyak kunjungan dari alamat ini. Coba lagi nanti.',
  joined: 'Selamat bergabung! Bagikan tautan referal Anda.',
  statusLabels: {
    pending: `Menunggu (${commissionWindowDays} hari)`,
    approved: 'Disetujui',
    void: 'Batal (dana dikembalikan)',
    paid: 'Dibayar',
  },
  kindLabels: { commission: 'Komisi', clawback: 'Potongan refund' },
};
