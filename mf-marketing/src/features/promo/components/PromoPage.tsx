import { Link } from '@undangin/router';
import { formatLongDate, formatRupiah, getHref, paymentMessages, type Promo } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Button, buttonClass, Countdown, Skeleton } from '@undangin/ui';
import { Breadcrumb, Cards, PageHero, Section } from '../../../components/Blocks';
import { useStartHref } from '../../../hooks/use-start-href';
import { Faq } from '../../../components/Faq';
import { CallToAction } from '../../../components/CallToAction';
import { useSiteContact } from '../../../hooks/use-site-contact';
import { LeftPendingNote } from '../../../components/LeftPendingNote';
import { useCheckout, type Checkout } from '../../../hooks/use-checkout';
import { useGetFaqsQuery } from '../../../api/get-faqs';
import { useGetPromosQuery } from '../api/get-promos';
import styles from './promo.module.css';
import { AlarmClock, BadgePercent, MessagesSquare, Quote, ShieldCheck, Zap } from 'lucide-react';

const benefits = [
  { icon: BadgePercent, title: 'Hemat hingga 70%', text: 'Harga terbaik tahun ini.' },
  { icon: Zap, title: 'Aktif instan', text: 'Paket aktif 5-10 menit setelah bayar.' },
  { icon: ShieldCheck, title: 'Garansi 30 hari', text: 'Uang kembali 100%.' },
  { icon: MessagesSquare, title: 'Dukungan 24/7', text: 'Tim kami siap membantu.' },
];
const testimonials = [
  { name: 'Ayu & Bima', text: 'Undangan kami dibuka 300+ tamu, RSVP langsung rapi. Promo flash sale sangat membantu!' },
  { name: 'Keluarga Hasan', text: 'Undangan aqiqah jadi dalam 10 menit. Kerabat di luar kota bisa ikut mendoakan.' },
  { name: 'Putri', text: 'Paket bundling cetak + digital hemat sekali, desainnya senada.' },
];

// A signed-out host who takes a promo logs in and comes back here.
const backHere = { pathname: getHref('promo'), search: '', hash: '' };

/**
 * 'Ambil Promo Ini' pays for the promo's plan at the promo's price (the billing service checks the promo still runs);
 * a promo that sells nothing online opens a chat about it instead.
 */
function TakePromo({ promo, checkout }: { promo: Promo; checkout: Checkout }) {
  const { chat } = useSiteContact();
  const planId = promo.plan_id;
  if (!planId) {
    return (
      <a
        className={buttonClass()}
        href={chat(`Halo Undangin, saya ingin mengambil promo ${promo.title}.`)}
        target="_blank"
        rel="noreferrer"
      >
        Ambil Promo Ini
      </a>
    );
  }
  // Its cap reached: nothing left to take (billing refuses it too).
  if (promo.remaining === 0) return <Button disabled>Kuota Habis</Button>;
  return (
    <Button
      disabled={checkout.busy}
      onClick={() => void checkout.start({ plan_id: planId, promo_id: promo.id, free: false }, backHere)}
    >
      {checkout.busy ? paymentMessages.processing : 'Ambil Promo Ini'}
    </Button>
  );
}

function PromoCard({ promo, checkout }: { promo: Promo; checkout: Checkout }) {
  return (
    <article
      className={promo.urgent ? styles.urgent : undefined}
      style={{ borderTopColor: promo.color }}
      aria-label={promo.title}
    >
      <p
        className={styles.badge}
        // The admin's colour as a tint and a border; the text stays dark, readable on any colour chosen.
        style={{ background: `color-mix(in srgb, ${promo.color} 16%, #fff)`, borderColor: promo.color }}
      >
        {promo.badge} · -{promo.discount}%
      </p>
      {promo.urgent ? (
        <p className={styles.urgentNote}>
          <AlarmClock size={16} aria-hidden="true" /> Segera berakhir, jangan sampai terlewat!
        </p>
      ) : null}
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
      {promo.remaining !== null ? (
        // Counted from the promo's paid orders against its cap: never a number made up.
        <p className={styles.remaining} data-testid="promo-remaining">
          {promo.remaining > 0
            ? promo.urgent
              ? `Tinggal ${promo.remaining} kuota lagi!`
              : `Tersisa ${promo.remaining} kuota`
            : 'Kuota promo ini sudah habis.'}
        </p>
      ) : null}
      <TakePromo promo={promo} checkout={checkout} />
    </article>
  );
}

/** When no promo runs, the page says so and offers the plans and themes instead. */
function NoPromo() {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>Belum ada promo yang berlaku saat ini.</p>
      <p>Promo berikutnya akan tampil di sini. Sementara itu, Anda tetap bisa mulai gratis.</p>
      <p className={styles.center}>
        <Link to={getHref('pricingWebsite')} className={buttonClass()}>
          Lihat Paket Harga
        </Link>{' '}
        <Link to={getHref('themes')} className={buttonClass('secondary')}>
          Lihat Tema
        </Link>
      </p>
    </div>
  );
}

export function PromoPage() {
  const start = useStartHref();
  useDocumentTitle(
    'Promo',
    'Promo Undangin: flash sale, diskon pengguna baru dan paket bundling undangan digital + cetak.',
  );
  const { data: promos = [], isLoading, isError, refetch } = useGetPromosQuery();
  const { data: faqs = [] } = useGetFaqsQuery('promo');
  const { chat } = useSiteContact();
  const checkout = useCheckout();
  // The hero counts down to the promo marked urgent (the flash sale), else to the first one.
  const featured = promos.find((p) => p.urgent) ?? promos[0];
  const lead = isLoading ? '\u00a0' : featured ? `${featured.title} berakhir dalam:` : 'Nantikan promo berikutnya.';

  return (
    <>
      <PageHero eyebrow="Promo Terbatas" title="Promo Spesial Undangin" lead={lead}>
        {featured ? (
          <Countdown until={featured.valid_until} label={`Sisa waktu ${featured.title}`} tone="onImage" />
        ) : null}
      </PageHero>
      <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Promo' }]} />
      <Section>
        <LeftPendingNote orderId={checkout.leftPending} />
        {isLoading ? (
          <Skeleton label="Memuat promo..." lines={6} />
        ) : isError ? (
          <div className={styles.empty} role="alert">
            <p className={styles.emptyTitle}>Promo belum dapat dimuat.</p>
            <Button onClick={() => void refetch()}>Coba Lagi</Button>
          </div>
        ) : promos.length ? (
          <div className={styles.promos} aria-label="Daftar promo">
            {promos.map((promo) => (
              <PromoCard key={promo.id} promo={promo} checkout={checkout} />
            ))}
          </div>
        ) : (
          <NoPromo />
        )}
      </Section>
      <Section>
        <aside className={styles.affiliate} aria-labelledby="affiliate-teaser">
          <div>
            <p className={styles.affiliateEyebrow}>Program Afiliasi</p>
            <h2 id="affiliate-teaser">Dapatkan komisi 30% dari setiap pembelian</h2>
            <p>Bagikan tautan afiliasi Anda; setiap paket yang dibeli lewat tautan itu memberi Anda komisi 30%.</p>
          </div>
          <Link to={getHref('partnerAffiliate')} className={buttonClass()}>
            Gabung Program Afiliasi
          </Link>
        </aside>
      </Section>
      <Section title="Kenapa ambil promo sekarang?" tone="soft">
        <Cards items={benefits} columns={4} />
      </Section>
      <Section title="Kata Mereka">
        <Cards items={testimonials.map((t) => ({ icon: Quote, title: t.name, text: t.text }))} />
      </Section>
      <CallToAction
        title="Garansi 30 Hari Uang Kembali"
        lead="Tidak puas? Uang Anda kembali 100% dalam 30 hari."
        tone="soft"
        actions={[
          { label: 'Daftar Sekarang', to: start },
          {
            label: 'Tanya Promo',
            variant: 'secondary',
            chat: chat('Halo Undangin, saya ingin bertanya tentang promo.'),
          },
        ]}
      />
      <Faq items={faqs} />
    </>
  );
}
