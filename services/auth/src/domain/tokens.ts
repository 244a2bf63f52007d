import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and mailed link tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256: a leaked table signs nobody in. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
