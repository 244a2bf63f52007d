import type { APIRequestContext, Page } from '@playwright/test';
import { toSession } from '@undangin/platform/session';
import type { AuthSession } from '@undangin/contracts';

/** The demo accounts the embedded default seeds (SEED_DEMO). */
export const demo = {
  host: { email: 'demo@contoh.id', password: 'demo12345', name: 'Budi Santoso', whatsapp: '081234567890' },
  admin: { email: 'admin@undangin.id', password: 'demo12345', name: 'Admin Undangin' },
} as const;

/** Signs in through the auth service's API, as the login screen does, and answers the GoTrue session. */
export async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<AuthSession> {
  const response = await request.post('/auth/v1/token?grant_type=password', { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as AuthSession;
}

/** Puts a real session of `account` into the browser before the page loads, to skip the login screen. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<AuthSession> {
  const session = await apiSignIn(page.request, account.email, account.password);
  const stored = JSON.stringify(toSession(session));
  await page.addInitScript({ content: `localStorage.setItem('undangin.session', ${JSON.stringify(stored)});` });
  return session;
}

let counter = 0;
/** A new person per call: unique e-mail and WhatsApp number. */
export function newPerson() {
  counter += 1;
  const n = `${Date.now() % 10_000_000}${counter}`.slice(-8).padStart(8, '0');
  return { name: `Sari ${n}`, email: `sari.${n}@contoh.id`, whatsapp: `0813${n}`, password: 'rahasia123' };
}

/** Registers through the API (for journeys that start after sign-up). */
export async function apiRegister(request: APIRequestContext, person: ReturnType<typeof newPerson>): Promise<void> {
  const response = await request.post('/auth/v1/signup', {
    data: {
      email: person.email,
      password: person.password,
      data: { name: person.name, full_name: person.name, whatsapp: person.whatsapp },
    },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

/** The link in the newest mail to `email`, read from the local outbox at /dev/mail. */
export async function latestMailLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/dev/mail/messages?to=${encodeURIComponent(email)}`);
  const [mail] = (await response.json()) as { text: string }[];
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no mail for ${email}`);
  return link;
}
