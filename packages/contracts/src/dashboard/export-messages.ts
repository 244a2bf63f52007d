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
  noGuests: 'Daftar tamu masih kosong. Tambahkan tamu dulu.',
  linkInvalid: 'Tautan unduhan tidak berlaku lagi. Minta tautan baru dari halaman Ekspor.',
  failures: {
    no_content: 'Undangan belum punya isi yang cukup untuk diekspor (nama mempelai dan tanggal).',
    media_unreadable: 'Foto atau musik undangan tidak dapat dibaca. Unggah ulang lalu coba lagi.',
    render_failed: 'Berkas tidak berhasil dibuat. Coba lagi; bila tetap gagal, hubungi kami.',
    timed_out: 'Pembuatan berkas terlalu lama dan dihentikan. Coba lagi.',
    worker_lost: 'Pembuat berkas berhenti dua kali saat mengerjakan ekspor ini. Coba lagi.',
  } satisfies Record<ExportFailure, string>,
} as const;
