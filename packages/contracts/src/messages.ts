/** The Indonesian message catalogue: every text the spec fixes, in one place. */
export const messages = {
  remote: {
    unavailable: 'Bagian ini sedang tidak dapat dimuat.',
    retry: 'Coba Lagi',
    loading: 'Memuat...',
  },
  guard: {
    verifying: 'Memverifikasi akses...',
    deniedTitle: 'Akses Ditolak',
    deniedText: 'Anda tidak memiliki izin untuk mengakses halaman admin.',
    backToDashboard: 'Kembali ke Dashboard',
  },
  errors: {
    validation: 'Data yang dikirim tidak valid.',
    notFound: 'Data tidak ditemukan.',
    routeNotFound: 'Alamat yang diminta tidak ditemukan.',
    unauthenticated: 'Silakan login terlebih dahulu.',
    invalidToken: 'Sesi Anda tidak valid atau sudah berakhir. Silakan login kembali.',
    forbidden: 'Anda tidak memiliki izin untuk melakukan tindakan ini.',
    tooManyRequests: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
    payloadTooLarge: 'Ukuran data yang dikirim terlalu besar.',
    unsupportedMediaType: 'Jenis data yang dikirim tidak didukung.',
    internal: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    unavailable: 'Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
  },
  slug: {
    tooShort: 'Link undangan minimal 3 karakter',
    taken: 'Link undangan sudah digunakan, silakan pilih yang lain',
  },
} as const;
