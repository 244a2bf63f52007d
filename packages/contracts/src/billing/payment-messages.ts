/** The payment texts of the spec (pricing popup, result pages, subscription screen) and of the billing API. */
export const paymentMessages = {
  /** A notification whose gross_amount is not the order's own amount. */
  amountMismatch: 'Jumlah pembayaran tidak sesuai dengan pesanan.',
  loginRequired: 'Anda harus login untuk melanjutkan pembayaran.',
  snapNotLoaded: 'Midtrans Snap.js belum dimuat. Silakan refresh halaman dan coba lagi.',
  createFailed: (reason?: string | null) =>
    `Gagal membuat transaksi: ${reason || 'Terjadi kesalahan yang tidak diketahui'}`,
  processingError: 'Terjadi kesalahan saat memproses pembayaran.',
  success: 'Pembayaran berhasil! Terima kasih telah berlangganan.',
  pending: 'Pembayaran sedang diproses. Kami akan mengonfirmasi setelah pembayaran selesai.',
  error: 'Pembayaran gagal. Silakan coba lagi.',
  closed: 'Anda menutup popup tanpa menyelesaikan pembayaran',
  // Beside the spec's alert: where the order it left waits.
  closedNote: 'Pesanan Anda tersimpan dan menunggu pembayaran. Lanjutkan atau batalkan kapan saja dari Langganan Saya.',
  pendingHowTo:
    'Jendela pembayaran tertutup sebelum selesai? Buka Langganan Saya, lalu pilih "Lanjutkan Pembayaran" pada pesanan ini (atau batalkan bila tidak jadi). Pesanan yang tidak dibayar sampai batas waktunya berakhir sendiri.',
  processing: 'Memproses...',
  historyEmptyTitle: 'Riwayat Pembayaran Kosong',
  historyEmptyText: 'Belum ada riwayat pembayaran untuk ditampilkan',
  upgradeError: 'Terjadi kesalahan saat upgrade',
  activeBadge: 'PAKET AKTIF',
  activeButton: 'Paket Aktif',
  chooseButton: 'Pilih Paket',
  // The billing API's own refusals.
  planNotFound: 'Paket tidak ditemukan atau tidak aktif.',
  freePlan: 'Paket gratis tidak perlu dibayar.',
  promoInvalid: 'Promo tidak berlaku atau sudah berakhir.',
  promoNewAccountsOnly: 'Promo ini khusus akun baru yang belum pernah membeli paket.',
  promoOncePerAccount: 'Promo ini hanya dapat dipakai sekali per akun.',
  promoUsedUp: 'Kuota promo ini sudah habis.',
  checkoutTooMany: 'Terlalu banyak transaksi dibuat dalam waktu singkat. Silakan coba lagi beberapa menit lagi.',
  orderNotFound: 'Pesanan tidak ditemukan.',
  gatewayUnavailable: 'Layanan pembayaran sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
  orderNotPayable: 'Pesanan ini tidak lagi dapat dibayar: batas waktunya sudah lewat atau statusnya sudah berubah.',
  orderNotPending: 'Pesanan ini tidak lagi menunggu pembayaran.',
  orderPaidMeanwhile: 'Pesanan ini sudah dibayar sehingga tidak dapat dibatalkan.',
  orderCancelled: 'Pesanan dibatalkan.',
  resumeButton: 'Lanjutkan Pembayaran',
  cancelButton: 'Batalkan Pesanan',
  cancelConfirm: 'Batalkan pesanan ini? Tautan pembayarannya tidak dapat dipakai lagi.',
  payBefore: (when: string) => `Bayar sebelum ${when} WIB`,
  payableEnded: 'Batas waktu pembayaran sudah lewat; status diperbarui otomatis.',
} as const;

/** How an order that ended without a payment reads, beside its status. */
export const orderEndedLabels = { expired: 'Kedaluwarsa', cancelled: 'Dibatalkan' } as const;

/** How an order's status reads to its owner. */
export const orderStatusLabels = {
  pending: 'Menunggu Pembayaran',
  paid: 'Berhasil',
  failed: 'Gagal',
  refunded: 'Dikembalikan',
  partially_refunded: 'Dikembalikan Sebagian',
} as const;
