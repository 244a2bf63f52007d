/** What the WhatsApp features tell hosts (and the webhook tells callers), in one place. */
export const whatsappMessages = {
  off: 'Integrasi WhatsApp belum aktif di server ini. Kirim lewat WhatsApp Anda sendiri (Kirim via WhatsApp).',
  noRecipients:
    'Tidak ada tamu yang dapat dikirimi: semua sudah dikirimi, tanpa nomor WhatsApp yang valid, atau berhenti berlangganan.',
  groupUnknown: 'Grup tersebut tidak ada di daftar tamu undangan ini.',
  sessionUnknown: 'Sesi tersebut tidak ada di undangan ini.',
  noFailures: 'Tidak ada pesan gagal untuk dikirim ulang.',
  invalidSignature: 'Tanda tangan webhook tidak sah.',
  invalidWebhook: 'Isi webhook tidak sesuai format WhatsApp.',
  verifyRefused: 'Token verifikasi webhook tidak cocok.',
  invalidNumber: 'Nomor WhatsApp tidak valid',
  optedOut: 'Tamu membalas BERHENTI',
  busy: 'Pesan sedang dikirim oleh proses lain; dicek lagi nanti',
  reminderPast: 'Waktu pengingat sudah lewat. Pilih waktu yang akan datang.',
  reminderTooFar: 'Pengingat dapat dijadwalkan paling lambat 1 tahun ke depan.',
  reminderTime: 'Tanggal dan jam pengingat tidak valid.',
  reminderNotFound: 'Pengingat tidak ditemukan.',
  reminderDone: 'Pengingat ini sudah dikirim atau dibatalkan.',
} as const;
