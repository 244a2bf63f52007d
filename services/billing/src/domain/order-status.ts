import type { OrderStatus } from '@undangin/contracts';

/**
 * An order's status from the gateway's transaction status, as Midtrans documents them: a card capture is paid once
 * its fraud check accepts it (a challenge waits for the merchant); settlement is paid; deny, cancel, expire and
 * failure are failed. Null for a status billing does not act on (it is still recorded).
 */
export function orderStatusOf(transactionStatus: string, fraudStatus?: string | null): OrderStatus | null {
  switch (transactionStatus) {
    case 'capture':
      if (fraudStatus === 'challenge') return 'pending';
      return fraudStatus === 'deny' ? 'failed' : 'paid';
    case 'settlement':
      return 'paid';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'deny':
    case 'cancel':
    case 'expire':
    case 'failure':
      return 'failed';
    // A chargeback is money the host took back through their bank: it ends what it paid for as a refund does.
    case 'refund':
    case 'chargeback':
      return 'refunded';
    case 'partial_refund':
    case 'partial_chargeback':
      return 'partially_refunded';
    default:
      return null;
  }
}

/**
 * Where an order may go from where it is, whatever order the gateway's messages arrive in: a paid order never goes
 * back to pending or failed (a late 'pending' or 'expire' changes nothing), only to a refund; a failed one may still
 * be paid (a denied card tried again and captured), never pending again; a refund is the end.
 */
const next: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'failed', 'refunded', 'partially_refunded'],
  failed: ['paid'],
  paid: ['refunded', 'partially_refunded'],
  partially_refunded: ['refunded'],
  refunded: [],
};

export const mayMove = (from: OrderStatus, to: OrderStatus): boolean => from === to || next[from].includes(to);
