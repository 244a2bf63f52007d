import { Link } from '@undangin/router';
import {
  chatLink,
  formatDate,
  formatRupiah,
  getHref,
  supportWhatsapp,
  type ActivePlan,
  type WeekOverWeek,
} from '@undangin/contracts';
import styles from './dashboard-home.module.css';
import { buttonClass, Card } from '@undangin/ui';

const limit = (max: number) => (max === -1 ? '∞' : String(max));

/** The plan whose limits apply: the active subscription's, else Gratis; its invitations used of the maximum. */
export function PlanCard({ plan, loading }: { plan: ActivePlan | undefined; loading: boolean }) {
  const share =
    plan && plan.max_invitations > 0 ? Math.min(100, (plan.invitations_used / plan.max_invitations) * 100) : 0;
  return (
    <Card
      titleId="plan-title"
      eyebrow="Paket Aktif"
      title={<span data-testid="plan-name">{plan?.name ?? (loading ? 'Memuat...' : '-')}</span>}
      data-testid="plan-card"
    >
      {plan ? (
        <>
          {plan.price > 0 ? <p className={styles.muted}>{formatRupiah(plan.price)}</p> : null}
          <dl className={styles.facts}>
            <div>
              <dt>Undangan dipakai</dt>
              <dd data-testid="plan-invitations">
                {plan.invitations_used}/{limit(plan.max_invitations)}
              </dd>
            </div>
            <div>
              <dt>Tamu per undangan</dt>
              <dd data-testid="plan-guests">{limit(plan.max_guests_per_invitation)}</dd>
            </div>
          </dl>
          {plan.max_invitations === -1 ? null : (
            <div
              className={styles.meter}
              role="meter"
              aria-label="Kuota undangan"
              aria-valuemin={0}
              aria-valuemax={plan.max_invitations}
              aria-valuenow={plan.invitations_used}
            >
              <span style={{ width: `${share}%` }} />
            </div>
          )}
          <p className={styles.muted}>
            {plan.current_period_end ? `Aktif sampai ${formatDate(plan.current_period_end)}` : 'Tanpa batas waktu'}
          </p>
          <OverLimit plan={plan} />
        </>
      ) : !loading ? (
        <p className={styles.muted}>Paket belum dapat dimuat.</p>
      ) : null}
      <div className={styles.actions}>
        <Link className={buttonClass('link')} to={getHref('subscription')}>
          {plan && plan.price > 0 ? 'Kelola Langganan' : 'Upgrade Paket'}
        </Link>
      </div>
    </Card>
  );
}

/** After a paid plan ends nothing is deleted: the host sees what is over the free limits, and why. */
function OverLimit({ plan }: { plan: ActivePlan }) {
  const over = plan.max_invitations !== -1 && plan.invitations_used > plan.max_invitations;
  if (!over && !plan.lapsed) return null;
  return (
    <p className={styles.notice} role="status" data-testid="plan-over-limit">
      {plan.lapsed
        ? `Paket ${plan.lapsed.plan_name} berakhir ${formatDate(plan.lapsed.ended_at)}; kini berlaku batas paket ${plan.name}. `
        : ''}
      {over
        ? `Anda memiliki ${plan.invitations_used} undangan, melebihi batas ${plan.max_invitations}. Semua undangan tetap tersimpan dan aktif; perpanjang paket untuk membuat undangan baru.`
        : 'Semua undangan dan tamu Anda tetap tersimpan.'}
    </p>
  );
}

const quickLinks = [
  { href: getHref('createCard'), label: 'Buat Undangan', hint: 'Pilih link dan kategori' },
  { href: getHref('cardList'), label: 'Undangan Saya', hint: 'Edit, bagikan, aktifkan' },
  { href: getHref('guestsPick'), label: 'Tamu', hint: 'Daftar tamu dan RSVP' },
  { href: getHref('analytics'), label: 'Analitik', hint: 'Kunjungan dan respons' },
];

export function QuickLinks() {
  return (
    <nav className={`${styles.links} ${styles.wide}`} aria-label="Akses cepat">
      {quickLinks.map((item) => (
        <Link key={item.href} to={item.href}>
          <strong>{item.label}</strong>
          <span>{item.hint}</span>
        </Link>
      ))}
    </nav>
  );
}

/** The change against the 7 days before, as a host reads it. */
function change({ current, previous }: WeekOverWeek): { text: string; tone: 'up' | 'down' | 'same' } {
  if (current === previous) return { text: 'Sama dengan 7 hari sebelumnya', tone: 'same' };
  if (previous === 0) return { text: 'Naik dari 0 pada 7 hari sebelumnya', tone: 'up' };
  const percent = Math.round(((current - previous) / previous) * 100);
  return percent > 0
    ? { text: `Naik ${percent}% dari 7 hari sebelumnya`, tone: 'up' }
    : { text: `Turun ${Math.abs(percent)}% dari 7 hari sebelumnya`, tone: 'down' };
}

export function PerformanceCard({
  performance,
}: {
  performance: { views: WeekOverWeek; responses: WeekOverWeek } | undefined;
}) {
  const rows = [
    ['views', 'Kunjungan undangan', performance?.views],
    ['responses', 'RSVP masuk', performance?.responses],
  ] as const;
  return (
    <Card titleId="performance-title" title="Performa 7 Hari Terakhir">
      <ul className={styles.rows}>
        {rows.map(([key, label, figures]) => {
          const shown = figures ?? { current: 0, previous: 0 };
          const delta = change(shown);
          return (
            <li key={key}>
              <span>{label}</span>
              <strong className={styles.figure} data-testid={`performance-${key}`}>
                {shown.current}
              </strong>
              <span className={styles[delta.tone]}>{delta.text}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** Help by WhatsApp chat with the support number an admin set (the seeded one until the overview has loaded). */
export function HelpCard({ whatsapp }: { whatsapp: string | undefined }) {
  return (
    <Card titleId="help-title" title="Butuh Bantuan?">
      <p className={styles.muted}>Tim Undangin siap membantu membuat dan membagikan undangan Anda lewat WhatsApp.</p>
      <div className={styles.actions}>
        <a
          className={buttonClass('link')}
          href={chatLink('Halo Undangin, saya butuh bantuan dengan undangan saya.', whatsapp ?? supportWhatsapp)}
          target="_blank"
          rel="noreferrer"
          data-testid="help-chat"
        >
          Chat via WhatsApp
        </a>
      </div>
    </Card>
  );
}

export function AffiliateBanner() {
  return (
    <section className={`${styles.banner} ${styles.wide}`} aria-labelledby="affiliate-title">
      <div>
        <h2 id="affiliate-title">Program Affiliate Undangin</h2>
        <p>Ajak teman dan klien memakai Undangin, dapatkan komisi 30% dari setiap penjualan.</p>
      </div>
      <Link to={getHref('partnerProgramme')} data-testid="affiliate-link">
        Gabung Affiliate
      </Link>
    </section>
  );
}

export function TipsCard() {
  return (
    <Card titleId="tips-title" title="Tips & Panduan" className={styles.wide}>
      <ul className={styles.rows}>
        <li>Isi tanggal, waktu dan lokasi acara agar tamu bisa menyimpan jadwal dan membuka peta.</li>
        <li>
          Kirim link pribadi lewat WhatsApp: tamu langsung menjawab RSVP dan Anda melihat siapa yang sudah membuka.
        </li>
        <li>Buat link penerima tamu di hari H untuk check-in dengan QR.</li>
      </ul>
      <div className={styles.actions}>
        <Link className={buttonClass('link')} to={getHref('tutorial')}>
          Baca Tutorial
        </Link>
        <Link className={buttonClass('link')} to={getHref('blog')}>
          Artikel di Blog
        </Link>
      </div>
    </Card>
  );
}
