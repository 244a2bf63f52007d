/** What the reseller's clients and brand say (services and the dashboard). */
export const resellerMessages = {
  clientNotFound: 'Klien tidak ditemukan.',
  nameEmpty: 'Isi nama klien.',
  phoneInvalid: 'Nomor WhatsApp klien tidak valid. Contoh: 0812-3456-7890.',
  emailInvalid: 'Alamat e-mail klien tidak valid.',
  tooManyClients: (max: number) => `Satu akun dapat menyimpan paling banyak ${max.toLocaleString('id-ID')} klien.`,
  brandNameEmpty: 'Isi nama merek Anda.',
  logoNotOwn: 'Pilih logo dari Media Library Anda (gambar yang sudah Anda unggah).',
  linkInvalid: 'Tautan merek harus alamat web lengkap yang diawali https://',
};
