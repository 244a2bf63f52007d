import { billingLabel, chatLink, limitLabel, planPrice, supportWhatsapp } from '@undangin/contracts';
import { useSearchParams } from '@undangin/router';
import { selectUser, useAppSelector, useDocumentTitle } from '@undangin/platform';
import { Button, Notice, Spinner } from '@undangin/ui';
import { useGetOverviewQuery } from '../../../api/analytics';
import { usePlansQuery } from '../api/plans';
import styles from './subscription.module.css';

/**
 * /app/subscription: the host's plan as the services enforce it, and the way to a bigger one. Online payment is
 * not built yet (no billing issue has been taken): a chosen plan is upgraded through a WhatsApp chat with the team,
 * prefilled with the plan and the account, so the plan buttons of /pricing/website never end in a blank page.
 */
export function SubscriptionPage() {
  useDocumentTitle('Langganan Saya');
  const [search] = useSearchParams();
  const user = useAppSelector(selectUser);
  const overview = useGetOverviewQuery();
  const plans = usePlansQuery();
  if (overview.isLoading || plans.isLoading) return <Spinner label="Memuat paket..." />;
  if (!overview.data || !plans.data) {
    return <Notice title="Gagal memuat paket" role="alert" action={<Button onClick={() => void (overview.refetch(), plans.refetch())}>Coba Lagi</Button>} />;
  }
  const current = overview.data.plan;
  const support = overview.data.support_whatsapp || supportWhatsapp;
  const chosen = plans.data.find((plan) => plan.id === search.get('plan') && plan.id !== current.id && plan.price > 0) ?? null;
  const upgradeLink = (name: string, price: number) =>
    chatLink(`Halo Undangin, saya ingin upgrade ke paket ${name} (${planPrice(price)}). Akun: ${user?.email ?? '-'}`, support);

  return (
    <div className={styles.page}>
      <h1>Langganan Saya</h1>
      <section className={styles.card} aria-labelledby="current-plan">
        <p className={styles.eyebrow}>Paket Aktif</p>
        <h2 id="current-plan" data-testid="current-plan">
          {current.name}
        </h2>
        <p className={styles.muted}>
          {limitLabel(current.max_invitations)} undangan · {limitLabel(current.max_guests_per_invitation)} tamu per undangan · {current.invitations_used} undangan dipakai
        </p>
      </section>
      {chosen ? (
        <section className={styles.chosen} aria-labelledby="chosen-plan" role="status">
          <h2 id="chosen-plan">Paket pilihan: {chosen.name}</h2>
          <p>
            {planPrice(chosen.price)} / {billingLabel(chosen.billing_interval)} · {limitLabel(chosen.max_invitations)} undangan ·{' '}
            {limitLabel(chosen.max_guests_per_invitation)} tamu per undangan
          </p>
          <p className={styles.muted}>Pembayaran online belum tersedia. Tim kami akan mengaktifkan paket ini untuk Anda lewat WhatsApp.</p>
          <a className={styles.cta} href={upgradeLink(chosen.name, chosen.price)} target="_blank" rel="noreferrer">
            Upgrade lewat WhatsApp
          </a>
        </section>
      ) : null}
      <section aria-labelledby="all-plans">
        <h2 id="all-plans">Semua Paket</h2>
        <ul className={styles.plans}>
          {plans.data.map((plan) => (
            <li key={plan.id} className={styles.card} data-current={plan.id === current.id}>
              <h3>{plan.name}</h3>
              <p>
                {planPrice(plan.price)}
                {plan.price > 0 ? ` / ${billingLabel(plan.billing_interval)}` : ''}
              </p>
              <p className={styles.muted}>
                {limitLabel(plan.max_invitations)} undangan · {limitLabel(plan.max_guests_per_invitation)} tamu
              </p>
              {plan.id === current.id ? (
                <p className={styles.badge}>Paket Anda</p>
              ) : plan.price > 0 ? (
                <a href={upgradeLink(plan.name, plan.price)} target="_blank" rel="noreferrer">
                  Pilih {plan.name}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
