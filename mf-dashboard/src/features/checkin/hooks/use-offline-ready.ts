import { useEffect, useState } from 'react';
import { keepDeskOffline } from '@undangin/platform/desk';

/** How long after the desk is stored the QR reader is fetched, in the background, for offline use. */
const readerDelayMs = 2000;

/** The camera's QR reader without a native one (iOS Safari): jsQR, fetched ahead so a scan works offline. */
const prepareQrReader = (): Promise<unknown> => ('BarcodeDetector' in globalThis ? Promise.resolve() : import('jsqr'));

/**
 * Keeps the desk page for offline use (its service worker, its manifest) and answers whether it is ready: the page's
 * files stored on the device and the QR reader in. Never on the first paint's path: both come after the page loaded.
 */
export function useOfflineReady(): boolean {
  const [stored, setStored] = useState(false);
  const [reader, setReader] = useState(false);
  useEffect(() => keepDeskOffline(() => setStored(true)), []);
  useEffect(() => {
    if (!stored) return;
    let live = true;
    const timer = setTimeout(
      () =>
        void prepareQrReader().then(
          () => live && setReader(true),
          () => undefined,
        ),
      readerDelayMs,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [stored]);
  return stored && reader;
}
