import type { PaymentConfig } from '@undangin/contracts';

/** The part of Midtrans's result object the checkout reads (Snap passes more). */
export interface SnapResult {
  order_id?: string;
  status_code?: string;
  transaction_status?: string;
  status_message?: string;
}

/** The callbacks of `snap.pay`, as Midtrans documents them. */
export interface SnapCallbacks {
  onSuccess: (result: SnapResult) => void;
  onPending: (result: SnapResult) => void;
  onError: (result: SnapResult) => void;
  onClose: () => void;
}

export interface Snap {
  pay: (token: string, callbacks: SnapCallbacks) => void;
}

declare global {
  interface Window {
    snap?: Snap;
  }
}

let loading: Promise<Snap> | null = null;

/**
 * Adds Snap.js to the page once, from the URL the billing API names (Midtrans's, or the local sandbox's same-origin
 * stand-in), with the client key in data-client-key as Midtrans documents. Resolves with window.snap; after a failed
 * load the next call tries again.
 */
export function loadSnap(config: PaymentConfig): Promise<Snap> {
  if (window.snap) return Promise.resolve(window.snap);
  loading ??= new Promise<Snap>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      script.remove();
      loading = null;
      reject(new Error(`Snap.js could not be loaded from ${config.snap_js_url}`));
    };
    script.src = config.snap_js_url;
    script.async = true;
    script.setAttribute('data-client-key', config.client_key);
    script.onload = () => (window.snap ? resolve(window.snap) : fail());
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}
