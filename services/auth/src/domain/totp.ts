import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { mfaRules } from '@undangin/contracts';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps.
const period = 30;
const totpFor = (secret: string, label = '', issuer: string = mfaRules.issuer) =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) });

/** A fresh 160-bit secret, its otpauth:// URI and that URI as an SVG QR code (GoTrue's `totp` answer). */
export async function newTotp(
  label: string,
  issuer?: string,
): Promise<{ secret: string; uri: string; qrCode: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, label, issuer || mfaRules.issuer).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;utf-8,${encodeURIComponent(svg)}` };
}

/**
 * The time step a code belongs to, or null when it matches none. A step either side of now is accepted, for a
 * phone clock a little off; the caller refuses a step already used.
 */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / period) + delta;
}
