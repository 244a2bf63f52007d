/** What the admin's partner page and its service say. */
export const partnerAdminMessages = {
  programmeUnknown: 'Program partner tidak ditemukan.',
  partnerUnknown: 'Partner tidak ditemukan.',
  payoutUnknown: 'Pembayaran tidak ditemukan.',
  nothingToPay: 'Belum ada komisi disetujui yang dapat dibayarkan untuk partner ini.',
  partnerSuspended: 'Partner ini sedang ditangguhkan: aktifkan kembali sebelum membayar komisinya.',
  alreadyPaid: 'Pembayaran ini sudah ditandai dibayar.',
  referenceEmpty: 'Isi nomor referensi transfer.',
  rateTooHigh: 'Komisi paling tinggi 30%.',
};
