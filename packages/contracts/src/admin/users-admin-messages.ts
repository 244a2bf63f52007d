/** Kept apart from the TypeBox schemas so that front ends bundle these texts and not the schema builder. */

const list = (noun: string) => ({
  loading: `Memuat ${noun}...`,
  loadFailed: `Gagal memuat daftar ${noun}`,
  empty: `Tidak ada ${noun} ditemukan`,
  pager: `Halaman ${noun}`,
  noun,
});

/** The Indonesian texts of these screens and their services. */
export const adminUserMessages = {
  notFound: 'Pengguna tidak ditemukan.',
  invitationNotFound: 'Undangan tidak ditemukan.',
  selfDisable: 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  selfDemote: 'Anda tidak dapat mencabut hak admin Anda sendiri.',
  /** The owner's answer when they try to turn on an invitation an admin turned off. */
  ownerReactivateRefused:
    'Undangan ini dinonaktifkan oleh admin Undangin dan tidak dapat diaktifkan kembali. Hubungi admin Undangin.',
  ownerContact: 'Hubungi admin Undangin untuk mengaktifkannya kembali.',
  /** What the owner's list says about such an invitation. */
  disabledByAdmin: (reason: string | null) => `Dinonaktifkan oleh admin${reason ? `: ${reason}` : ''}`,
  confirmDisable: (who: string) =>
    `Nonaktifkan akun ${who}? Pengguna ini akan langsung keluar dan tidak dapat login sampai diaktifkan kembali.`,
  confirmEnable: (who: string) => `Aktifkan kembali akun ${who}?`,
  confirmGrant: (who: string) => `Jadikan ${who} admin? Admin dapat mengelola seluruh pengguna dan undangan.`,
  confirmRevoke: (who: string) => `Cabut hak admin ${who}? Sesi login pengguna ini akan diakhiri.`,
  confirmReactivate: (couple: string) => `Aktifkan kembali undangan "${couple}"?`,
  reasonRequired: 'Tuliskan alasan penonaktifan (minimal 3 karakter).',
  /** What each list page of the back office says while loading, on failure, when empty, and its pager's name. */
  lists: {
    users: list('pengguna'),
    invitations: list('undangan'),
    orders: list('pesanan'),
  },
  actionFailed: 'Gagal menyimpan perubahan. Silakan coba lagi.',
  disabled: 'Akun dinonaktifkan.',
  enabled: 'Akun diaktifkan kembali.',
  granted: 'Pengguna sekarang admin.',
  revoked: 'Hak admin dicabut.',
  deactivated: 'Undangan dinonaktifkan.',
  reactivated: 'Undangan diaktifkan kembali.',
} as const;
