import { useState } from 'react';
import { paymentMessages, type OrderView } from '@undangin/contracts';
import { errorText } from '@undangin/platform/upload';
import { Alert, Button } from '@undangin/ui';
import { useCancelOrderMutation, useLazyGetOrderPaymentQuery } from '../api/get-orders';
import { inWib } from './subscription-view';
import styles from './subscription.module.css';

/**
 * What a host does with an order still awaiting its payment (a popup closed, a transfer not made): pay it on its own
 * payment page while that is valid, or cancel it. Past its time it only says so: the reconcile job closes it.
 */
export function PendingOrderActions({ order, now = Date.now() }: { order: OrderView; now?: number }) {
  const [resume, resuming] = useLazyGetOrderPaymentQuery();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (Date.parse(order.payable_until) <= now) return <p className={styles.muted}>{paymentMessages.payableEnded}</p>;

  const pay = async () => {
    setFailure(null);
    const answer = await resume(order.order_id);
    if (answer.data) window.location.assign(answer.data.redirect_url);
    else setFailure(errorText(answer.error, paymentMessages.gatewayUnavailable));
  };
  const giveUp = async () => {
    if (!window.confirm(paymentMessages.cancelConfirm)) return;
    setFailure(null);
    const answer = await cancel(order.order_id);
    if ('error' in answer) setFailure(errorText(answer.error, paymentMessages.gatewayUnavailable));
  };

  return (
    <div className={styles.pendingActions}>
      <p className={styles.muted} data-testid="pay-before">
        {paymentMessages.payBefore(inWib(order.payable_until).replace(/ WIB$/, ''))}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => void pay()} disabled={resuming.isFetching || cancelling.isLoading}>
          {resuming.isFetching ? paymentMessages.processing : paymentMessages.resumeButton}
        </Button>
        <Button variant="secondary" onClick={() => void giveUp()} disabled={cancelling.isLoading}>
          {paymentMessages.cancelButton}
        </Button>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
