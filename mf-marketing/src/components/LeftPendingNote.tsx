import { Link } from '@undangin/router';
import { getHref, paymentMessages } from '@undangin/contracts';
import { Alert } from '@undangin/ui';

/** After a closed popup: the order waits for its payment, and Langganan Saya resumes or cancels it. */
export function LeftPendingNote({ orderId }: { orderId: string | null }) {
  if (!orderId) return null;
  return (
    <Alert tone="info">
      <span data-testid="left-pending">{paymentMessages.closedNote} </span>
      <Link to={getHref('subscription')}>Buka Langganan Saya</Link>
    </Alert>
  );
}
