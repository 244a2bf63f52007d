import { useState } from 'react';
import { Link } from '@undangin/router';
import { formatRupiah } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { buttonClass } from '@undangin/ui';
import { Tabs } from '@undangin/ui/tabs';
import { Cards, PageHero, PopularRibbon, Section } from '../../../components/Blocks';
import { useStartHref } from '../../../hooks/use-start-href';
import { useSiteContact } from '../../../hooks/use-site-contact';
import { CallToAction } from '../../../components/CallToAction';
import styles from './checkin.module.css';
import {
  ChartColumn,
  ClipboardList,
  Handshake,
  KeyRound,
  Leaf,
  ScanLine,
  Search,
  Timer,
  TriangleExclamationPoint,
  UserPlus,
} from 'lucide-react';

const methods = {
  qr: {
    label: 'Scan QR',
    steps: [
      'Setiap tamu menerima QR code di undangannya',
      'Penerima tamu membuka halaman check-in di ponsel',
      'Arahkan kamera ke QR code tamu',
      'Kehadiran dan jumlah orang tercatat otomatis',
    ],
  },
  search: {
    label: 'Cari Nama',
    steps: ['Buka halaman check-in', 'Ketik nama tamu', 'Pilih tamu dari daftar', 'Konfirmasi jumlah orang yang hadir'],
  },
  manual: {
    label: 'Input Manual',
    steps: [
      'Untuk tamu yang tidak terdaftar',
      'Isi nama dan jumlah orang',
      'Tamu tercatat sebagai walk-in',
      'Penghitung kehadiran langsung bertambah',
    ],
  },
} as const;
type Method = keyof typeof methods;

const features = [
  { icon: ScanLine, title: 'Scan QR dari ponsel', text: 'Tanpa alat tambahan, cukup kamera ponsel.' },
  { icon: Search, title: 'Cari nama cepat', text: 'Temukan tamu dalam hitungan detik.' },
  { icon: UserPlus, title: 'Tamu walk-in', text: 'Catat tamu yang tidak terdaftar.' },
  { icon: TriangleExclamationPoint, title: 'Peringatan scan ganda', text: 'Kode yang sama tidak tercatat dua kali.' },
  { icon: ChartColumn, title: 'Penghitung langsung', text: 'Jumlah tamu dan orang hadir real-time.' },
  { icon: KeyRound, title: 'Link penerima tamu dengan PIN', text: 'Tanpa akun, hanya untuk acara Anda.' },
];
const benefits = [
  { icon: Timer, title: 'Antrean lebih singkat', text: 'Check-in hitungan detik per tamu.' },
  { icon: ClipboardList, title: 'Data akurat', text: 'Tahu persis siapa yang datang.' },
  { icon: Leaf, title: 'Tanpa buku tamu kertas', text: 'Lebih rapi dan ramah lingkungan.' },
  { icon: Handshake, title: 'Kesan profesional', text: 'Tamu disambut lebih baik.' },
];
const packages = [
  { name: 'Basic', price: 50_000, note: 'per acara · hingga 100 tamu', popular: false },
  { name: 'Pro', price: 150_000, note: 'per acara · hingga 500 tamu', popular: true },
  { name: 'Enterprise', price: null, note: 'tamu tanpa batas', popular: false },
];

export function CheckinPage() {
  const start = useStartHref();
  useDocumentTitle(
    'Sistem Check-in Tamu',
    'Check-in tamu di lokasi acara dengan scan QR, cari nama atau input manual. Penghitung kehadiran real-time.',
  );
  const [method, setMethod] = useState<Method>('qr');
  const { chat } = useSiteContact();
  return (
    <>
      <PageHero
        eyebrow="Solusi"
        title="Sistem Check-in Tamu"
        lead="Sambut tamu lebih cepat dengan QR code, pencarian nama dan input manual, langsung dari ponsel penerima tamu."
      >
        <Link to={start} className={buttonClass()}>
          Coba Sekarang
        </Link>
      </PageHero>
      <Section title="Tiga cara check-in">
        <Tabs
          label="Metode check-in"
          tabs={(Object.keys(methods) as Method[]).map((key) => ({ key, label: methods[key].label }))}
          value={method}
          onChange={setMethod}
        >
          <ol className={styles.steps}>
            {methods[method].steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Tabs>
      </Section>
      <Section title="Fitur" tone="soft">
        <Cards items={features} />
      </Section>
      <Section title="Manfaat">
        <Cards items={benefits} columns={4} />
      </Section>
      <Section title="Paket Check-in" tone="soft">
        <div className={styles.packages}>
          {packages.map((p) => (
            <article
              key={p.name}
              className={p.popular ? styles.popular : undefined}
              aria-label={`Paket check-in ${p.name}`}
            >
              {p.popular ? <PopularRibbon /> : null}
              <h3>{p.name}</h3>
              <p className={styles.price}>{p.price === null ? 'Harga khusus' : formatRupiah(p.price)}</p>
              <p>{p.note}</p>
              <a
                className={buttonClass(p.popular ? 'primary' : 'secondary')}
                href={chat(`Halo Undangin, saya tertarik paket check-in ${p.name}.`)}
                target="_blank"
                rel="noreferrer"
              >
                Pilih Paket
              </a>
            </article>
          ))}
        </div>
      </Section>
      <CallToAction title="Siap menyambut tamu Anda?" actions={[{ label: 'Daftar Gratis', to: start }]} />
    </>
  );
}
