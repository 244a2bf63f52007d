import type { ExportStatus } from '../dashboard/export-schemas';

/** The texts of the admin's 'Ekspor Render' page (the render worker's PDFs and videos). */
export const renderExportAdminMessages = {
  title: 'Ekspor Render',
  lead: 'PDF dan video yang dibuat pembuat berkas untuk pengguna: yang menunggu, berjalan, selesai, dan gagal beserta alasannya.',
  statuses: {
    queued: 'Menunggu',
    running: 'Berjalan',
    done: 'Selesai',
    failed: 'Gagal',
  } satisfies Record<ExportStatus, string>,
  allStatuses: 'Semua status',
  allKinds: 'Semua jenis',
  filters: 'Saring ekspor',
  figuresTitle: '24 Jam Terakhir',
  figuresByStatus: 'Ekspor 24 jam terakhir per status',
  figuresHint: 'dibuat dalam 24 jam',
  durationsLabel: 'Lama pembuatan ekspor yang selesai dalam 24 jam, per jenis',
  median: 'Median',
  p95: 'P95',
  doneCount: 'Selesai',
  noDuration: 'Belum ada',
  tableLabel: 'Daftar ekspor render',
  loading: 'Memuat ekspor render...',
  loadFailed: 'Gagal memuat ekspor render.',
  empty: 'Tidak ada ekspor yang cocok dengan saringan ini.',
  loadMore: 'Muat lebih banyak',
  loadingMore: 'Memuat...',
  refresh: 'Perbarui',
  perGuest: 'per tamu',
  noReason: '-',
  badCursor: 'Penanda halaman ekspor tidak valid. Muat ulang daftarnya.',
} as const;
