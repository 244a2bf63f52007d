/** What the offline check-in desk says: the service's refusals and the desk's own lines about its device and sync. */
export const deskMessages = {
  deviceUnknown: 'Perangkat meja check-in ini tidak dikenal lagi. Buka ulang meja check-in saat ada sinyal.',
  badSignature: 'Catatan check-in ini tidak sah: tanda tangan perangkat tidak cocok. Tidak dicatat.',
  otherDevice: 'Catatan check-in ini milik perangkat lain. Tidak dicatat.',
  notCheckedIn: 'Tamu ini belum check-in, jadi jumlah orangnya tidak dapat diubah.',
  walkinUnknown: 'Tamu baru yang jumlahnya diubah belum tercatat. Tidak dicatat.',
  opIncomplete: 'Catatan check-in ini tidak lengkap. Tidak dicatat.',
  receptionExpired:
    'Sesi penerima tamu sudah berakhir. Masukkan PIN lagi: check-in yang belum terkirim tetap tersimpan di perangkat ini.',

  pending: (count: number) => `${count} menunggu sinkron`,
  lastSync: (time: string) => `Terakhir sinkron pukul ${time} WIB`,
  neverSynced: 'Belum pernah sinkron',
  offline: 'Tanpa sinyal: check-in disimpan di perangkat ini dan dikirim otomatis saat sinyal kembali.',
  syncing: 'Menyinkronkan…',
  savedOnDevice: 'Tersimpan di perangkat ini, menunggu sinkron.',
  elsewhere: (name: string, time: string) => `${name} sudah check-in di meja lain pukul ${time} WIB.`,
  removed: (name: string) => `${name} sudah dihapus dari daftar tamu oleh pemilik acara: check-in tidak dicatat.`,
  notFound: (name: string) => `${name} tidak ditemukan di daftar tamu: check-in tidak dicatat.`,
  refused: (name: string, why: string) => `Check-in ${name} ditolak: ${why}`,
  unknownCodePending: 'Kode ini belum ada di daftar perangkat ini: dicatat, dan dicek saat sinyal kembali.',
  unknownCodeOffline: 'Kode ini tidak ada di daftar tamu perangkat ini. Cari nama tamu, atau catat sebagai Tamu Baru.',
  tampered: (count: number) =>
    `${count} catatan check-in di perangkat ini rusak atau telah diubah, jadi tidak dikirim.`,
  wiped: 'Akses meja check-in ini sudah dicabut. Daftar tamu di perangkat ini telah dihapus.',
  unsent: (names: string) =>
    `Check-in yang belum terkirim dan tidak dapat dicatat: ${names}. Sampaikan ke pemilik acara.`,
  listUnreadable: 'Daftar tamu di perangkat ini tidak dapat dibuka. Hubungkan ke internet untuk memuatnya lagi.',
  noList: 'Daftar tamu belum tersimpan di perangkat ini. Hubungkan ke internet sekali untuk memuatnya.',
  reportTitle: 'Hasil sinkron',
  installHint: 'Meja ini tetap bisa dibuka tanpa sinyal di perangkat ini.',
} as const;
