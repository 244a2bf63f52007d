import { messages } from '@undangin/contracts';
import { AppError } from '../errors';

// C0 and C1 controls (NUL among them), DEL, and UTF-16 halves without their pair: none belongs in a name, and
// Postgres refuses NUL in text. Matching control characters is this expression's purpose.
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The name an upload was sent with, kept for display only (storage keys never use it): checked before anything is
 * stored, so a refused name leaves nothing behind. Refused (400) with control characters; at most 200 characters.
 */
export function uploadFileName(raw: string | undefined, fallback = 'upload'): string {
  const name = (raw ?? '').normalize('NFC').trim();
  if (forbidden.test(name)) throw new AppError(400, 'validation_failed', messages.uploads.badFileName);
  return Array.from(name).slice(0, 200).join('') || fallback;
}
