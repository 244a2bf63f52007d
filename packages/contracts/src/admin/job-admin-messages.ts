/** The job queue's texts on the admin's Status page and in its service's answers. */
export const jobAdminMessages = {
  unknownQueue: 'Antrean tidak dikenal.',
  notFound: 'Pekerjaan tidak ditemukan.',
  notFailed: 'Pekerjaan tidak ditemukan di antara pekerjaan gagal: mungkin sudah dicoba lagi atau dihapus.',
  retried: 'Pekerjaan dijadwalkan untuk dicoba lagi.',
  dropped: 'Pekerjaan dihapus.',
  actionFailed: 'Perubahan pada pekerjaan gagal disimpan. Silakan coba lagi.',
  confirmDrop: (label: string) =>
    `Hapus pekerjaan gagal dari antrean "${label}"? Pekerjaan ini tidak akan dijalankan lagi.`,
  loading: 'Memuat antrean pekerjaan...',
  loadFailed: 'Gagal memuat antrean pekerjaan.',
  noFailures: 'Tidak ada pekerjaan gagal.',
} as const;
