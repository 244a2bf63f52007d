import { useDocumentTitle } from '@undangin/platform/core';
import { Cards, PageHero, Section } from '../../../components/Blocks';
import { SignUpCallToAction } from '../../../components/CallToAction';
import styles from './about.module.css';
import { Heart, Lock, Sprout, Target, Telescope, Zap } from 'lucide-react';

const stats = [
  { value: '10K+', label: 'Pengguna' },
  { value: '50K+', label: 'Acara' },
  { value: '4.9', label: 'Rating' },
  { value: '24/7', label: 'Dukungan' },
];
const values = [
  { icon: Heart, title: 'Peduli', text: 'Setiap undangan adalah momen penting seseorang.' },
  { icon: Lock, title: 'Amanah', text: 'Data Anda dan tamu Anda kami jaga.' },
  { icon: Zap, title: 'Sederhana', text: 'Mudah dipakai siapa saja, di ponsel apa saja.' },
  { icon: Sprout, title: 'Berkelanjutan', text: 'Lebih sedikit kertas, lebih banyak kebahagiaan.' },
];
const team = [
  { name: 'Rina Wijaya', role: 'CEO & Co-founder' },
  { name: 'Dimas Pratama', role: 'CTO & Co-founder' },
  { name: 'Siti Nurhaliza', role: 'Lead Designer' },
  { name: 'Andi Saputra', role: 'Customer Success' },
];

export function AboutPage() {
  useDocumentTitle(
    'Tentang Kami',
    'Undangin membantu pasangan dan penyelenggara acara di Indonesia membuat undangan digital yang cantik dan mudah dibagikan.',
  );
  return (
    <>
      <PageHero
        eyebrow="Tentang Kami"
        title="Merayakan momen, tanpa repot"
        lead="Undangin lahir dari pengalaman kami sendiri menyiapkan pernikahan: undangan kertas mahal, daftar tamu berantakan, dan RSVP yang tak pernah jelas."
      />
      <dl className={styles.stats}>
        {stats.map((s) => (
          <div key={s.label}>
            <dd>{s.value}</dd>
            <dt>{s.label}</dt>
          </div>
        ))}
      </dl>
      <Section title="Cerita Kami">
        <p className={styles.prose}>
          Sejak 2021 kami membangun platform undangan digital untuk keluarga Indonesia. Hari ini lebih dari 10 ribu
          pengguna telah membuat undangan untuk lebih dari 50 ribu acara: pernikahan, aqiqah, ulang tahun, wisuda hingga
          acara kantor.
        </p>
      </Section>
      <Section title="Visi & Misi" tone="soft">
        <Cards
          columns={2}
          items={[
            {
              icon: Telescope,
              title: 'Visi',
              text: 'Menjadi cara termudah dan teraman untuk mengundang orang-orang tercinta di Indonesia.',
            },
            {
              icon: Target,
              title: 'Misi',
              text: 'Menghadirkan undangan yang cantik, cepat dibuka di ponsel apa pun, dan menjaga data setiap tamu.',
            },
          ]}
        />
      </Section>
      <Section title="Nilai Kami">
        <Cards items={values} columns={4} />
      </Section>
      <Section title="Tim Kami" tone="soft">
        <ul className={styles.team}>
          {team.map((member, index) => (
            <li key={member.name}>
              <img src={`/api/marketing/assets/team/${index + 1}.svg`} alt="" width="96" height="96" loading="lazy" />
              <strong>{member.name}</strong>
              <span>{member.role}</span>
            </li>
          ))}
        </ul>
      </Section>
      <SignUpCallToAction title="Mari berkenalan lebih dekat" />
    </>
  );
}
