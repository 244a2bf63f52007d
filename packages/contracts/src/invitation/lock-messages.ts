/**
 * The guest page's texts for a private invitation (issue 35). A module without TypeBox: the guest's bundle imports it
 * without the schema library (privacy-schemas.ts builds schemas at load, so importing privacyMessages from the guest
 * page would bring TypeBox along). The texts the service also answers with equal privacyMessages' own.
 */
export const lockMessages = {
  eyebrow: 'Undangan',
  /** A locked page whose host chose no title (defaultPrivateTitle). */
  defaultTitle: 'Undangan Pribadi',
  lockedGuests: 'Undangan ini bersifat pribadi. Buka lewat tautan pribadi yang dikirimkan pengundang kepada Anda.',
  lockedPassword: 'Undangan ini dilindungi kata sandi. Masukkan kata sandi yang diberikan pengundang.',
  unlockLabel: 'Kata sandi undangan',
  unlockButton: 'Buka Undangan',
  unlocking: 'Membuka...',
  passwordEmpty: 'Masukkan kata sandi undangan terlebih dahulu.',
  wrongPassword: 'Kata sandi salah. Periksa kembali pesan dari pengundang.',
  tooManyTries: 'Terlalu banyak percobaan kata sandi. Silakan coba lagi dalam 15 menit.',
  /** The password was right, yet the next request came without the unlock cookie (cookies refused). */
  cookieRefused:
    'Kata sandi benar, tetapi peramban ini tidak menyimpan izin masuk. Izinkan cookie untuk situs ini, lalu coba lagi.',
} as const;
