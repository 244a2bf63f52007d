// What a signed-in account keeps on the device beyond its session (an offline desk's encrypted guest list): named
// here so that signing out, on any page, deletes it, even where the code that wrote it is not loaded.

import { storage } from './session';

const registryKey = 'undangin.signed-in-data';

// Typed without the DOM library: this module also runs in Node (tests).
const databases = (): { deleteDatabase(name: string): unknown } | undefined =>
  (globalThis as unknown as { indexedDB?: { deleteDatabase(name: string): unknown } }).indexedDB;

function registered(): string[] {
  try {
    const names = JSON.parse(storage()?.getItem(registryKey) ?? '[]') as unknown;
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** Marks an IndexedDB database as the signed-in account's: deleted when the session ends. */
export function keepUntilSignOut(database: string): void {
  const names = registered();
  if (names.includes(database)) return;
  try {
    storage()?.setItem(registryKey, JSON.stringify([...names, database]));
  } catch {
    // Full or private storage: the desk then keeps nothing past its tab either.
  }
}

/** Deletes every database marked as the signed-in account's. */
export function forgetSignedInData(): void {
  const names = registered();
  if (!names.length) return;
  for (const name of names) databases()?.deleteDatabase(name);
  try {
    storage()?.removeItem(registryKey);
  } catch {
    // Nothing more to do.
  }
}
