import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { deskCodeMessage, deskKeyInfo, deskOpMessage, type DeskOp } from '@undangin/contracts';

/**
 * An offline desk's keys. The device gets 32 random bytes once, when it registers; it derives (HKDF-SHA-256) one key
 * to encrypt its copy of the list and one to sign what it records. The server derives the same signing key to check
 * those signatures and to tag each guest's QR code, so the device matches a scanned code without holding any code.
 */
export const newDeskKey = (): Buffer => randomBytes(32);

export const signingKeyOf = (deviceKey: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', deviceKey, Buffer.alloc(0), deskKeyInfo.sign, 32));

/** The tag of a guest's QR code under the device's signing key (hex, 32 characters). */
export const codeTag = (signingKey: Buffer, code: string): string =>
  createHmac('sha256', signingKey).update(deskCodeMessage(code)).digest('hex').slice(0, 32);

/** Whether the op is exactly what the device signed. */
export function opSigned(signingKey: Buffer, op: DeskOp): boolean {
  const expected = createHmac('sha256', signingKey).update(deskOpMessage(op)).digest();
  const given = Buffer.from(op.mac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
