import { deskCodeMessage, deskKeyInfo, deskOpMessage, type DeskOp } from '@undangin/contracts';

/**
 * An offline desk's keys, derived (HKDF-SHA-256) from the 32 bytes the server gave the device once: one encrypts the
 * device's copy of the list and its unsent check-ins (AES-GCM), one signs each check-in for the server (HMAC-SHA-256)
 * and tags QR codes. Neither can be read back out of the browser (not extractable); they live in the desk's own
 * IndexedDB and are deleted with it.
 */
export interface DeskKeys {
  encrypt: CryptoKey;
  sign: CryptoKey;
}

/** A value as stored: AES-GCM's output and its fresh 12-byte nonce. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const text = new TextEncoder();
const fromBase64Url = (value: string) =>
  Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function importDeskKeys(key: string): Promise<DeskKeys> {
  const base = await crypto.subtle.importKey('raw', fromBase64Url(key), 'HKDF', false, ['deriveKey']);
  const derive = (info: string, algorithm: AesKeyGenParams | HmacKeyGenParams, usages: KeyUsage[]) =>
    crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: text.encode(info) },
      base,
      algorithm,
      false,
      usages,
    );
  return {
    encrypt: await derive(deskKeyInfo.encrypt, { name: 'AES-GCM', length: 256 }, ['encrypt', 'decrypt']),
    sign: await derive(deskKeyInfo.sign, { name: 'HMAC', hash: 'SHA-256', length: 256 }, ['sign']),
  };
}

/**
 * Encrypts `value` bound to `slot` (the record's place, as additional data): a record copied into another slot, or
 * changed at all, no longer opens.
 */
export async function seal(keys: DeskKeys, slot: string, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: text.encode(slot) },
    keys.encrypt,
    text.encode(JSON.stringify(value)),
  );
  return { iv, data };
}

/** The value sealed in `slot`; rejects when the record was changed or belongs elsewhere. */
export async function unseal<T>(keys: DeskKeys, slot: string, sealed: Sealed): Promise<T> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.iv, additionalData: text.encode(slot) },
    keys.encrypt,
    sealed.data,
  );
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}

async function hmac(keys: DeskKeys, message: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', keys.sign, text.encode(message)));
}

/** The op as the server checks it: every field signed, in the contract's order. */
export async function signOp(keys: DeskKeys, op: Omit<DeskOp, 'mac'>): Promise<DeskOp> {
  return { ...op, mac: await hmac(keys, deskOpMessage(op)) };
}

/** A QR code's tag under this device's key, as the server tags the list (the first 32 hex characters). */
export async function codeTagOf(keys: DeskKeys, code: string): Promise<string> {
  return (await hmac(keys, deskCodeMessage(code))).slice(0, 32);
}
