import type { EntityManager } from '@mikro-orm/postgresql';
import { demoAccounts } from './seed-demo-accounts';

/** The demo host's full invitation at /budi-dan-ani, used by the e2e tests and the benchmarks (SEED_DEMO only). */
const asset = (file: string) => `/api/invitation/assets/demo/${file}`;

export const demoInvitation = {
  id: '00000000-0000-4000-8000-0000000000a1',
  slug: 'budi-dan-ani',
  couple_name: 'Budi & Ani',
  category: 'wedding' as const,
  event_time: '10:00',
  location: 'Gedung Serbaguna Melati, Jl. Melati No. 12, Jakarta Selatan',
  maps_link: 'https://maps.google.com/?q=-6.2607,106.7816',
  quotes:
    'Dan di antara tanda-tanda kekuasaan-Nya ialah Dia menciptakan untukmu pasangan hidup dari jenismu sendiri, supaya kamu merasa tenteram kepadanya. (QS. Ar-Rum: 21)',
  gallery: Array.from({ length: 8 }, (_, i) => ({
    url: asset(`foto-${i + 1}.webp`),
    thumb_url: asset(`foto-${i + 1}-480.webp`),
    width: 1080,
    height: 1350,
  })),
  music_url: asset('musik.mp3'),
  background_image: asset('latar.webp'),
  theme_id: 'romantic-blush',
  seo_description: 'Dengan penuh sukacita kami mengundang Anda di hari bahagia kami. Mohon konfirmasi kehadiran Anda.',
  gift_accounts: [
    { kind: 'bank', provider: 'BCA', number: '1234567890', holder: 'Budi Santoso' },
    { kind: 'ewallet', provider: 'GoPay', number: '081234567890', holder: 'Ani Lestari' },
  ],
};

const guestNames = [
  'Siti Rahma',
  'Ahmad Fauzi',
  'Dewi Lestari',
  'Rudi Hartono',
  'Maya Sari',
  'Agus Setiawan',
  'Nur Aini',
  'Bambang Wijaya',
  'Lina Marlina',
  'Eko Prasetyo',
  'Fitri Handayani',
  'Hendra Gunawan',
  'Indah Permata',
  'Joko Susilo',
  'Kartika Dewi',
  'Lukman Hakim',
  'Mega Utami',
  'Nanda Putra',
  'Oki Saputra',
  'Putri Ayu',
];

export async function seedDemoInvitation(em: EntityManager): Promise<void> {
  const host = demoAccounts[1].id;
  const { gallery, gift_accounts: gifts, ...invitation } = demoInvitation;
  const inserted = await em.execute(
    `insert into invitations (id, user_id, slug, couple_name, category, event_date, event_time, location, maps_link, quotes, gallery, music_url,
       background_image, theme_id, seo_title, seo_description, gift_accounts, published_at)
     values (?, ?, ?, ?, ?, current_date + 90, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?::jsonb, now()) on conflict do nothing returning id`,
    [
      invitation.id,
      host,
      invitation.slug,
      invitation.couple_name,
      invitation.category,
      invitation.event_time,
      invitation.location,
      invitation.maps_link,
      invitation.quotes,
      JSON.stringify(gallery),
      invitation.music_url,
      invitation.background_image,
      invitation.theme_id,
      null,
      invitation.seo_description,
      JSON.stringify(gifts),
    ],
  );
  if (inserted.length === 0) return;
  for (const [index, name] of guestNames.entries()) {
    const phone = `62812${String(10_000_000 + index * 7_919).slice(0, 8)}`;
    await em.execute(
      `insert into guests (invitation_id, name, phone, group_name, seats) values (?, ?, ?, ?, ?) on conflict do nothing`,
      [invitation.id, name, phone, index < 4 ? 'VIP' : 'Reguler', index < 4 ? 2 : 1],
    );
  }
}
