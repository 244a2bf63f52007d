/** The six sample articles, seeded as published posts. */
const asset = (path: string) => `/api/marketing/assets/${path}`;

const paragraphs = (...items: string[]) =>
  items.map((item) => (item.startsWith('<') ? item : `<p>${item}</p>`)).join('\n');

export const blogPosts = [
  {
    slug: 'cara-membuat-undangan-digital-pernikahan',
    title: 'Cara Membuat Undangan Digital Pernikahan dalam 15 Menit',
    excerpt:
      'Panduan langkah demi langkah membuat undangan digital yang cantik, dari memilih tema sampai mengirim lewat WhatsApp.',
    category: 'Tutorial',
    tags: ['undangan digital', 'pernikahan', 'panduan'],
    view_count: 3250,
    author_name: 'Rina Wijaya',
    published_at: '2026-10-02T09:00:00+07:00',
    content: paragraphs(
      'Undangan digital kini menjadi pilihan utama pasangan di Indonesia: hemat biaya, cepat dibagikan, dan tamu bisa langsung konfirmasi kehadiran.',
      '<h2>1. Pilih tema yang sesuai</h2>',
      'Buka katalog tema, saring berdasarkan kategori, gaya, dan warna. Gunakan tombol Preview untuk melihat tampilannya di ponsel.',
      '<h2>2. Isi detail acara</h2>',
      'Masukkan nama pasangan, tanggal, jam, lokasi, dan tautan peta. Tambahkan kutipan favorit dan galeri foto prewedding.',
      '<h2>3. Tambahkan musik dan amplop digital</h2>',
      'Unggah lagu latar dan nomor rekening atau e-wallet agar tamu yang berhalangan tetap bisa memberi hadiah.',
      '<h2>4. Kirim ke tamu</h2>',
      'Impor daftar tamu, lalu kirim tautan personal satu per satu lewat WhatsApp. Setiap tamu disapa dengan namanya.',
    ),
  },
  {
    slug: 'tren-undangan-pernikahan-2026',
    title: 'Tren Undangan Pernikahan 2026: Minimalis, Personal, dan Ramah Lingkungan',
    excerpt:
      'Dari palet warna earthy sampai undangan tanpa kertas, inilah tren yang paling banyak dipilih pasangan tahun ini.',
    category: 'Trend',
    tags: ['tren', 'desain', '2026'],
    view_count: 2480,
    author_name: 'Dimas Pratama',
    published_at: '2026-09-18T09:00:00+07:00',
    content: paragraphs(
      'Tahun ini pasangan semakin memilih undangan yang sederhana namun terasa personal.',
      '<h2>Palet warna earthy</h2>',
      'Sage, terracotta, dan cokelat susu menggantikan warna-warna mencolok.',
      '<h2>Undangan tanpa kertas</h2>',
      'Undangan digital mengurangi limbah kertas dan biaya cetak, sementara versi cetak dibuat terbatas untuk keluarga inti.',
      '<h2>Sentuhan personal</h2>',
      'Sapaan nama tamu, kisah cinta singkat, dan galeri foto membuat undangan terasa dibuat khusus.',
    ),
  },
  {
    slug: 'inspirasi-kata-kata-undangan-pernikahan',
    title: '25 Inspirasi Kata-Kata Undangan Pernikahan yang Menyentuh',
    excerpt: 'Kumpulan kutipan dan kalimat pembuka undangan, dari yang religius sampai yang santai dan modern.',
    category: 'Inspirasi',
    tags: ['kata-kata', 'kutipan', 'pernikahan'],
    view_count: 4120,
    author_name: 'Rina Wijaya',
    published_at: '2026-08-27T09:00:00+07:00',
    content: paragraphs(
      'Kalimat pembuka yang tepat membuat tamu merasa benar-benar diundang.',
      '<h2>Kutipan religius</h2>',
      '<blockquote>"Dan di antara tanda-tanda kekuasaan-Nya ialah Dia menciptakan untukmu pasangan hidup dari jenismu sendiri." (QS. Ar-Rum: 21)</blockquote>',
      '<h2>Kalimat modern</h2>',
      'Dua hati, satu tujuan. Kami mengundang Anda untuk merayakan awal perjalanan kami.',
    ),
  },
  {
    slug: 'tips-mengelola-rsvp-tamu',
    title: 'Tips Mengelola RSVP agar Jumlah Tamu Tidak Meleset',
    excerpt:
      'Cara memantau konfirmasi kehadiran, mengingatkan tamu yang belum menjawab, dan menghitung kebutuhan katering.',
    category: 'Insight',
    tags: ['rsvp', 'tamu', 'perencanaan'],
    view_count: 1860,
    author_name: 'Andi Saputra',
    published_at: '2026-08-10T09:00:00+07:00',
    content: paragraphs(
      'Jumlah tamu yang akurat menentukan biaya katering dan kenyamanan acara.',
      '<h2>Tetapkan batas waktu RSVP</h2>',
      'Minta tamu menjawab paling lambat dua minggu sebelum acara.',
      '<h2>Pantau dari dashboard</h2>',
      'Lihat siapa yang sudah membuka undangan, siapa yang hadir, dan siapa yang belum menjawab.',
      '<h2>Ingatkan dengan sopan</h2>',
      'Kirim pengingat personal lewat WhatsApp kepada tamu yang belum menjawab.',
    ),
  },
  {
    slug: 'undangan-aqiqah-digital',
    title: 'Undangan Aqiqah Digital: Contoh Kalimat dan Tips Desain',
    excerpt: 'Syukuri kelahiran buah hati dengan undangan aqiqah yang hangat, lengkap dengan doa dan informasi acara.',
    category: 'Inspirasi',
    tags: ['aqiqah', 'islami'],
    view_count: 960,
    author_name: 'Siti Nurhaliza',
    published_at: '2026-07-22T09:00:00+07:00',
    content: paragraphs(
      'Aqiqah adalah momen syukur keluarga. Undangan digital memudahkan kerabat jauh ikut mendoakan.',
      '<h2>Isi yang perlu ada</h2>',
      'Nama bayi, nama orang tua, waktu dan tempat acara, serta doa untuk sang buah hati.',
    ),
  },
  {
    slug: 'menghemat-biaya-pernikahan',
    title: '7 Cara Menghemat Biaya Pernikahan Tanpa Mengurangi Kesan',
    excerpt: 'Strategi realistis memangkas anggaran: dari undangan digital sampai memilih vendor lokal.',
    category: 'Insight',
    tags: ['anggaran', 'tips', 'pernikahan'],
    view_count: 2710,
    author_name: 'Dimas Pratama',
    published_at: '2026-07-05T09:00:00+07:00',
    content: paragraphs(
      'Pernikahan berkesan tidak harus mahal.',
      '<ol><li>Gunakan undangan digital untuk sebagian besar tamu.</li><li>Pilih hari kerja untuk harga gedung lebih murah.</li><li>Gunakan vendor lokal.</li><li>Batasi jumlah tamu dengan RSVP.</li><li>Sewa, jangan beli, dekorasi.</li><li>Gabungkan akad dan resepsi.</li><li>Tetapkan anggaran sejak awal.</li></ol>',
    ),
  },
].map((post, index) => ({
  ...post,
  featured_image: asset(`blog/${index + 1}.svg`),
  seo_title: `${post.title} | Blog Undangin`,
  seo_description: post.excerpt,
}));
