import { demoInvitation } from '@undangin/db';

/** What a theme's /demo shows besides its look: an event of the theme's own kind, never a wedding it is not. */
type DemoEvent = Pick<
  typeof demoInvitation,
  'couple_name' | 'quotes' | 'location' | 'gallery' | 'background_image' | 'seo_description'
> & { category: 'wedding' | 'birthday' | 'corporate' | 'graduation' | 'anniversary' | 'other' };

const event = (
  category: DemoEvent['category'],
  title: string,
  location: string,
  quotes: string,
  description: string,
): DemoEvent => ({
  category,
  couple_name: title,
  location,
  quotes,
  seo_description: description,
  // The demo's photographs are of a wedding couple: other events show the theme's own colours instead.
  gallery: [],
  background_image: '',
});

// By the catalogue's category (packages/db/src/content/themes.ts).
const events: Record<string, DemoEvent> = {
  'Aqiqah & Tasmiyah': event(
    'other',
    'Aqiqah Ananda Aisyah Putri',
    'Kediaman Bpk. Ahmad Fauzi, Jl. Kenanga No. 5, Bogor',
    'Setiap anak tergadai dengan aqiqahnya, disembelihkan (kambing) untuknya pada hari ketujuh. (HR. Abu Dawud)',
    'Dengan rasa syukur kami mengundang Anda pada aqiqah putri kami.',
  ),
  'Tasyakuran Khitan': event(
    'other',
    'Tasyakuran Khitan Muhammad Rizky',
    'Kediaman Keluarga Hasan, Jl. Cempaka No. 8, Depok',
    'Semoga menjadi anak yang saleh, berbakti kepada orang tua, agama dan bangsa.',
    'Kami mengundang Anda pada tasyakuran khitan putra kami.',
  ),
  'Syukuran & Islami': event(
    'other',
    'Syukuran Rumah Baru Keluarga Hasan',
    'Perumahan Griya Asri Blok C-12, Bekasi',
    'Maka nikmat Tuhanmu yang manakah yang kamu dustakan? (QS. Ar-Rahman: 13)',
    'Kami mengundang Anda pada syukuran rumah baru kami.',
  ),
  'Kids & Birthday': event(
    'birthday',
    'Ulang Tahun ke-5 Kirana',
    'Taman Bermain Ceria, Jl. Anggrek No. 3, Bandung',
    'Ayo datang, bermain dan tiup lilin bersama Kirana!',
    'Kirana mengundangmu ke pesta ulang tahunnya yang kelima.',
  ),
  'Party & Dinner': event(
    'corporate',
    'Makan Malam 10 Tahun PT Maju Bersama',
    'Ballroom Hotel Nusantara, Jakarta Pusat',
    'Sepuluh tahun bertumbuh bersama mitra dan karyawan kami.',
    'Kami mengundang Anda pada makan malam perayaan sepuluh tahun perusahaan.',
  ),
  'Umum & Seminar': event(
    'corporate',
    'Seminar Nasional Ekonomi Digital 2027',
    'Auditorium Universitas Nusantara, Yogyakarta',
    'Belajar bersama para praktisi ekonomi digital Indonesia.',
    'Undangan seminar nasional ekonomi digital.',
  ),
  'School & Graduation': event(
    'graduation',
    'Wisuda Angkatan 2027 SMA Nusantara',
    'Aula SMA Nusantara, Surabaya',
    'Pendidikan adalah senjata paling ampuh untuk mengubah dunia.',
    'Kami mengundang Bapak/Ibu pada wisuda angkatan 2027.',
  ),
  'Christmas & New Year': event(
    'other',
    'Perayaan Natal & Tahun Baru Keluarga Simanjuntak',
    'Gedung Serbaguna Kasih, Medan',
    'Damai di bumi, sukacita bagi semua.',
    'Kami mengundang Anda merayakan Natal dan Tahun Baru bersama.',
  ),
};

/**
 * The sample event a theme's demo shows: its category's event, or the demo wedding; a wedding shows the beach
 * background only with the beach theme it was made for (Ocean Breeze).
 */
export function demoEventFor(category: string | null, baseTheme: string): DemoEvent {
  const own = category ? events[category] : undefined;
  if (own) return own;
  return {
    category: demoInvitation.category,
    couple_name: demoInvitation.couple_name,
    location: demoInvitation.location,
    quotes: demoInvitation.quotes,
    seo_description: demoInvitation.seo_description,
    gallery: demoInvitation.gallery,
    background_image: baseTheme === 'ocean-breeze' ? demoInvitation.background_image : '',
  };
}
