/** Promos, FAQs and the product and partner info pages of the public site. */

const day = 86_400_000;
const wib = 7 * 3_600_000;

/** The close of the day (23:59:59 WIB) `days` after `from`. */
function endOfDayAfter(from: Date, days: number): string {
  return `${new Date(from.getTime() + days * day + wib).toISOString().slice(0, 10)}T23:59:59+07:00`;
}

/**
 * The three promos, running 60, 90 and 75 days from when they are first seeded: fixed dates would leave /promo
 * empty a few months after any install.
 */
export const promos = (seededAt: Date) =>
  [
    {
      id: 'flash-sale',
      // The plan a checkout through the promo buys, at the promo's price.
      plan_id: 'premium',
      title: 'Flash Sale Akhir Tahun',
      subtitle: 'Diskon 70% paket Premium',
      description: 'Semua fitur Premium untuk acara Anda dengan harga paling hemat tahun ini.',
      // Premium costs Rp 149.000 on /pricing/website: a promo quotes the same price.
      original_price: 149_000,
      promo_price: 44_700,
      discount: 70,
      valid_until: endOfDayAfter(seededAt, 60),
      features: ['Semua template premium', 'Tamu hingga 500', 'Custom domain', 'Tanpa watermark'],
      color: '#e11d48',
      badge: 'FLASH SALE',
      urgent: true,
    },
    {
      id: 'new-user',
      plan_id: 'pro',
      title: 'Promo Pengguna Baru',
      subtitle: 'Hemat 50% untuk undangan pertama',
      description: 'Khusus akun baru: paket Pro setengah harga untuk undangan pertama Anda.',
      original_price: 75_000,
      promo_price: 37_500,
      discount: 50,
      valid_until: endOfDayAfter(seededAt, 90),
      features: ['Tamu hingga 200', '100+ template premium', 'Analytics lengkap'],
      color: '#7c3aed',
      badge: 'PENGGUNA BARU',
      urgent: false,
      // For accounts that never bought a plan, once each.
      new_accounts_only: true,
      once_per_account: true,
    },
    {
      id: 'bundle-deal',
      plan_id: 'premium',
      title: 'Paket Bundling Digital + Cetak',
      subtitle: 'Diskon 40% undangan digital dan 100 undangan cetak',
      description: 'Undangan digital Premium plus 100 lembar undangan cetak dengan desain senada.',
      original_price: 500_000,
      promo_price: 299_000,
      discount: 40,
      valid_until: endOfDayAfter(seededAt, 75),
      features: ['Undangan digital Premium', '100 undangan cetak', 'Gratis ongkir Jabodetabek'],
      color: '#0891b2',
      badge: 'BUNDLING',
      urgent: false,
    },
  ].map((promo, index) => ({ ...promo, sort_order: index + 1 }));

/** What earlier seeds wrote, replaced where still untouched (see seedContent). */
export const earlierSeeds = {
  promoEnds: {
    'flash-sale': '2027-01-31T23:59:59+07:00',
    'new-user': '2027-02-28T23:59:59+07:00',
    'bundle-deal': '2027-02-15T23:59:59+07:00',
  } as Record<string, string>,
  // Prices that once disagreed with the plans: [promo, original, promo price].
  promoPrices: [
    ['flash-sale', 199_000, 59_000],
    ['new-user', 99_000, 49_500],
  ] as Array<[string, number, number]>,
  // A tutorial for a feature that is still 'coming soon' (custom domains), replaced by one for check-in.
  retiredTutorials: [{ id: 'custom-domain', title: 'Menghubungkan Custom Domain' }],
  faqAnswers: [
    {
      topic: 'contact',
      question: 'Bisakah saya meminta desain khusus?',
      answer: 'Bisa. Pilih subjek "Fitur" atau "Kerja Sama" pada formulir dan jelaskan kebutuhan Anda.',
    },
    {
      topic: 'contact',
      question: 'Bagaimana jika pembayaran saya gagal?',
      answer: 'Pilih subjek "Billing" dan sertakan nomor pesanan; tim kami akan memeriksanya.',
    },
  ],
};

const faq = (topic: string, items: [string, string][]) =>
  items.map(([question, answer], index) => ({ topic, question, answer, sort_order: index + 1 }));

export const faqs = [
  ...faq('landing', [
    [
      'Apakah Undangin benar-benar gratis?',
      'Ya. Paket Gratis memberi 1 undangan aktif untuk hingga 50 tamu, selamanya. Anda bisa upgrade kapan saja.',
    ],
    [
      'Berapa lama membuat satu undangan?',
      'Sekitar 15 menit: pilih tema, isi detail acara, unggah foto, lalu bagikan.',
    ],
    [
      'Bagaimana tamu mengonfirmasi kehadiran?',
      'Tamu membuka tautan undangan dan mengisi RSVP. Anda melihat hasilnya langsung di dashboard.',
    ],
    [
      'Apakah bisa dikirim lewat WhatsApp?',
      'Bisa. Setiap tamu mendapat tautan personal yang menyapa namanya, dikirim langsung dari WhatsApp Anda.',
    ],
    [
      'Apakah data tamu saya aman?',
      'Data disimpan terenkripsi saat dikirim (SSL), hanya Anda yang dapat melihat daftar tamu, dan kami tidak menjual data.',
    ],
  ]),
  ...faq('pricing', [
    ['Apakah ada garansi uang kembali?', 'Ya, garansi 30 hari uang kembali 100% jika Anda tidak puas.'],
    ['Paket mana yang mendukung custom domain?', 'Custom domain tersedia di paket Pro dan Premium.'],
    ['Metode pembayaran apa saja yang tersedia?', 'Transfer bank, e-wallet (OVO, GoPay, DANA) dan kartu kredit/debit.'],
    ['Berapa tamu yang bisa diundang di paket Gratis?', 'Paket Gratis mendukung hingga 50 tamu per undangan.'],
    ['Bisakah saya upgrade di tengah masa aktif?', 'Bisa. Paket baru langsung aktif setelah pembayaran dikonfirmasi.'],
    [
      'Apakah undangan tetap bisa dibuka setelah masa paket habis?',
      'Undangan tetap dapat dibuka tamu; fitur premium kembali ke batas paket Gratis.',
    ],
  ]),
  ...faq('contact', [
    [
      'Berapa lama tim merespons pesan?',
      'Chat WhatsApp dibalas kurang dari 5 menit pada jam kerja, email kurang dari 2 jam.',
    ],
    [
      'Apakah ada layanan 24/7?',
      'Dukungan chat dan email tersedia 24/7; kantor kami buka Senin-Jumat 09:00-18:00 WIB.',
    ],
    // The subjects as the contact form labels them.
    [
      'Bisakah saya meminta desain khusus?',
      'Bisa. Pilih subjek "Permintaan Fitur" atau "Kerja Sama" pada formulir dan jelaskan kebutuhan Anda.',
    ],
    [
      'Bagaimana jika pembayaran saya gagal?',
      'Pilih subjek "Billing & Pembayaran" dan sertakan nomor pesanan; tim kami akan memeriksanya.',
    ],
  ]),
  ...faq('promo', [
    ['Sampai kapan promo berlaku?', 'Setiap promo memiliki batas waktu yang tertera pada kartunya.'],
    ['Apakah promo bisa digabung?', 'Tidak, satu transaksi hanya dapat memakai satu promo.'],
    [
      'Apakah promo berlaku untuk akun lama?',
      'Promo Pengguna Baru khusus akun baru; promo lain berlaku untuk semua akun.',
    ],
    ['Bagaimana jika saya tidak puas?', 'Garansi 30 hari uang kembali 100% tetap berlaku untuk pembelian promo.'],
    ['Apakah harga promo sudah termasuk pajak?', 'Ya, harga yang tertera sudah termasuk pajak.'],
  ]),
];

const info = (
  key: string,
  title: string,
  category: string,
  availability: 'coming_soon' | 'available',
  description: string,
  highlights: string[],
) => ({
  key,
  title,
  category,
  availability,
  description,
  highlights,
  seo_title: `${title} | Undangin`,
  seo_description: description,
});

export const infoPages = [
  info(
    'productVideo',
    'Undangan Video 3D',
    'Produk',
    'coming_soon',
    'Undangan video 3D sinematik dengan nama pasangan dan musik pilihan, siap dibagikan ke WhatsApp dan Instagram.',
    ['Animasi 3D sinematik', 'Durasi 30-60 detik', 'Resolusi Full HD', 'Revisi 2 kali'],
  ),
  info(
    'videoCatalog',
    'Katalog Video Ucapan 3D',
    'Produk',
    'coming_soon',
    'Pilihan video ucapan 3D untuk pernikahan, ulang tahun dan hari raya.',
    ['Puluhan template video', 'Nama dan foto personal', 'Siap dalam 2 hari kerja'],
  ),
  info(
    'customDomain',
    'Custom Domain',
    'Produk',
    'available',
    'Gunakan domain sendiri seperti budidanani.com untuk undangan Anda, lengkap dengan SSL.',
    ['Domain .com, .id, .my.id', 'SSL otomatis', 'Pengaturan DNS dipandu'],
  ),
  info(
    'portfolio',
    'Portofolio',
    'Perusahaan',
    'available',
    'Kumpulan undangan digital yang telah dibuat bersama pasangan dan penyelenggara acara di seluruh Indonesia.',
    ['50K+ acara', '10K+ pengguna', 'Rating 4.9 dari pengguna'],
  ),
  info(
    'partnerReseller',
    'Program Reseller',
    'Partner',
    'available',
    'Jual undangan digital Undangin dengan merek Anda dan dapatkan komisi hingga 30% dari setiap penjualan.',
    ['Komisi hingga 30%', 'Dashboard klien', 'Materi promosi siap pakai', 'Dukungan prioritas'],
  ),
  info(
    'partnerAffiliate',
    'Program Afiliasi',
    'Partner',
    'available',
    'Bagikan tautan afiliasi Anda dan dapatkan komisi 30% dari setiap pembelian paket.',
    ['Komisi 30%', 'Pembayaran bulanan', 'Pelacakan real-time'],
  ),
  info(
    'partnerContentCreator',
    'Program Content Creator',
    'Partner',
    'available',
    'Kolaborasi konten seputar pernikahan dan acara bersama Undangin, dengan akses paket Premium gratis.',
    ['Akses Premium gratis', 'Komisi penjualan', 'Kolaborasi kampanye'],
  ),
  info(
    'partnerFreelance',
    'Program Freelance Desainer',
    'Partner',
    'available',
    'Desainer lepas dapat menjual tema undangan buatannya di katalog Undangin.',
    ['Bagi hasil penjualan tema', 'Portofolio di katalog', 'Pembayaran bulanan'],
  ),
];
