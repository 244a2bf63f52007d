/**
 * The theme catalogue of /themes (spec 001 §3: Theme). Each entry renders through one of the four rendering
 * themes (base_theme), so every listed theme opens on /demo/{id}.
 */
const asset = (path: string) => `/api/marketing/assets/${path}`;

type Base = 'romantic-blush' | 'golden-elegance' | 'forest-dream' | 'ocean-breeze';
const theme = (
  id: string,
  name: string,
  category: string,
  subcategory: string,
  style: string,
  color: string,
  base: Base,
  isPremium: boolean,
  description: string,
  usage: number,
) => ({ id, name, category, subcategory, style, color, base_theme: base, is_premium: isPremium, description, usage_count: usage });

export const themes = [
  theme('romantic-blush', 'Romantic Blush', 'Wedding', 'Modern Romantis', 'Flowers', 'Pink', 'romantic-blush', false, 'Nuansa merah muda lembut dengan bunga watercolor.', 1840),
  theme('golden-elegance', 'Golden Elegance', 'Wedding', 'Klasik Mewah', 'Elegant', 'Gold', 'golden-elegance', true, 'Aksen emas dan tipografi serif untuk pernikahan megah.', 1520),
  theme('forest-dream', 'Forest Dream', 'Wedding', 'Rustic Garden', 'Watercolor', 'Hijau', 'forest-dream', false, 'Dedaunan hijau dan suasana taman yang teduh.', 1210),
  theme('ocean-breeze', 'Ocean Breeze', 'Wedding', 'Pantai', 'Minimalist', 'Biru', 'ocean-breeze', false, 'Biru laut yang segar untuk pernikahan di tepi pantai.', 980),
  theme('jawa-klasik', 'Jawa Klasik', 'Wedding', 'Adat Jawa', 'Adat', 'Coklat', 'golden-elegance', true, 'Motif batik parang dan gunungan wayang.', 760),
  theme('putih-suci', 'Putih Suci', 'Wedding', 'Minimalis', 'Tanpa Foto', 'Putih', 'ocean-breeze', false, 'Bersih dan sederhana, tanpa foto, fokus pada kata.', 640),
  theme('malam-elegan', 'Malam Elegan', 'Party & Dinner', 'Gala Dinner', 'Elegant', 'Hitam', 'golden-elegance', true, 'Latar gelap dan emas untuk makan malam resmi.', 420),
  theme('sakinah-hijau', 'Sakinah Hijau', 'Aqiqah & Tasmiyah', 'Aqiqah', 'Syari', 'Hijau', 'forest-dream', false, 'Hijau lembut dengan ornamen islami untuk aqiqah.', 530),
  theme('syukur-cream', 'Syukur Cream', 'Syukuran & Islami', 'Syukuran', 'Syari', 'Cream', 'golden-elegance', false, 'Krem hangat untuk syukuran dan pengajian.', 310),
  theme('balon-warna', 'Balon Warna', 'Kids & Birthday', 'Ulang Tahun Anak', 'Flat', 'Kuning', 'ocean-breeze', false, 'Ceria dan penuh warna untuk pesta anak.', 690),
  theme('ungu-pesta', 'Ungu Pesta', 'Kids & Birthday', 'Sweet Seventeen', 'Hand Drawn', 'Ungu', 'romantic-blush', true, 'Ilustrasi tangan bernuansa ungu untuk sweet seventeen.', 280),
  theme('seminar-biru', 'Seminar Biru', 'Umum & Seminar', 'Seminar', 'Minimalist', 'Biru', 'ocean-breeze', false, 'Rapi dan profesional untuk seminar dan workshop.', 220),
  theme('toga-merah', 'Toga Merah', 'School & Graduation', 'Wisuda', 'Flat', 'Merah', 'romantic-blush', false, 'Merah marun akademik untuk syukuran wisuda.', 350),
  theme('natal-bersalju', 'Natal Bersalju', 'Christmas & New Year', 'Natal', 'Watercolor', 'Merah', 'forest-dream', true, 'Salju dan cemara untuk perayaan Natal dan tahun baru.', 190),
  theme('khitan-ceria', 'Khitan Ceria', 'Tasyakuran Khitan', 'Khitanan', 'Flat', 'Biru', 'ocean-breeze', false, 'Desain ceria untuk tasyakuran khitan.', 240),
  theme('sunda-anggun', 'Sunda Anggun', 'Wedding', 'Adat Sunda', 'Adat', 'Gold', 'golden-elegance', true, 'Siger dan motif mega mendung yang anggun.', 470),
].map((item, index) => ({
  ...item,
  thumbnail: asset(`themes/${item.id}.svg`),
  features: ['RSVP online', 'Buku tamu digital', 'Galeri foto', 'Musik latar', 'Amplop digital'],
  rating: [4.9, 4.8, 4.7][index % 3],
  sort_order: index + 1,
}));
