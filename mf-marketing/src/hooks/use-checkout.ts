import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, type Location } from '@undangin/router';
import { selectUser, useAppSelector } from '@undangin/platform';
import { useCreateTransactionMutation } from '../api/checkout/create-transaction';
import { useLazyGetPaymentConfigQuery } from '../api/checkout/get-payment-config';
import { checkout, type CheckoutRequest } from '../api/checkout/checkout';
import { loadSnap, type Snap } from '../api/checkout/snap';

/** How long a buy button waits for Snap.js still loading (a slow phone connection) before saying it is missing. */
const snapWaitMs = 15_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Where the login screen brings a signed-out host back to. */
export type ReturnTo = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * The checkout of the pricing and promo pages: loads Snap.js with the page, and `start` runs one checkout at a time,
 * then alerts the spec's text and goes to the result page. `busy` is true while a payment is being processed.
 */
export function useCheckout() {
  const signedIn = Boolean(useAppSelector(selectUser));
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // The order a closed popup left waiting for its payment, for the page's note.
  const [leftPending, setLeftPending] = useState<string | null>(null);
  const running = useRef(false);
  const [fetchConfig] = useLazyGetPaymentConfigQuery();
  const [createTransaction] = useCreateTransactionMutation();

  const snap = useCallback(
    async (): Promise<Snap> => loadSnap(await fetchConfig(undefined, true).unwrap()),
    [fetchConfig],
  );

  // At page start, so the popup opens at once on a click. A failure is only logged; the click then says so.
  useEffect(() => {
    snap().catch((error: unknown) => console.warn('Snap.js belum dimuat:', error));
  }, [snap]);

  const start = useCallback(
    async (request: CheckoutRequest, returnTo: ReturnTo) => {
      if (running.current) return;
      running.current = true;
      try {
        const end = await checkout(request, {
          signedIn,
          onProcessing: () => setBusy(true),
          snap: () => within(snap(), snapWaitMs).catch(() => null),
          createTransaction: (body) => createTransaction(body),
        });
        if (end.message) window.alert(end.message);
        setLeftPending(end.leftPending ?? null);
        if (end.redirect) await navigate(end.redirect, end.login ? { state: { from: returnTo } } : undefined);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [signedIn, snap, createTransaction, navigate],
  );

  return { start, busy, leftPending };
}

export type Checkout = ReturnType<typeof useCheckout>;
