/** The privacy policy and terms of service, seeded as published pages and shown at /privacy and /terms. */
export const legalPages = [
  {
    slug: 'kebijakan-privasi',
    title: 'Kebijakan Privasi',
    excerpt: 'Data apa yang kami simpan, untuk apa, dan hak Anda atas data tersebut.',
    content: `<p>Berlaku sejak 1 November 2026. Undangin ("kami") menghormati privasi Anda dan tamu Anda. Kebijakan ini mengikuti Undang-Undang No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.</p>
<h2>Data yang kami simpan</h2>
<ul><li>Data akun: nama, email, nomor WhatsApp, dan password (disimpan dalam bentuk hash, tidak dapat dibaca siapa pun).</li>
<li>Isi undangan: detail acara, foto, musik, dan teks yang Anda unggah.</li>
<li>Data tamu yang Anda masukkan: nama, nomor telepon, status RSVP, ucapan buku tamu.</li>
<li>Data teknis: alamat IP dan jenis perangkat untuk keamanan dan pencegahan penyalahgunaan.</li></ul>
<h2>Untuk apa data digunakan</h2>
<ul><li>Menjalankan layanan: menampilkan undangan, mencatat RSVP, mengirim email akun.</li>
<li>Keamanan: mencegah penipuan, pembatasan percobaan login, dan audit.</li>
<li>Pembayaran: memproses transaksi melalui penyedia pembayaran berizin.</li></ul>
<p>Kami tidak menjual data pribadi dan tidak membagikannya untuk iklan.</p>
<h2>Siapa yang dapat melihat data</h2>
<p>Daftar tamu hanya dapat dilihat oleh pemilik undangan. Undangan publik dapat dibuka oleh siapa pun yang memiliki tautannya; Anda dapat menonaktifkannya kapan saja.</p>
<h2>Penyimpanan dan keamanan</h2>
<p>Data dikirim melalui koneksi terenkripsi (SSL) dan disimpan di server dengan akses terbatas. Data akun dihapus paling lambat 30 hari setelah Anda meminta penghapusan akun.</p>
<h2>Hak Anda</h2>
<p>Anda berhak mengakses, memperbaiki, mengunduh, dan menghapus data Anda. Hubungi kami di halo@undangin.id.</p>`,
  },
  {
    slug: 'syarat-ketentuan',
    title: 'Syarat & Ketentuan',
    excerpt: 'Aturan penggunaan layanan Undangin.',
    content: `<p>Berlaku sejak 1 November 2026. Dengan mendaftar atau memakai Undangin, Anda menyetujui syarat berikut.</p>
<h2>Akun</h2>
<p>Anda bertanggung jawab menjaga kerahasiaan password dan atas semua aktivitas di akun Anda. Data pendaftaran harus benar.</p>
<h2>Konten Anda</h2>
<p>Anda memiliki hak atas konten yang Anda unggah dan memberi kami izin terbatas untuk menyimpan dan menampilkannya kepada tamu Anda. Dilarang mengunggah konten yang melanggar hukum, hak cipta orang lain, atau berisi SARA.</p>
<h2>Paket dan pembayaran</h2>
<p>Harga paket tertera di halaman harga dan sudah termasuk pajak. Paket aktif setelah pembayaran dikonfirmasi. Garansi uang kembali 100% berlaku 30 hari sejak pembayaran.</p>
<h2>Batas layanan</h2>
<p>Kami berupaya menjaga ketersediaan 99,9%. Kami tidak bertanggung jawab atas kerugian tidak langsung akibat gangguan di luar kendali kami.</p>
<h2>Penghentian</h2>
<p>Anda dapat menutup akun kapan saja. Kami dapat menangguhkan akun yang melanggar syarat ini setelah pemberitahuan.</p>
<h2>Hukum yang berlaku</h2>
<p>Syarat ini tunduk pada hukum Republik Indonesia. Pertanyaan: halo@undangin.id.</p>`,
  },
].map((page) => ({ ...page, seo_title: `${page.title} | Undangin`, seo_description: page.excerpt }));
