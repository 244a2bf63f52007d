import { useEffect } from 'react';
import { Link } from '@undangin/router';
import { getHref } from '@undangin/contracts';
import { removeFirstView, useDocumentTitle } from '@undangin/platform/core';
import { buttonClass } from '@undangin/ui';
import { Cards, PageHero, Section } from '../../../components/Blocks';
import { useStartHref } from '../../../hooks/use-start-href';
import { SalesClose } from '../../../components/CallToAction';
import { PlanGrid } from '../../../components/PlanGrid';
import { usePlanSelect } from '../../../hooks/use-plan-select';
import { useCurrentPlan } from '../../../hooks/use-current-plan';
import { useSiteContact } from '../../../hooks/use-site-contact';
import { useGetFaqsQuery } from '../../../api/get-faqs';
import { useGetPlansQuery } from '../../../api/get-plans';
import { closing, features, reasons, stats, steps } from './home-content';
import { homeHero } from './hero';
import styles from './home.module.css';
import { Eye, Funnel, TrendingUp } from 'lucide-react';

export function HomePage() {
  const start = useStartHref();
  useDocumentTitle(
    'Undangan Digital Pernikahan & Acara',
    'Buat undangan digital dalam 15 menit, kirim lewat WhatsApp, kelola RSVP dan buku tamu. Mulai gratis.',
  );
  const { site, chat } = useSiteContact();
  const { data: plans = [] } = useGetPlansQuery();
  const { data: faqs = [] } = useGetFaqsQuery('landing');
  const select = usePlanSelect();
  const current = useCurrentPlan();
  // Drawn under the page service's first view of this hero, identical in place: now it can go.
  useEffect(removeFirstView, []);

  return (
    <>
      <PageHero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        lead={<span data-testid="site-tagline">{site?.tagline ?? '\u00a0'}</span>}
      >
        {homeHero.actions.map((action) => (
          // A signed-in host's 'Mulai Gratis' is their dashboard (the first view, drawn before sign-in is known, says /register).
          <Link
            key={action.href}
            to={action.href === getHref('register') ? start : action.href}
            className={buttonClass(action.variant)}
          >
            {action.label}
          </Link>
        ))}
      </PageHero>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <Section title="Semua yang Anda butuhkan" lead="Satu tempat untuk membuat, mengirim dan memantau undangan.">
        <Cards items={features} />
      </Section>
      <Section title="4 Langkah Mudah" tone="soft">
        <Cards items={steps} columns={4} />
      </Section>
      <Section title="Kenapa Undangin?">
        <Cards items={reasons} columns={4} />
      </Section>
      <Section title="Pilih Paket" lead="Mulai gratis, upgrade saat acara Anda membutuhkan lebih." tone="soft">
        <PlanGrid
          plans={plans.slice(0, 3)}
          onSelect={select}
          current={current}
          signedIn={start !== getHref('register')}
          place="summary"
        />
        <p className={styles.center}>
          <Link className={buttonClass('link')} to={getHref('pricingWebsite')}>
            Lihat semua paket
          </Link>
        </p>
      </Section>
      <Section
        title="Analytics yang mudah dibaca"
        lead="Lihat siapa yang sudah membuka undangan, siapa yang akan hadir, dan tren RSVP tujuh hari terakhir."
      >
        <Cards
          items={[
            { icon: Eye, title: 'Kunjungan', text: 'Dihitung satu per pengunjung per hari.' },
            { icon: Funnel, title: 'Funnel', text: 'Terkirim → Dibuka → Dijawab → Hadir.' },
            { icon: TrendingUp, title: 'Tren 7 hari', text: 'Grafik RSVP harian untuk setiap undangan.' },
          ]}
        />
      </Section>
      <SalesClose text={closing} chat={chat} faqs={faqs} />
    </>
  );
}
