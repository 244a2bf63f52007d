import type { DomainProblem, DomainStatus } from './domain-schemas';

/** Every text of the custom-domain page and its refusals. */
export const domainMessages = {
  title: 'Custom Domain',
  intro:
    'Tampilkan undangan di domain Anda sendiri, misalnya budiani.com atau undangan.budiani.id, lengkap dengan SSL.',
  invalid: 'Nama domain tidak valid. Contoh: budiani.com atau undangan.budiani.id.',
  platform: 'Domain milik Undangin tidak dapat dipakai sebagai custom domain.',
  taken: 'Domain ini sudah terhubung ke akun lain.',
  takenHere: 'Domain ini sudah dipakai undangan Anda yang lain.',
  hasDomain: 'Undangan ini sudah punya custom domain. Hapus dulu domain yang lama.',
  none: 'Undangan ini belum punya custom domain.',
  punycode: 'Nama ini memakai huruf di luar abjad Latin. Yang dipakai dan ditampilkan adalah bentuk ASCII-nya:',
  records: 'Buat record DNS berikut di pengelola domain Anda, lalu tekan Periksa.',
  apexHint: 'Untuk domain utama (tanpa www), arahkan record A/AAAA ke alamat Undangin.',
  check: 'Periksa',
  remove: 'Hapus domain',
  removed: 'Custom domain dihapus.',
  added: 'Domain ditambahkan. Buat record DNS-nya, lalu tekan Periksa.',
  verifiedNote: 'Undangan Anda kini tampil di',
  notServing:
    'Domain terverifikasi, tetapi undangan belum tampil di sana: undangan belum diterbitkan atau sedang nonaktif, atau paket Anda tidak mencakup Custom domain.',
  tooMany: 'Terlalu sering memeriksa. Coba lagi sebentar lagi.',
  lostSubject: (domain: string) => `Domain ${domain} terlepas dari undangan Anda`,
  lostBody: (domain: string, title: string) =>
    `Record DNS untuk ${domain} tidak lagi mengarah ke Undangin, sehingga domain ini dilepas dari undangan "${title}". ` +
    'Undangan tetap dapat dibuka di alamat Undangin-nya. Perbaiki record DNS lalu tekan Periksa di halaman Custom Domain untuk menghubungkannya lagi.',
  grace: (since: string, release: string) =>
    `Record DNS tidak ditemukan sejak ${since}. Domain tetap aktif sampai ${release}; perbaiki sebelum itu agar tidak dilepas.`,
  // The dashboard's page.
  label: 'Nama domain',
  placeholder: 'undangan.budiani.id',
  add: 'Hubungkan domain',
  problemsTitle: 'Yang perlu diperbaiki',
  recordsTitle: 'Record DNS',
  recordType: 'Tipe',
  recordName: 'Nama',
  recordValue: 'Nilai',
  copy: 'Salin',
  copied: 'Tersalin',
  copyOf: (value: string) => `Salin ${value}`,
  copiedOf: (value: string) => `Tersalin ${value}`,
  copyFailed: 'Tidak dapat menyalin otomatis. Pilih teksnya lalu salin manual.',
  checking: 'Memeriksa…',
  checkedAt: (when: string) => `Terakhir diperiksa ${when}.`,
  removeTitle: 'Hapus custom domain?',
  removeText: (domain: string) =>
    `Undangan tidak lagi tampil di ${domain}. Record DNS di pengelola domain Anda tidak ikut terhapus.`,
  cancel: 'Batal',
  ownerOnly: 'Hanya pemilik undangan yang dapat mengatur custom domain.',
  loadFailed: 'Custom domain belum dapat dimuat.',
  changeFailed: 'Perubahan belum dapat disimpan. Silakan coba lagi.',
  checkFailed: 'Pemeriksaan belum dapat dilakukan. Silakan coba lagi.',
  back: 'Undangan Saya',
  notFoundTitle: 'Halaman tidak ditemukan',
  notFoundText: 'Alamat ini tidak terhubung ke undangan mana pun.',
} as const;

export const domainStatusLabels: Record<DomainStatus, string> = {
  pending: 'Menunggu',
  verified: 'Terverifikasi',
  failed: 'Gagal',
};

/** Why a check failed, said to the host for their domain. */
export const domainProblemText = (problem: DomainProblem, domain: string): string =>
  ({
    record_missing: `Record CNAME atau A untuk ${domain} belum ditemukan.`,
    points_elsewhere: `${domain} masih mengarah ke tempat lain, bukan ke Undangin.`,
    token_missing: `Record TXT _undangin.${domain} belum ditemukan.`,
    token_wrong: `Record TXT _undangin.${domain} ada, tetapi tokennya tidak cocok.`,
    dns_error: 'Server DNS tidak menjawab. Coba periksa lagi beberapa saat lagi.',
    taken: `${domain} sudah terverifikasi oleh akun lain.`,
  })[problem];
