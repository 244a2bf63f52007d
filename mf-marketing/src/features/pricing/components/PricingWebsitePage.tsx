import { useCallback } from 'react';
import { Link } from '@undangin/router';
import { getHref, type Plan } from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { buttonClass, Skeleton } from '@undangin/ui';
import { Breadcrumb, Cards, PageHero, Section } from '../../../components/Blocks';
import { useStartHref } from '../../../hooks/use-start-href';
import { SalesClose } from '../../../components/CallToAction';
import { PlanGrid } from '../../../components/PlanGrid';
import { renewalNote, useCurrentPlan } from '../../../hooks/use-current-plan';
import { useSiteContact } from '../../../hooks/use-site-contact';
import { selectUser, useAppSelector } from '@undangin/platform';
import { LeftPendingNote } from '../../../components/LeftPendingNote';
import { useCheckout } from '../../../hooks/use-checkout';
import { useGetFaqsQuery } from '../../../api/get-faqs';
import { useGetPlansQuery } from '../../../api/get-plans';
import { useRequestedPlan } from '../hooks/use-requested-plan';
import styles from './pricing.module.css';
import { BadgePercent, BookOpen, ChartColumn, CircleCheck, CreditCard, Lock, Palette, Send, Zap } from 'lucide-react';

const included = [
  { icon: Palette, title: 'Template premium', text: 'Desain siap pakai untuk setiap acara.' },
  { icon: CircleCheck, title: 'RSVP online', text: 'Konfirmasi kehadiran langsung dari undangan.' },
  { icon: BookOpen, title: 'Buku tamu digital', text: 'Ucapan tamu tersimpan permanen.' },
  { icon: ChartColumn, title: 'Analytics', text: 'Kunjungan dan respons tamu.' },
  { icon: Send, title: 'Kirim via WhatsApp', text: 'Tautan personal setiap tamu.' },
  { icon: Lock, title: 'SSL & privasi', text: 'Data tamu hanya untuk Anda.' },
];
const reasons = [
  { icon: BadgePercent, title: 'Garansi 30 hari', text: 'Uang kembali 100% bila tidak puas.' },
  { icon: Zap, title: 'Aktif cepat', text: 'Paket aktif 5-10 menit setelah pembayaran.' },
  { icon: CreditCard, title: 'Bayar mudah', text: 'Transfer bank, OVO, GoPay, DANA dan kartu.' },
];

const buy = (plan: Plan) => ({ plan_id: plan.id, free: plan.price === 0 });
// A signed-out host who picks a plan logs in and comes back to it.
const backTo = (plan: Plan) => ({
  pathname: getHref('pricingWebsite'),
  search: `?plan=${encodeURIComponent(plan.id)}`,
  hash: '',
});

/** The page's close: a question for the team, the FAQ, the sign-up. */
const closing = {
  title: 'Masih ragu memilih paket?',
  lead: 'Ceritakan acara Anda, tim kami bantu memilih paket yang pas.',
  label: 'Chat via WhatsApp',
  message: 'Halo Undangin, saya ingin konsultasi memilih paket undangan.',
  signUp: 'Mulai sekarang, gratis',
};
export function PricingWebsitePage() {
  const startHref = useStartHref();
  useDocumentTitle(
    'Harga Undangan Website',
    'Paket undangan digital Undangin: mulai gratis, Pro, Premium dan Reseller. Bandingkan fitur dan batas tamu.',
  );
  const { data: plans, isLoading } = useGetPlansQuery();
  const { data: faqs = [] } = useGetFaqsQuery('pricing');
  const { chat } = useSiteContact();
  const { start, busy, leftPending } = useCheckout();
  const current = useCurrentPlan();
  const signedIn = Boolean(useAppSelector(selectUser));
  const select = useCallback(
    (plan: Plan) => {
      // Paying again for the plan in force extends it: said before the payment, so nobody buys it twice by mistake.
      const renewing = plan.id === current?.planId && plan.price > 0 && current.until;
      if (renewing && !window.confirm(`${renewalNote(plan.name, current.until!)} Lanjutkan?`)) return;
      void start(buy(plan), backTo(plan));
    },
    [start, current],
  );
  const chosen = useRequestedPlan(plans, select);

  return (
    <>
      <PageHero
        eyebrow="Harga"
        title="Paket Undangan Website"
        lead="Dipercaya 10K+ pengguna untuk 50K+ acara, dengan rating 4.9."
      >
        <Link to={startHref} className={buttonClass()}>
          Coba Gratis
        </Link>
      </PageHero>
      <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Harga' }, { label: 'Undangan Website' }]} />
      <Section>
        <LeftPendingNote orderId={leftPending} />
        {isLoading ? (
          <Skeleton label="Memuat paket harga..." lines={6} />
        ) : (
          <PlanGrid
            plans={plans ?? []}
            onSelect={select}
            busy={busy}
            chosen={chosen}
            current={current}
            signedIn={signedIn}
            place="pricing"
          />
        )}
        <p className={styles.help}>
          Butuh bantuan pembayaran?{' '}
          <a href={chat('Halo Undangin, saya butuh bantuan untuk membayar paket.')} target="_blank" rel="noreferrer">
            Chat tim kami via WhatsApp
          </a>
        </p>
      </Section>
      <Section title="Termasuk di semua paket" tone="soft">
        <Cards items={included} />
      </Section>
      <Section title="Kenapa memilih Undangin">
        <Cards items={reasons} />
      </Section>
      <SalesClose text={closing} chat={chat} faqs={faqs} />
    </>
  );
}
