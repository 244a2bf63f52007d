import { Link } from '@undangin/router';
import { getHref } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform';
import { Alert, buttonClass, Spinner } from '@undangin/ui';
import { Breadcrumb, Cards, PageHero, Section } from '../../../components/Blocks';
import { Faq } from '../../../components/Faq';
import { PlanGrid } from '../../../components/PlanGrid';
import { usePlanSelect } from '../../../components/use-plan-select';
import { useSiteContact } from '../../../components/use-site-contact';
import { useGetFaqsQuery } from '../../../api/get-faqs';
import { useGetPlansQuery } from '../../../api/get-plans';
import styles from './pricing.module.css';

const included = [
  { icon: '🎨', title: 'Template premium', text: 'Ratusan desain siap pakai.' },
  { icon: '✅', title: 'RSVP online', text: 'Konfirmasi kehadiran langsung dari undangan.' },
  { icon: '📖', title: 'Buku tamu digital', text: 'Ucapan tamu tersimpan permanen.' },
  { icon: '📊', title: 'Analytics', text: 'Kunjungan dan respons tamu.' },
  { icon: '💌', title: 'Kirim via WhatsApp', text: 'Tautan personal setiap tamu.' },
  { icon: '🔒', title: 'SSL & privasi', text: 'Data tamu hanya untuk Anda.' },
];
const reasons = [
  { icon: '💸', title: 'Garansi 30 hari', text: 'Uang kembali 100% bila tidak puas.' },
  { icon: '⚡', title: 'Aktif cepat', text: 'Paket aktif 5-10 menit setelah pembayaran.' },
  { icon: '💳', title: 'Bayar mudah', text: 'Transfer bank, OVO, GoPay, DANA dan kartu.' },
];

export function PricingWebsitePage() {
  useDocumentTitle('Harga Undangan Website', 'Paket undangan digital Undangin: mulai gratis, Pro, Premium dan Reseller. Bandingkan fitur dan batas tamu.');
  const { data: plans, isLoading } = useGetPlansQuery();
  const { data: faqs = [] } = useGetFaqsQuery('pricing');
  const { select, notice } = usePlanSelect();
  const { chat } = useSiteContact();

  return (
    <>
      <PageHero eyebrow="Harga" title="Paket Undangan Website" lead="Dipercaya 10K+ pengguna untuk 50K+ acara, dengan rating 4.9.">
        <Link to={getHref('register')} className={buttonClass()}>
          Coba Gratis
        </Link>
      </PageHero>
      <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Harga' }, { label: 'Undangan Website' }]} />
      <Section>
        {notice ? <Alert tone="error">{notice}</Alert> : null}
        {isLoading ? <Spinner label="Memuat paket harga..." /> : <PlanGrid plans={plans ?? []} onSelect={select} place="pricing" />}
      </Section>
      <Section title="Termasuk di semua paket" tone="soft">
        <Cards items={included} />
      </Section>
      <Section title="Kenapa memilih Undangin">
        <Cards items={reasons} />
      </Section>
      <Section title="Masih ragu memilih paket?" lead="Ceritakan acara Anda, tim kami bantu memilih paket yang pas." tone="soft">
        <p className={styles.center}>
          <a className={buttonClass('secondary')} href={chat('Halo Undangin, saya ingin konsultasi memilih paket undangan.')} target="_blank" rel="noreferrer">
            Chat via WhatsApp
          </a>
        </p>
      </Section>
      <Faq items={faqs} />
      <Section title="Mulai sekarang, gratis">
        <p className={styles.center}>
          <Link to={getHref('register')} className={buttonClass()}>
            Daftar Gratis
          </Link>{' '}
          <Link to={getHref('contact')} className={buttonClass('secondary')}>
            Hubungi Kami
          </Link>
        </p>
      </Section>
    </>
  );
}
