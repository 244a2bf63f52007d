import {
  BookOpen,
  ChartColumn,
  CircleCheck,
  Headphones,
  Lock,
  MessagesSquare,
  Palette,
  Send,
  Smartphone,
  Zap,
} from 'lucide-react';
/** The landing page's fixed copy (the product's claims). Plans and FAQs come from the service. */
export const features = [
  {
    icon: Palette,
    // No count: the catalogue says how many themes it has (/themes), and this copy must stay true as it changes.
    title: 'Tema untuk Setiap Acara',
    text: 'Tema untuk pernikahan, aqiqah, ulang tahun, wisuda dan acara kantor.',
  },
  { icon: Send, title: 'Kirim via WhatsApp', text: 'Tautan personal yang menyapa nama setiap tamu.' },
  {
    icon: CircleCheck,
    title: 'RSVP Online',
    text: 'Tamu konfirmasi hadir dari ponsel, Anda lihat langsung di dashboard.',
  },
  { icon: BookOpen, title: 'Buku Tamu Digital', text: 'Ucapan dan doa tamu tersimpan rapi.' },
  { icon: Headphones, title: 'Musik & Galeri', text: 'Lagu latar dan galeri foto prewedding dengan lightbox.' },
  { icon: ChartColumn, title: 'Analytics', text: 'Pantau kunjungan, respons dan tren RSVP harian.' },
];

export const steps = [
  { icon: '1', title: 'Daftar Gratis', text: 'Buat akun dalam satu menit.' },
  { icon: '2', title: 'Pilih Tema', text: 'Saring tema berdasarkan kategori, gaya dan warna.' },
  { icon: '3', title: 'Isi Detail Acara', text: 'Nama, tanggal, lokasi, foto dan musik.' },
  { icon: '4', title: 'Bagikan', text: 'Kirim tautan personal ke setiap tamu.' },
];

export const reasons = [
  { icon: Zap, title: 'Siap dalam 15 menit', text: 'Tanpa desainer, tanpa aplikasi tambahan.' },
  { icon: Lock, title: 'Aman', text: 'Enkripsi SSL, data tamu hanya untuk Anda, uptime 99,9%.' },
  { icon: MessagesSquare, title: 'Dukungan 24/7', text: 'Chat dibalas di bawah 5 menit, email di bawah 2 jam.' },
  { icon: Smartphone, title: 'Ringan di ponsel', text: 'Undangan terbuka cepat bahkan di jaringan seluler.' },
];

export const stats = [
  { value: '10K+', label: 'Pengguna' },
  { value: '50K+', label: 'Acara' },
  { value: '4.9', label: 'Rating' },
  { value: 'Gratis', label: 'Untuk memulai' },
];

/** The page's close: WhatsApp, the FAQ, the sign-up. */
export const closing = {
  title: 'Terintegrasi dengan WhatsApp',
  lead: 'Kirim undangan satu per satu dengan template pesan berisi {nama} dan {link}, langsung dari WhatsApp Anda.',
  label: 'Tanya via WhatsApp',
  message: 'Halo Undangin, saya ingin bertanya tentang undangan digital.',
  signUp: 'Siap membuat undangan pertama Anda?',
};
