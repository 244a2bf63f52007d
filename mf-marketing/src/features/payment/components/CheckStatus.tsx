import { Link } from '@undangin/router';
import { getHref, orderStatusLabels } from '@undangin/contracts';
import { selectUser, useAppSelector } from '@undangin/platform';
import { Button, buttonClass } from '@undangin/ui';
import { errorText } from '@undangin/platform/upload';
import { useLazyGetOrderQuery } from '../api/get-order';
import styles from './payment.module.css';

/**
 * 'Cek Status': for a signed-in host with the order in the address, asks the billing service for the order's real
 * state and shows it; otherwise the spec's link to the dashboard (which asks a signed-out visitor to log in).
 */
export function CheckStatus({ orderId }: { orderId: string | null }) {
  const signedIn = Boolean(useAppSelector(selectUser));
  const [check, { data: order, error, isFetching }] = useLazyGetOrderQuery();
  if (!orderId || !signedIn) {
    return (
      <Link to={getHref('dashboard')} className={buttonClass()}>
        Cek Status
      </Link>
    );
  }
  return (
    <>
      <Button onClick={() => void check(orderId)} disabled={isFetching}>
        {isFetching ? 'Memeriksa...' : 'Cek Status'}
      </Button>
      <p className={styles.checked} role="status" data-testid="order-status">
        {error
          ? errorText(error, 'Status pesanan belum dapat diperiksa. Silakan coba lagi.')
          : order && !isFetching
            ? `Status pesanan: ${orderStatusLabels[order.status]}`
            : ''}
      </p>
      {order?.status === 'paid' && !isFetching ? <Link to={getHref('subscription')}>Lihat Langganan</Link> : null}
    </>
  );
}
