import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Role } from '@undangin/contracts';
import { signAccessToken, signingKeyFromPem } from '@undangin/service-kit';

// The key the started stack's auth service signs with (npm start keeps it in DATA_DIR/keys).
const keyFile = process.env.E2E_SIGNING_KEY_FILE ?? path.resolve(__dirname, '../../../.data/e2e/keys/auth-signing-key.pem');

/**
 * Puts a signed-in session into the browser before the page loads, as the sign-in screen will once the
 * accounts issue lands: a real access token, signed with the stack's own key, verified by the services.
 */
export async function signIn(page: Page, { role, name, email }: { role: Role; name: string; email: string }): Promise<void> {
  const key = await signingKeyFromPem(readFileSync(keyFile, 'utf8'));
  const userId = crypto.randomUUID();
  const accessToken = await signAccessToken(key, { userId, email, role, ttl: 600 });
  const session = {
    access_token: accessToken,
    refresh_token: 'tidak-dipakai',
    expires_at: Math.floor(Date.now() / 1000) + 600,
    user: { id: userId, email, name, role },
  };
  await page.addInitScript({ content: `localStorage.setItem('undangin.session', ${JSON.stringify(JSON.stringify(session))});` });
}
