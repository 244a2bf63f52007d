import { useMemo, useState } from 'react';
import { categoryLabel, formatRupiah, type PrintTemplate } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { buttonClass, Card, TextField } from '@undangin/ui';
import { Cards, EmptyState, PageHero, PopularRibbon, Section, SkeletonGrid } from '../../../components/Blocks';
import { Chips, chipsWithCounts } from '../../../components/Chips';
import { useSiteContact } from '../../../hooks/use-site-contact';
import { CallToAction } from '../../../components/CallToAction';
import { useGetPrintTemplatesQuery } from '../api/get-print-templates';
import { orderMessage } from './order-link';
import { TemplateModal } from './TemplateModal';
import styles from './print.module.css';
import { Palette, Printer, Star, Truck } from 'lucide-react';

const packages = [
  {
    name: 'Basic',
    price: 150_000,
    was: 200_000,
    popular: false,
    items: ['100 pcs undangan', 'Desain template', 'Kertas art carton', '1x revisi'],
  },
  {
    name: 'Premium',
    price: 250_000,
    was: 350_000,
    popular: true,
    items: ['100 pcs undangan', 'Kustom nama & foto', 'Laminasi doff', '2x revisi', 'Amplop'],
  },
  {
    name: 'Luxury',
    price: 450_000,
    was: 600_000,
    popular: false,
    items: ['100 pcs undangan', 'Hot print emas', 'Hardcover/box', 'Revisi sepuasnya', 'Pita & segel lilin'],
  },
];
const benefits = [
  { icon: Printer, title: 'Cetak berkualitas', text: 'Mesin offset dan digital, warna tajam.' },
  { icon: Truck, title: 'Kirim ke seluruh Indonesia', text: 'Estimasi 3-5 hari kerja.' },
  { icon: Palette, title: 'Senada dengan undangan digital', text: 'Desain cetak dan digital serasi.' },
];

// The catalogue shows one fixed rating, not one computed per template.
const rating = '4.9';

const matches = (t: PrintTemplate, q: string) =>
  [t.name, t.description, ...t.tags].some((text) => text.toLowerCase().includes(q));

function TemplateCard({ template, onOpen }: { template: PrintTemplate; onOpen: () => void }) {
  return (
    <Card as="article" flush className={styles.template}>
      <button type="button" className={styles.cardOpen} onClick={onOpen} aria-label={`Lihat detail ${template.name}`}>
        <img src={template.thumbnail} alt="" width="600" height="800" loading="lazy" />
      </button>
      <div>
        <p className={styles.meta}>
          {categoryLabel(template.category)}
          <span className={styles.rating} aria-label={`Rating ${rating} dari 5`}>
            <Star size={14} fill="currentColor" aria-hidden="true" /> {rating}
          </span>
        </p>
        <h3>{template.name}</h3>
        <p className={styles.tags}>
          {template.tags.slice(0, 3).map((tag) => (
            <span key={tag}>{tag}</span>
          ))}
        </p>
        <p className={styles.price}>
          {formatRupiah(template.price)} <span>/ pcs</span>
          {template.original_price ? <s>{formatRupiah(template.original_price)}</s> : null}
        </p>
        <button type="button" className={buttonClass('secondary')} onClick={onOpen}>
          Lihat Detail
        </button>
      </div>
    </Card>
  );
}

export function PrintCataloguePage() {
  useDocumentTitle(
    'Cetak Undangan Custom',
    'Katalog undangan cetak Undangin: pernikahan, ulang tahun, aqiqah, wisuda dan acara kantor. Pesan mudah via WhatsApp.',
  );
  const { data: templates = [], isLoading } = useGetPrintTemplatesQuery();
  const { site, chat } = useSiteContact();
  const [category, setCategory] = useState('all');
  const [query, setQuery] = useState('');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [open, setOpen] = useState<PrintTemplate | null>(null);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return templates.filter((t) => (category === 'all' || t.category === category) && (!q || matches(t, q)));
  }, [templates, category, query]);
  const featured = templates.filter((t) => t.is_featured).slice(0, 3);
  const reset = () => {
    setCategory('all');
    setQuery('');
  };

  return (
    <>
      <PageHero
        eyebrow="Undangan Cetak"
        title="Cetak Undangan Custom"
        lead="Undangan cetak yang senada dengan undangan digital Anda, dicetak rapi dan dikirim ke rumah."
      >
        <a href="#catalog" className={buttonClass()}>
          Lihat Katalog
        </a>
        <p className={styles.heroRating}>
          <span className={styles.stars} aria-hidden="true">
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} size={16} fill="currentColor" />
            ))}
          </span>{' '}
          Rating {rating} dari pelanggan kami
        </p>
      </PageHero>
      <Section>
        <Cards items={benefits} />
      </Section>
      {featured.length ? (
        <Section title="Pilihan Favorit" tone="soft">
          <div className={styles.grid}>
            {featured.map((t) => (
              <TemplateCard key={t.id} template={t} onOpen={() => setOpen(t)} />
            ))}
          </div>
        </Section>
      ) : null}
      <Section id="catalog" title="Katalog Template">
        <TextField
          label="Cari template"
          type="search"
          name="q"
          placeholder="Cari nama, deskripsi atau tag..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div className={styles.toolbar}>
          <Chips
            label="Kategori template"
            options={chipsWithCounts(templates, (t) => t.category, 'Semua', categoryLabel)}
            value={category}
            onChange={setCategory}
          />
          <div role="group" aria-label="Tampilan" className={styles.viewToggle}>
            <button type="button" aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
              Grid
            </button>
            <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
              List
            </button>
          </div>
        </div>
        {isLoading ? (
          <SkeletonGrid label="Memuat template..." />
        ) : shown.length ? (
          <div className={view === 'grid' ? styles.grid : styles.list} data-view={view} aria-label="Daftar template">
            {shown.map((t) => (
              <TemplateCard key={t.id} template={t} onOpen={() => setOpen(t)} />
            ))}
          </div>
        ) : (
          <EmptyState title="Tidak Ada Template Ditemukan" text="Coba kata kunci atau kategori lain." onReset={reset} />
        )}
      </Section>
      <Section title="Paket Cetak" lead="Setiap paket berisi 100 pcs undangan." tone="soft">
        <div className={styles.packages}>
          {packages.map((p) => (
            <article key={p.name} className={p.popular ? styles.popular : undefined} aria-label={`Paket ${p.name}`}>
              {p.popular ? <PopularRibbon /> : null}
              <h3>{p.name}</h3>
              <p className={styles.price}>
                {formatRupiah(p.price)} <s>{formatRupiah(p.was)}</s>
              </p>
              <ul>
                {p.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <a
                className={buttonClass(p.popular ? 'primary' : 'secondary')}
                href={chat(orderMessage(`Paket ${p.name}`, p.price, 100))}
                target="_blank"
                rel="noreferrer"
              >
                Pesan Paket
              </a>
            </article>
          ))}
        </div>
      </Section>
      <CallToAction
        title="Butuh desain khusus?"
        lead={`Konsultasikan desain, kertas dan jumlah cetak dengan tim kami${site ? ` (${site.officeHours})` : ''}.`}
        actions={[
          {
            label: 'Konsultasi via WhatsApp',
            chat: chat('Halo Undangin, saya ingin konsultasi undangan cetak custom.'),
          },
        ]}
      />
      {open ? <TemplateModal template={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
