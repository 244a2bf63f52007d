/** The admin area's texts: the print-template manager's messages as the spec fixes them, the inbox's and the audit screen's. */
export const adminMessages = {
  printTemplates: {
    created: 'Template berhasil dibuat!',
    updated: 'Template berhasil diupdate!',
    deleted: 'Template berhasil dihapus!',
    createFailed: 'Gagal membuat template',
    updateFailed: 'Gagal mengupdate template',
    saveUnexpected: 'Terjadi kesalahan saat menyimpan',
    deleteFailed: 'Gagal menghapus template',
    deleteUnexpected: 'Terjadi kesalahan saat menghapus',
    confirmDelete: (name: string) => `Apakah Anda yakin ingin menghapus template "${name}"?`,
    emptyTitle: 'Tidak Ada Template Ditemukan',
    emptyText: 'Buat template cetak pertama Anda.',
    notFound: 'Template tidak ditemukan',
    uploading: 'Mengunggah...',
    uploadFailed: 'Gagal mengunggah gambar',
    uploadUnexpected: 'Terjadi kesalahan saat mengunggah gambar',
  },
  inbox: {
    notFound: 'Pesan tidak ditemukan.',
    /** The first line of a WhatsApp reply to a contact message, the admin finishes it in the chat. */
    whatsappGreeting: (name: string, subject: string) =>
      `Halo ${name}, terima kasih telah menghubungi Undangin tentang "${subject}". `,
  },
  audit: {
    emptyTitle: 'Belum ada catatan audit',
    loadFailed: 'Gagal memuat log audit',
  },
} as const;

/** What an audit entry's action means, in Indonesian. */
export const auditActionLabels: Record<string, string> = {
  'job.retry': 'Pekerjaan dicoba lagi',
  'job.drop': 'Pekerjaan dihapus',
  'print_template.create': 'Template dibuat',
  'print_template.update': 'Template diubah',
  'print_template.delete': 'Template dihapus',
  'print_template.image_uploaded': 'Gambar template diunggah',
  'settings.update': 'Pengaturan disimpan',
  'user.disable': 'Akun dinonaktifkan',
  'user.enable': 'Akun diaktifkan',
  'user.grant_admin': 'Hak admin diberikan',
  'user.revoke_admin': 'Hak admin dicabut',
  'invitation.deactivate': 'Undangan dinonaktifkan',
  'invitation.reactivate': 'Undangan diaktifkan',
  'contact_message.read': 'Pesan ditandai dibaca',
  'contact_message.unread': 'Pesan ditandai belum dibaca',
  'subscribers.export': 'Pelanggan newsletter diunduh',
  'partner_programme.update': 'Komisi program partner diubah',
  'partner.suspend': 'Partner ditangguhkan',
  'partner.activate': 'Partner diaktifkan',
  'partner_payout.approve': 'Pembayaran partner disetujui',
  'partner_payout.paid': 'Pembayaran partner ditandai dibayar',
  'commissions.export': 'Komisi partner diunduh (CSV)',
};
