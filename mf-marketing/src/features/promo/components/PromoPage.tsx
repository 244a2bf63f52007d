import { Link } from '@undangin/router';
import { chatLink, formatLongDate, formatRupiah, getHref } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform';
import { buttonClass, Spinner } from '@undangin/ui';
import { Breadcrumb, Cards, PageHero, Section } from '../../../components/Blocks';
import { Countdown } from '../../../components/Countdown';
import { Faq } from '../../../components/Faq';
import { useGetFaqsQuery } from '../../../api/get-faqs';
import { useGetPromosQuery } from '../../../api/get-promos';
import styles from './promo.module.css';

const benefits = [
  { icon: '💸', title: 'Hemat hingga 70%', text: 'Harga terbaik tahun ini.' },
  { icon: '⚡', title: 'Aktif instan', text: 'Paket aktif 5-10 menit setelah bayar.' },
  { icon: '🛡️', title: 'Garansi 30 hari', text: 'Uang kembali 100%.' },
  { icon: '💬', title: 'Dukungan 24/7', text: 'Tim kami siap membantu.' },
];
const testimonials = [
  { name: 'Ayu & Bima', text: 'Undangan kami dibuka 300+ tamu, RSVP langsung rapi. Promo flash sale sangat membantu!' },
  { name: 'Keluarga Hasan', text: 'Undangan aqiqah jadi dalam 10 menit. Kerabat di luar kota bisa ikut mendoakan.' },
  { name: 'Putri', text: 'Paket bundling cetak + digital hemat sekali, desainnya senada.' },
];

export function PromoPage() {
  useDocumentTitle('Promo', 'Promo Undangin: flash sale, diskon pengguna baru dan paket bundling undangan digital + cetak.');
  const { data: promos = [], isLoading } = useGetPromosQuery();
  const { data: faqs = [] } = useGetFaqsQuery('promo');
  const flash = promos.find((p) => p.id === 'flash-sale') ?? promos[0];

  return (
    <>
      <PageHero eyebrow="Promo Terbatas" title="Promo Spesial Undangin" lead={flash ? `${flash.title} berakhir dalam:` : 'Nantikan promo berikutnya.'}>
        {flash ? <Countdown until={flash.valid_until} label={`Sisa waktu ${flash.title}`} /> : null}
      </PageHero>
      <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Promo' }]} />
      <Section>
        {isLoading ? (
          <Spinner label="Memuat promo..." />
        ) : (
          <div className={styles.promos}>
            {promos.map((promo) => (
              <article key={promo.id} style={{ borderTopColor: promo.color }} aria-label={promo.title}>
                <p className={styles.badge} style={{ background: promo.color }}>
                  {promo.badge} · -{promo.discount}%
                </p>
                <h2>{promo.title}</h2>
                <p className={styles.subtitle}>{promo.subtitle}</p>
                <p>{promo.description}</p>
                <p className={styles.price}>
                  {formatRupiah(promo.promo_price)} <s>{formatRupiah(promo.original_price)}</s>
                </p>
                <ul>
                  {promo.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <p className={styles.until}>Berlaku sampai {formatLongDate(promo.valid_until)}</p>
                <Link to={`${getHref('register')}?promo=${promo.id}`} className={buttonClass()}>
                  Ambil Promo Ini
                </Link>
              </article>
            ))}
          </div>
        )}
      </Section>
      <Section title="Kenapa ambil promo sekarang?" tone="soft">
        <Cards items={benefits} columns={4} />
      </Section>
      <Section title="Kata Mereka">
        <Cards items={testimonials.map((t) => ({ icon: '“', title: t.name, text: t.text }))} />
      </Section>
      <Section title="Garansi 30 Hari Uang Kembali" lead="Tidak puas? Uang Anda kembali 100% dalam 30 hari." tone="soft">
        <p className={styles.center}>
          <Link to={getHref('register')} className={buttonClass()}>
            Daftar Sekarang
          </Link>{' '}
          <a className={buttonClass('secondary')} href={chatLink('Halo Undangin, saya ingin bertanya tentang promo.')} target="_blank" rel="noreferrer">
            Tanya Promo
          </a>
        </p>
      </Section>
      <Faq items={faqs} />
    </>
  );
}
