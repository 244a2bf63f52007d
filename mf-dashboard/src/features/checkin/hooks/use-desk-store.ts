import { useEffect, useState, useSyncExternalStore } from 'react';
import { keepUntilSignOut } from '@undangin/platform';
import { databaseOf } from './desk-db';
import { initialStatus, type DeskStatus } from './desk-status';
import { DeskStore } from './desk-store';
import type { DeskTransport } from '../api/desk-transport';

const idle = () => () => undefined;

/**
 * The desk `desk` on this device, open while the page is: its store (null until opened) and its status. A signed-in
 * desk's copy is the account's and goes when it signs out (`untilSignOut`).
 */
export function useDeskStore(
  desk: string | null,
  transport: DeskTransport | null,
  untilSignOut = false,
): { store: DeskStore | null; status: DeskStatus } {
  const [store, setStore] = useState<DeskStore | null>(null);
  useEffect(() => {
    if (!desk || !transport) return;
    if (untilSignOut) keepUntilSignOut(databaseOf(desk));
    const opened = new DeskStore(desk, transport);
    setStore(opened);
    void opened.start();
    return () => {
      opened.stop();
      setStore(null);
    };
  }, [desk, transport, untilSignOut]);
  const status = useSyncExternalStore(store?.subscribe ?? idle, store?.snapshot ?? (() => initialStatus));
  return { store, status };
}
