import { dashboardMessages, guardMessages, invitationMessages, remoteMessages } from './section-messages';

/** The Indonesian message catalogue: every text the spec fixes, in one place. */
export const messages = {
  remote: remoteMessages,
  guard: guardMessages,
  errors: {
    validation: 'Data yang dikirim tidak valid.',
    notFound: 'Data tidak ditemukan.',
    routeNotFound: 'Alamat yang diminta tidak ditemukan.',
    unauthenticated: 'Silakan login terlebih dahulu.',
    invalidToken: 'Sesi Anda tidak valid atau sudah berakhir. Silakan login kembali.',
    sessionEnded: 'Sesi ini sudah diakhiri (keluar, ganti password, atau akses dicabut). Silakan login kembali.',
    forbidden: 'Anda tidak memiliki izin untuk melakukan tindakan ini.',
    tooManyRequests: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
    payloadTooLarge: 'Ukuran data yang dikirim terlalu besar.',
    unsupportedMediaType: 'Jenis data yang dikirim tidak didukung.',
    internal: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    serviceUnavailable: 'Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
    unavailable: 'Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
    /** The service is overloaded and sheds the request rather than queueing it until the client times out. */
    overloaded: 'Layanan sedang sibuk melayani banyak permintaan. Silakan coba lagi dalam beberapa detik.',
    pageNotFound: 'Halaman tidak ditemukan.',
    themeNotFound: 'Tema tidak ditemukan.',
  },
  checkin: {
    guestNotFound: 'Tamu tidak ditemukan untuk undangan ini.',
    notCheckedIn: 'Tamu ini belum check-in di undangan ini.',
    receptionClosed: 'Link penerima tamu tidak berlaku atau sudah dicabut oleh pemilik acara.',
    wrongPin: 'PIN salah.',
  },
  login: {
    default: 'Email atau password salah. Silakan coba lagi.',
    invalidCredentials: 'Email atau password salah.',
    invalidCredentialsCheck: 'Email atau password salah. Silakan periksa kembali.',
    emailNotConfirmed: 'Silakan verifikasi email Anda terlebih dahulu.',
    /** An admin disabled the account: no sign-in, no refresh, no link opens a session. */
    accountDisabled: 'Akun Anda dinonaktifkan. Hubungi admin Undangin.',
    emailNotConfirmedCheck: 'Email belum diverifikasi. Silakan cek email Anda.',
    tooManyAttempts: 'Terlalu banyak percobaan login. Silakan tunggu beberapa menit.',
    /** After repeated wrong passwords from one address: how long it must wait (under a minute in seconds, then minutes, then hours). */
    retryAfter: (seconds: number) =>
      `Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam ${seconds < 60 ? `${seconds} detik` : seconds < 3600 ? `${Math.ceil(seconds / 60)} menit` : `${Math.ceil(seconds / 3600)} jam`}.`,
    whatsappNotFound: (number: string) =>
      `Nomor WhatsApp ${number} tidak ditemukan. Pastikan Anda sudah mendaftar dengan nomor ini atau gunakan email untuk login.`,
    whatsappWithoutEmail: 'Email tidak ditemukan untuk nomor WhatsApp ini.',
    required: 'Email/WhatsApp dan password wajib diisi.',
    serviceTrouble: 'Layanan login sedang bermasalah. Silakan coba lagi sebentar lagi.',
    emailConfirmed: 'Email Anda berhasil diverifikasi. Silakan login.',
    confirmationLinkInvalid:
      'Link verifikasi tidak valid atau sudah kedaluwarsa. Daftar ulang dengan email yang sama untuk menerima link baru.',
  },
  register: {
    saveFailed: 'Terjadi kesalahan saat menyimpan data pengguna. Silakan coba lagi.',
    alreadyRegistered: 'Email sudah terdaftar. Silakan gunakan email lain atau login.',
    whatsappTaken: 'Nomor WhatsApp sudah terdaftar. Silakan gunakan nomor lain atau login.',
    whatsappInvalid: 'Nomor WhatsApp tidak valid. Contoh: 6281234567890.',
    database: 'Terjadi kesalahan database. Silakan coba lagi dalam beberapa saat.',
    invalidEmail: 'Format email tidak valid.',
    passwordTooShort: 'Password minimal 6 karakter.',
    signupsDisabled: 'Pendaftaran sementara dinonaktifkan. Silakan hubungi administrator.',
    tooManyAttempts: 'Terlalu banyak percobaan pendaftaran. Silakan tunggu beberapa menit.',
    default: 'Pendaftaran gagal. Silakan coba lagi.',
    successWithSession: 'Pendaftaran berhasil! Anda dapat langsung login sekarang.',
    successCheckEmail: 'Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi akun.',
    required: 'Nama, WhatsApp, email dan password wajib diisi.',
  },
  forgot: {
    userNotFound: 'Email tidak ditemukan. Pastikan Anda sudah mendaftar dengan email ini.',
    rateLimited: 'Terlalu banyak permintaan reset password. Silakan tunggu beberapa menit sebelum mencoba lagi.',
    failed: 'Gagal mengirim email reset password. Silakan coba lagi.',
    resendFailed: 'Gagal mengirim ulang email. Silakan coba lagi.',
    unexpected: 'Terjadi kesalahan. Silakan coba lagi.',
    sent: (email: string) => `Email reset password telah dikirim ke ${email}. Silakan cek inbox dan folder spam Anda.`,
    resent: 'Email reset password telah dikirim ulang.',
    required: 'Email wajib diisi.',
  },
  reset: {
    invalidLink: 'Link reset password tidak valid atau sudah kedaluwarsa. Silakan minta link reset password baru.',
    samePassword: 'Password baru harus berbeda dari password lama',
    tooShort: 'Password minimal 6 karakter',
    needsLowercase: 'Password harus mengandung minimal 1 huruf kecil',
    needsDigit: 'Password harus mengandung minimal 1 angka',
    mismatch: 'Password dan konfirmasi password tidak sama',
    failed: 'Gagal mengubah password. Silakan coba lagi.',
    unexpected: 'Terjadi kesalahan yang tidak terduga. Silakan coba lagi.',
    success: 'Password berhasil diubah. Silakan login dengan password baru Anda.',
  },
  account: {
    passwordMismatch: 'Password baru dan konfirmasi password tidak sama!',
    currentPasswordRequired: 'Masukkan password saat ini.',
    currentPasswordWrong: 'Password saat ini salah.',
    passwordChanged: 'Password berhasil diubah.',
    profileSaved: 'Profil berhasil disimpan.',
    saveFailed: 'Gagal menyimpan. Silakan coba lagi.',
    nameRequired: 'Nama wajib diisi.',
    emailChangeUnsupported: 'Email tidak dapat diubah dari halaman ini.',
    tooManyAttempts: 'Terlalu banyak percobaan. Silakan tunggu beberapa menit.',
  },
  session: {
    notFound: 'Sesi Anda sudah berakhir. Silakan login kembali.',
    refreshInvalid: 'Sesi tidak valid. Silakan login kembali.',
    refreshReused: 'Sesi ini sudah tidak berlaku karena token digunakan ulang. Silakan login kembali.',
  },
  contact: {
    sent: 'Pesan Anda telah terkirim! Tim kami akan segera menghubungi Anda.',
    nameRequired: 'Nama wajib diisi.',
    emailRequired: 'Email wajib diisi.',
    emailInvalid: 'Format email tidak valid.',
    subjectRequired: 'Pilih subjek pesan.',
    messageRequired: 'Pesan wajib diisi.',
    whatsappInvalid: 'Nomor WhatsApp tidak valid. Contoh: 6281234567890.',
    failed: 'Pesan gagal dikirim. Silakan coba lagi.',
    tooMany: 'Terlalu banyak pesan terkirim. Silakan coba lagi beberapa menit lagi.',
  },
  newsletter: {
    subscribed: 'Terima kasih! Anda sudah berlangganan newsletter Undangin.',
    alreadySubscribed: 'Email ini sudah berlangganan newsletter kami. Terima kasih!',
    emailInvalid: 'Masukkan alamat email yang valid.',
    failed: 'Gagal berlangganan. Silakan coba lagi.',
  },
  invitation: invitationMessages,
  slug: {
    tooShort: 'Link undangan minimal 3 karakter',
    taken: 'Link undangan sudah digunakan, silakan pilih yang lain',
    invalid: 'Link hanya boleh berisi huruf kecil, angka dan tanda hubung (3-50 karakter).',
  },
  entitlements: {
    /** A gated feature refused: what it is (entitlementInfo's label) and the cheapest plan that unlocks it. */
    required: (feature: string, plan: string) =>
      `${feature} tersedia mulai paket ${plan}. Upgrade paket untuk memakainya.`,
    /** The action that opens a plan's payment. */
    upgrade: (plan: string) => `Upgrade ke ${plan}`,
    themeLockTitle: 'Tema premium',
    bulkLocked: (plan: string) =>
      `Kirim ke tamu satu per satu tersedia di semua paket; kirim berurutan ke banyak tamu sekaligus tersedia dengan paket ${plan}.`,
    analyticsLocked: (plan: string) =>
      `Corong per tamu (terkirim, dibuka, dijawab, datang), waktu respons, dan grafik RSVP harian tersedia dengan paket ${plan}.`,
    /** A draft on a premium theme: saved and previewed freely, published with the plan. */
    themeLockedDraft: (plan: string) =>
      `Undangan ini dapat disimpan dan dipratinjau dengan tema premium, tetapi baru dapat diterbitkan dengan paket ${plan}.`,
    /** A published invitation whose premium theme is over the plan now (a period ended): guests still see it. */
    themeLockedPublished: (plan: string) =>
      `Tema premium ini di luar paket Anda saat ini. Undangan tetap tampil untuk tamu; bila dinonaktifkan, undangan baru dapat diterbitkan lagi dengan paket ${plan}.`,
    /** A gated feature no plan on sale carries yet. */
    unavailable: (feature: string) => `${feature} belum tersedia untuk paket mana pun.`,
  },
  builder: {
    loginRequired: 'Anda harus login terlebih dahulu',
    createFailed: 'Gagal membuat undangan. Silakan coba lagi.',
    unexpected: 'Terjadi kesalahan. Silakan coba lagi.',
    planLimit: (max: number) =>
      `Paket Anda hanya dapat membuat ${max} undangan. Upgrade paket untuk membuat undangan lagi.`,
    invitationsFull: (plan: string, max: number) =>
      `Paket ${plan} Anda maksimal ${max} undangan, dan semuanya sudah terpakai. Upgrade paket untuk membuat undangan lagi, atau hapus undangan yang tidak dipakai.`,
    notFoundOrForbidden: 'Undangan tidak ditemukan atau Anda tidak memiliki akses',
    loadFailed: 'Terjadi kesalahan saat memuat data',
    saveFailed: 'Gagal memperbarui undangan. Silakan coba lagi.',
    invalidData: 'Data tidak valid',
    saved: 'Undangan berhasil diperbarui!',
    draftLabel: 'Draf: belum terbit, tamu belum dapat membukanya',
    draftNotice:
      'Undangan ini masih draf: tamu belum dapat membukanya. Terbitkan bila sudah siap (Anda tetap dapat mengeditnya).',
    published: (name: string) => `Undangan "${name}" diterbitkan: tamu kini dapat membukanya.`,
    leaveUnsaved: 'Ada perubahan yang belum disimpan. Tinggalkan halaman ini tanpa menyimpan?',
    urlTaken: 'URL undangan sudah digunakan. Silakan gunakan nama yang berbeda.',
    required: (field: string) => `${field} wajib diisi.`,
    invalidUrl: (field: string) => `${field} harus berupa URL yang valid (diawali http:// atau https://).`,
    listFailed: (message: string) => `Gagal memuat undangan: ${message}`,
    unexpectedLoad: 'Terjadi kesalahan yang tidak terduga',
    deleteConfirm: (name: string) => `Apakah Anda yakin ingin menghapus undangan "${name}"?`,
    deleteFailed: (message: string) => `Gagal menghapus undangan: ${message}`,
    deleteUnexpected: 'Terjadi kesalahan saat menghapus undangan',
    deleted: 'Undangan berhasil dihapus!',
    emptyTitle: 'Belum Ada Undangan',
    signedOut: 'Anda harus login untuk melihat undangan.',
    themeNotFound: 'Tema tidak ditemukan. Silakan pilih tema lain.',
  },
  dashboard: dashboardMessages,
  guests: {
    sendFailed: 'Pengiriman belum dapat dimulai. Silakan coba lagi.',
    tooManyNewNames:
      'Terlalu banyak tamu baru mengisi konfirmasi undangan ini dalam satu jam terakhir. Silakan coba lagi nanti atau hubungi pengundang.',
    nameRequired: 'Nama tamu wajib diisi.',
    nameTooLong: 'Nama tamu maksimal 100 karakter.',
    duplicateName: 'Tamu dengan nama ini sudah ada di daftar.',
    unlistedLabel: 'Tamu tidak terdaftar',
    unlistedHint:
      'Menjawab sendiri lewat halaman undangan dan belum ada di daftar Anda. Setujui agar masuk daftar tamu (dihitung dalam batas paket), atau hapus.',
    addOverPlan: (limit: number) =>
      `Paket Anda maksimal ${limit} tamu per undangan. Upgrade paket untuk menambah tamu.`,
    approveOverPlan: (limit: number, approving: number, total: number) =>
      `Paket Anda maksimal ${limit} tamu per undangan; menyetujui ${approving} tamu ini akan membuat ${total} tamu. Hapus sebagian atau upgrade paket.`,
    approved: (n: number) => `${n} tamu disetujui dan masuk daftar tamu.`,
    deleted: (n: number) => `${n} tamu dihapus.`,
    deleteConfirm: (n: number) => `Hapus ${n} tamu yang dipilih?`,
    approveFailed: 'Gagal menyetujui tamu. Silakan coba lagi.',
    deleteFailed: 'Gagal menghapus tamu. Silakan coba lagi.',
  },
  uploads: {
    audioOnly: 'Hanya file audio yang diperbolehkan (MP3, WAV, OGG)',
    imageOnly: 'Hanya file gambar yang diperbolehkan (JPG, PNG, WebP)',
    videoOnly: 'Hanya file video yang diperbolehkan (MP4, WebM)',
    tooLarge10: 'Ukuran file maksimal 10MB',
    tooLarge50: 'Ukuran file maksimal 50MB',
    someFailed: 'Gagal mengupload beberapa file',
    musicFailed: 'Gagal mengupload musik',
    musicUnexpected: 'Terjadi kesalahan saat mengupload musik',
    photosDone: 'Foto berhasil diupload!',
    mediaTypeUnknown: 'Jenis file tidak didukung. Pilih foto, musik atau video.',
    galleryFull: (max: number, left: number) =>
      left
        ? `Galeri maksimal ${max} foto: hanya ${left} foto pertama yang ditambahkan.`
        : `Galeri sudah berisi ${max} foto, batas maksimalnya. Hapus foto lain untuk menambah.`,
    musicDone: 'Musik berhasil diupload!',
    inUse: (name: string) => `File ini masih dipakai oleh undangan "${name}". Hapus dari undangan terlebih dahulu.`,
    deleted: 'File berhasil dihapus.',
    guestFileTooLarge:
      'Isi file Excel terlalu besar untuk daftar tamu (maksimal 20MB setelah dibuka). Simpan ulang hanya daftar tamunya, lalu coba lagi.',
    guestFileUnreadable: 'File tidak dapat dibaca. Gunakan CSV atau Excel (.xlsx).',
    guestFileTooComplex:
      'Isi file terlalu rumit untuk daftar tamu (terlalu banyak elemen, tingkatan, kolom, atau atribut). Simpan ulang hanya daftar tamunya sebagai Excel (.xlsx) atau CSV, lalu coba lagi.',
    guestImportBusy: 'Server sedang memproses banyak file tamu. Coba lagi dalam beberapa detik.',
    guestRowsMax: 'Maksimal 10.000 baris per impor.',
    guestFileMissing: 'Pilih file CSV atau Excel.',
    guestFileOver5: 'Ukuran file maksimal 5MB.',
    guestFileEmpty: 'File tidak berisi data tamu.',
    guestImportChanged: 'Ada nama yang baru saja ditambahkan ke daftar. Periksa pratinjau lagi, lalu impor ulang.',
    guestImportOverPlan: (limit: number, total: number) =>
      `Paket Anda maksimal ${limit} tamu per undangan; impor ini akan membuat ${total} tamu.`,
    guestImportNoRoom: (limit: number) =>
      `Daftar tamu sudah penuh: paket Anda maksimal ${limit} tamu per undangan. Upgrade paket untuk menambah tamu.`,
    guestCellTooLong: 'Isi sel terlalu panjang (maksimal 500 karakter).',
    guestCsvQuoteNotPaired: (line: number) =>
      `Baris ${line} pada file CSV tidak dapat dibaca: tanda kutip (") tidak berpasangan. Apit isi sel dengan tanda kutip, dan tulis tanda kutip di dalam sel dua kali ("").`,
    storageFull: (used: string, quota: string) =>
      `Penyimpanan paket Anda penuh (${used} dari ${quota} terpakai). Hapus file yang tidak dipakai atau upgrade paket.`,
    uploadTooMany: 'Terlalu banyak file diunggah dalam waktu singkat. Silakan coba lagi beberapa menit lagi.',
    badFileName: 'Nama file mengandung karakter yang tidak diizinkan. Ganti nama file, lalu coba lagi.',
    uploadMismatch: 'File yang sampai tidak sama dengan file yang dipilih. Silakan coba lagi.',
    uploading: (what: string, percent: number) => `Mengunggah ${what}… ${percent}%`,
    uploadCancelled: 'Upload dibatalkan.',
    directFailed: 'Gagal mengirim file ke penyimpanan. Periksa koneksi Anda, lalu coba lagi.',
    imageTooManyPixels: 'Resolusi gambar terlalu besar (maksimal 40 megapiksel, misalnya 8000 × 5000 piksel).',
  },
} as const;
