// Sections of the message catalogue that code on a guest's first visit needs (remote fallbacks, guards, the
// invitation page), in a module of their own: importing one of them never pulls in the whole catalogue.
export const remoteMessages = {
  unavailable: 'Bagian ini sedang tidak dapat dimuat.',
  retry: 'Coba Lagi',
  loading: 'Memuat...',
} as const;

export const guardMessages = {
  verifying: 'Memverifikasi akses...',
  deniedTitle: 'Akses Ditolak',
  deniedText: 'Anda tidak memiliki izin untuk mengakses halaman admin.',
  backToDashboard: 'Kembali ke Dashboard',
} as const;

export const invitationMessages = {
  loading: 'Memuat undangan...',
  notFoundTitle: 'Undangan Tidak Ditemukan',
  notFoundText: 'Maaf, undangan yang Anda cari tidak dapat ditemukan atau mungkin sudah tidak aktif.',
  pageLoading: 'Memuat halaman...',
  pageNotFoundTitle: 'Halaman Tidak Ditemukan',
  pageNotFoundText: 'Maaf, halaman yang Anda cari tidak dapat ditemukan atau mungkin sudah tidak tersedia.',
  loadFailedTitle: 'Gagal Memuat Halaman',
  loadFailedText: 'Periksa koneksi internet Anda, lalu coba lagi.',
  rsvpNameRequired: 'Mohon lengkapi nama Anda',
  rsvpFailed: 'Gagal menyimpan konfirmasi. Silakan coba lagi.',
  guestListFull: 'Daftar tamu undangan ini sudah penuh. Silakan hubungi pengundang untuk konfirmasi kehadiran.',
  rsvpLocked: 'Tamu dengan nama ini sudah mengirim konfirmasi. Untuk mengubahnya, buka link undangan pribadi Anda.',
  unexpected: 'Terjadi kesalahan. Silakan coba lagi.',
  rsvpConfirmed: 'Konfirmasi kehadiran Anda telah diterima. Kami sangat menantikan kehadiran Anda!',
  rsvpDeclined: 'Terima kasih atas konfirmasinya. Kami memahami Anda tidak dapat hadir.',
  guestbookRequired: 'Mohon lengkapi nama dan pesan Anda',
  guestbookSaved: 'Terima kasih! Pesan Anda telah tersimpan di buku tamu digital.',
  tooMany: 'Terlalu banyak kiriman dari perangkat ini. Silakan coba lagi beberapa menit lagi.',
  musicFailed: 'Gagal memutar musik. Pastikan file musik valid.',
} as const;

export const dashboardMessages = {
  userNotFound: 'Error: User data not found',
} as const;
