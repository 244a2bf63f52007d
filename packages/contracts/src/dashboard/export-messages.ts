import type { ExportFailure, ExportKind } from './export-schemas';

/** Every text of the exports in the builder and their refusals. */
export const exportMessages = {
  title: 'Ekspor PDF & Video',
  intro:
    'Cetak undangan untuk keluarga yang tidak memakai WhatsApp, daftar tamu dengan QR untuk meja penerima tamu, dan video undangan untuk Status WhatsApp atau Instagram.',
  kinds: {
    invitation_pdf: 'Undangan PDF (A5)',
    door_list: 'Daftar tamu PDF',
    video: 'Video undangan (MP4)',
  } satisfies Record<ExportKind, string>,
  perGuest: 'Satu halaman per tamu, dengan nama dan QR tautan pribadinya',
  start: 'Buat',
  running: 'Sedang dibuat…',
  queued: 'Menunggu giliran…',
  downloadPdf: 'Unduh PDF',
  downloadVideo: 'Unduh Video',
  retry: 'Coba lagi',
  failed: 'Gagal dibuat',
  expired: 'Berkas ini sudah dihapus. Buat ulang bila masih perlu.',
  empty: 'Belum ada ekspor untuk undangan ini.',
  keep: (hours: number) => `Berkas dapat diunduh selama ${hours} jam, lalu dihapus otomatis.`,
  used: (used: number, limit: number) => `${used} dari ${limit} hari ini`,
  limitReached: (limit: number, what: string) =>
    `Batas ${limit} ekspor ${what} per hari sudah tercapai. Coba lagi besok.`,
  notFound: 'Ekspor tidak ditemukan.',
  notReady: 'Berkas ekspor belum selesai dibuat.',
  gone: 'Berkas ekspor sudah kedaluwarsa. Buat ulang dari halaman Ekspor.',
  notFailed: 'Hanya ekspor yang gagal yang dapat dicoba lagi.',
  alreadyRetried: 'Ekspor ini sudah dicoba lagi dan sedang dibuat.',
  noGuests: 'Daftar tamu masih kosong. Tambahkan tamu dulu.',
  linkInvalid: 'Tautan unduhan tidak berlaku lagi. Minta tautan baru dari halaman Ekspor.',
  // The builder's page (mf-dashboard, /app/edit-card/{id}/export).
  back: 'Undangan Saya',
  loading: 'Memuat ekspor...',
  loadFailed: 'Daftar ekspor belum dapat dimuat.',
  hostsOnly: 'Hanya pemilik dan editor undangan yang dapat membuat ekspor.',
  kindHints: {
    invitation_pdf: 'Undangan siap cetak ukuran A5, untuk keluarga yang tidak memakai WhatsApp.',
    door_list: 'Daftar tamu dengan QR masing-masing, untuk meja penerima tamu tanpa perangkat.',
    video:
      'Video tegak untuk Status WhatsApp dan Instagram, dengan foto dan musik undangan (musik dari tautan luar tidak ikut).',
  } satisfies Record<ExportKind, string>,
  /** Whose daily allowance a line counts (export_pdf, export_video). */
  allowanceOf: { export_pdf: 'Kuota PDF', export_video: 'Kuota video' },
  started: 'Ekspor dimulai. Berkasnya muncul di daftar di bawah.',
  startFailed: 'Ekspor belum dapat dimulai. Silakan coba lagi.',
  retryFailed: 'Ekspor belum dapat dicoba lagi. Silakan coba lagi nanti.',
  downloadFailed: 'Tautan unduhan belum dapat dibuat. Silakan coba lagi.',
  /** A plan without the entitlement, before the service named the plan that has it. */
  locked: (feature: string) => `${feature} tidak termasuk dalam paket Anda saat ini.`,
  seePlans: 'Lihat Paket',
  listTitle: 'Hasil ekspor',
  ready: 'Siap diunduh',
  removed: 'Dihapus',
  perGuestShort: 'Per tamu',
  madeAt: (when: string) => `Dibuat ${when}`,
  availableUntil: (when: string) => `Dapat diunduh sampai ${when}`,
  failures: {
    no_content: 'Undangan belum punya isi yang cukup untuk diekspor (nama mempelai dan tanggal).',
    media_unreadable: 'Foto atau musik undangan tidak dapat dibaca. Unggah ulang lalu coba lagi.',
    render_failed: 'Berkas tidak berhasil dibuat. Coba lagi; bila tetap gagal, hubungi kami.',
    timed_out: 'Pembuatan berkas terlalu lama dan dihentikan. Coba lagi.',
    worker_lost: 'Pembuat berkas berhenti dua kali saat mengerjakan ekspor ini. Coba lagi.',
    too_large:
      'Daftar tamu terlalu besar untuk satu berkas (lebih dari 10.000 tamu, atau 1.000 halaman per tamu). Unduh daftar tamu sebagai CSV dari halaman Tamu.',
  } satisfies Record<ExportFailure, string>,
} as const;
