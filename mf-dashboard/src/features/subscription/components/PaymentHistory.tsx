import {
  formatRupiah,
  orderEndedLabels,
  orderStatusLabels,
  paymentMessages,
  type OrderView,
} from '@undangin/contracts';
import { LoadFailed } from './LoadFailed';
import { PendingOrderActions } from './PendingOrderActions';
import { inWib } from './subscription-view';
import styles from './subscription.module.css';

/** The host's orders, newest first: date in WIB, plan, amount, status and order id; empty and failed states. */
export function PaymentHistory({
  orders,
  failed,
  retrying,
  onRetry,
}: {
  orders: readonly OrderView[] | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <section className={styles.section} aria-labelledby="payment-history">
      <h2 id="payment-history">Riwayat Pembayaran</h2>
      {failed ? (
        <LoadFailed what="Riwayat pembayaran" onRetry={onRetry} retrying={retrying} />
      ) : !orders ? (
        <p className={styles.muted}>Memuat riwayat pembayaran...</p>
      ) : !orders.length ? (
        <div className={styles.empty} data-testid="history-empty">
          <h3>{paymentMessages.historyEmptyTitle}</h3>
          <p className={styles.muted}>{paymentMessages.historyEmptyText}</p>
        </div>
      ) : (
        <ul className={styles.orders} aria-label="Riwayat pembayaran">
          {orders.map((order) => (
            <li key={order.order_id} data-testid={`order-${order.order_id}`}>
              <dl>
                <div>
                  <dt>Tanggal</dt>
                  <dd>{inWib(order.created_at)}</dd>
                </div>
                <div>
                  <dt>Paket</dt>
                  <dd>{order.plan_name}</dd>
                </div>
                <div>
                  <dt>Jumlah</dt>
                  <dd>{formatRupiah(order.amount)}</dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd>
                    <span
                      className={styles.status}
                      data-status={order.ended ?? order.status}
                      data-testid="order-status"
                    >
                      {order.ended ? orderEndedLabels[order.ended] : orderStatusLabels[order.status]}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt>ID Pesanan</dt>
                  <dd className={styles.orderId}>{order.order_id}</dd>
                </div>
              </dl>
              {order.status === 'pending' ? <PendingOrderActions order={order} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
