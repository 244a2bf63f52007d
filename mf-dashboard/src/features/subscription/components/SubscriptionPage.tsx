import { useState } from 'react';
import { Link, useNavigate } from '@undangin/router';
import {
  chatLink,
  getHref,
  paymentMessages,
  supportWhatsapp,
  type Plan,
  type SubscriptionView,
} from '@undangin/contracts';
import { useDocumentTitle } from '@undangin/platform/core';
import { Alert, Skeleton } from '@undangin/ui';
import { useGetOverviewQuery } from '../../../api/analytics';
import { useGetOrdersQuery } from '../api/get-orders';
import { useGetSubscriptionQuery } from '../api/get-subscription';
import { usePlansQuery } from '../api/plans';
import { LoadFailed } from './LoadFailed';
import { PaymentHistory } from './PaymentHistory';
import { PlanCards } from './PlanCards';
import { awaitingPayment, periodText, planInForce, subscriptionStatusLabel } from './subscription-view';
import styles from './subscription.module.css';

/** How often the screen asks again while an order awaits its payment (the popup's payment lands by notification). */
const pollMs = 10_000;

/**
 * Orders and subscription, asked again on every visit (a payment may have landed since) and, while an order awaits
 * its payment, every 10 s. Two subscriptions to one query share one cache entry; the polling one follows the data.
 */
function useBilling() {
  const orders = useGetOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  const pollingInterval = awaitingPayment(orders.data?.orders) ? pollMs : 0;
  useGetOrdersQuery(undefined, { pollingInterval });
  const subscription = useGetSubscriptionQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval });
  return { orders, subscription };
}

function ActivePlan({ subscription }: { subscription: SubscriptionView }) {
  const period = periodText(subscription);
  return (
    <section className={styles.current} aria-labelledby="current-plan">
      <p className={styles.eyebrow}>Paket Aktif</p>
      <h2 id="current-plan" data-testid="current-plan">
        {subscription.plan_name}
      </h2>
      <p>
        <span className={styles.status} data-status={subscription.status} data-testid="subscription-status">
          {subscriptionStatusLabel(subscription.status)}
        </span>
      </p>
      {period ? (
        <p className={styles.muted} data-testid="period-end">
          {period}
        </p>
      ) : null}
    </section>
  );
}

/** /app/subscription ('Langganan Saya'): the plan in force, the plans to choose from, the payment history and help. */
export function SubscriptionPage() {
  useDocumentTitle('Langganan Saya');
  const navigate = useNavigate();
  const { orders, subscription } = useBilling();
  const plans = usePlansQuery();
  const support = useGetOverviewQuery().data?.support_whatsapp || supportWhatsapp;
  const [processing, setProcessing] = useState<string | null>(null);
  const [upgradeFailed, setUpgradeFailed] = useState(false);

  // The payment is made on /pricing/website, which opens the checkout of the plan named in ?plan=.
  const choose = async (plan: Plan) => {
    setProcessing(plan.id);
    setUpgradeFailed(false);
    try {
      await navigate(`${getHref('pricingWebsite')}?plan=${encodeURIComponent(plan.id)}`);
    } catch {
      setProcessing(null);
      setUpgradeFailed(true);
    }
  };

  const current = subscription.data && plans.data ? planInForce(subscription.data, plans.data) : null;

  return (
    <div className={styles.page}>
      <h1>Langganan Saya</h1>
      {subscription.data ? (
        <ActivePlan subscription={subscription.data} />
      ) : subscription.isError ? (
        <LoadFailed what="Paket aktif" onRetry={() => void subscription.refetch()} retrying={subscription.isFetching} />
      ) : (
        <Skeleton label="Memuat paket..." lines={6} />
      )}
      {upgradeFailed ? <Alert tone="error">{paymentMessages.upgradeError}</Alert> : null}
      <section className={styles.section} aria-labelledby="all-plans">
        <h2 id="all-plans">Pilih Paket</h2>
        {plans.data ? (
          <PlanCards
            plans={plans.data}
            current={current}
            processing={processing}
            onChoose={(plan) => void choose(plan)}
          />
        ) : plans.isError ? (
          <LoadFailed what="Daftar paket" onRetry={() => void plans.refetch()} retrying={plans.isFetching} />
        ) : (
          <p className={styles.muted}>Memuat paket...</p>
        )}
      </section>
      <PaymentHistory
        orders={orders.data?.orders}
        failed={orders.isError && !orders.data}
        retrying={orders.isFetching}
        onRetry={() => void orders.refetch()}
      />
      <section className={styles.help} aria-labelledby="help-title">
        <h2 id="help-title">Butuh bantuan?</h2>
        <p className={styles.muted}>Tim kami siap membantu memilih paket atau menyelesaikan pembayaran Anda.</p>
        <div className={styles.actions}>
          <a
            href={chatLink('Halo Undangin, saya butuh bantuan terkait langganan saya.', support)}
            target="_blank"
            rel="noreferrer"
            data-testid="subscription-help-chat"
          >
            Chat Dukungan via WhatsApp
          </a>
          <Link to={getHref('pricingWebsite')}>Bandingkan semua paket</Link>
        </div>
      </section>
    </div>
  );
}
