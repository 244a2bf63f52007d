import {
  getHref,
  paymentMessages,
  type CreateTransactionBody,
  type CreateTransactionResult,
  type ErrorBody,
} from '@undangin/contracts';
import type { Snap } from './snap';

/** How the payment popup ended: one of Snap's four callbacks. */
export type PopupOutcome = 'success' | 'pending' | 'error' | 'close';

/** What the page does when a checkout ends: show `message` (the spec's alert), then go to `redirect` if any. */
export interface CheckoutEnd {
  message: string | null;
  redirect: string | null;
  /** The redirect is the login screen: it should bring the host back to where they chose the plan. */
  login?: true;
  /** The popup closed on an order that now waits for its payment: the page says where to resume it. */
  leftPending?: string;
}

/** A plan to buy, or a promo's plan at the promo's price; `free` plans need no payment. */
export interface CheckoutRequest extends CreateTransactionBody {
  free: boolean;
}

export interface CheckoutDeps {
  signedIn: boolean;
  /** The paid checkout has begun: the page disables its buy buttons ('Memproses...'). */
  onProcessing: () => void;
  /** Snap.js once loaded, or null when it could not be. */
  snap: () => Promise<Snap | null>;
  createTransaction: (body: CreateTransactionBody) => Promise<{ data: CreateTransactionResult } | { error: unknown }>;
}

const resultPages = { success: 'paymentSuccess', pending: 'paymentPending', error: 'paymentError' } as const;

/** The popup's outcome as the spec maps it: an alert and a result page with the order, or (closed) the alert only. */
export function popupEnd(outcome: PopupOutcome, orderId: string): CheckoutEnd {
  if (outcome === 'close') return { message: paymentMessages.closed, redirect: null, leftPending: orderId };
  const query = new URLSearchParams({ order_id: orderId, status: outcome });
  return { message: paymentMessages[outcome], redirect: `${getHref(resultPages[outcome])}?${query.toString()}` };
}

/**
 * A refused transaction: 'Gagal membuat transaksi: {the service's message}' when the service answered, the generic
 * processing error when nothing answered (offline, timed out).
 */
export function transactionFailure(error: unknown): string {
  const failed = error as { status?: unknown; originalStatus?: unknown; data?: Partial<ErrorBody> } | undefined;
  const answered = typeof failed?.status === 'number' || typeof failed?.originalStatus === 'number';
  // Unlike errorText, a 5xx's own words too: the gateway's 502 says the payment provider cannot be reached.
  const reason = typeof failed?.data?.message === 'string' ? failed.data.message : '';
  return answered ? paymentMessages.createFailed(reason) : paymentMessages.processingError;
}

/** Opens the payment popup and settles with the first callback Snap makes. */
export function openPopup(snap: Snap, token: string): Promise<PopupOutcome> {
  return new Promise((resolve) => {
    snap.pay(token, {
      onSuccess: () => resolve('success'),
      onPending: () => resolve('pending'),
      onError: () => resolve('error'),
      onClose: () => resolve('close'),
    });
  });
}

/**
 * One checkout, start to end: the free plan goes to /register; a paid one needs a signed-in host and a loaded Snap.js,
 * then the billing service opens the order and the popup takes the payment.
 */
export async function checkout({ free, ...body }: CheckoutRequest, deps: CheckoutDeps): Promise<CheckoutEnd> {
  // A signed-in host has an account already: the free plan is their dashboard.
  if (free) return { message: null, redirect: getHref(deps.signedIn ? 'dashboard' : 'register') };
  if (!deps.signedIn) return { message: paymentMessages.loginRequired, redirect: getHref('login'), login: true };
  deps.onProcessing();
  try {
    const snap = await deps.snap();
    if (!snap) return { message: paymentMessages.snapNotLoaded, redirect: null };
    const created = await deps.createTransaction(body);
    if ('error' in created) return { message: transactionFailure(created.error), redirect: null };
    if (!created.data?.token) return { message: paymentMessages.createFailed(null), redirect: null };
    return popupEnd(await openPopup(snap, created.data.token), created.data.order_id);
  } catch {
    return { message: paymentMessages.processingError, redirect: null };
  }
}
