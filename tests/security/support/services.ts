import { randomBytes, createHash, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateSigningKey } from '@undangin/service-kit';
import { bearer, buildTestService, publishedTestKey } from '@undangin/service-kit/testing';
import { AuthSigningKey, hashPassword } from '@undangin/db';
import { adminRoutes } from '../../../services/admin/src/app';
import { billingRoutes } from '../../../services/billing/src/app';
import { readBillingSettings } from '../../../services/billing/src/settings';
import { authRoutes } from '../../../services/auth/src/app';
import { outboxMailer } from '@undangin/service-kit/mail';
import { localStorage } from '@undangin/service-kit/storage';
import { readAuthSettings, type AuthSettings } from '../../../services/auth/src/settings';
import { dashboardRoutes } from '../../../services/dashboard/src/app';
import { readWhatsappSettings } from '../../../services/dashboard/src/whatsapp/settings';
import { invitationRoutes } from '../../../services/invitation/src/app';
import { marketingRoutes } from '../../../services/marketing/src/app';
import type { PrivateDatabase } from './database';
import { withRouteTable } from './routes';

/** Billing on its local sandbox (no reconcile timer), with the sandbox's server key for its merchant API. */
export const billingSettings = {
  ...readBillingSettings({ RATE_LIMIT_CHECKOUT_ACCOUNT: '100000', RATE_LIMIT_CHECKOUT_IP: '100000' }),
  reconcileSeconds: 0,
};
/** The dashboard's WhatsApp sandbox with secrets the tests know (its Graph API token, the webhook's app secret). */
export const whatsappSettings = {
  ...readWhatsappSettings({ SITE_URL: 'http://127.0.0.1:8080' }),
  accessToken: 'EAAG-sandbox-uji-akses',
  appSecret: 'rahasia-aplikasi-uji-akses',
};
export const sandboxAuthorization = `Basic ${Buffer.from(`${billingSettings.serverKey}:`).toString('base64')}`;

/** Each service as its own tests build it, with its route table recorded. */
export async function buildService(service: 'auth' | 'marketing' | 'invitation' | 'dashboard' | 'admin' | 'billing') {
  if (service === 'auth') {
    const signingKey = await generateSigningKey();
    const base = readAuthSettings({ SITE_URL: 'http://127.0.0.1:8080' });
    // Limits are tested on their own: here every attempt must reach the code behind them.
    const rateLimits = Object.fromEntries(
      Object.keys(base.rateLimits).map((name) => [name, { max: 1_000_000, windowSeconds: 60 }]),
    ) as AuthSettings['rateLimits'];
    const { plugin, table } = withRouteTable(
      authRoutes({ signingKey, settings: { ...base, rateLimits }, mailer: outboxMailer }),
    );
    const app = await buildTestService('auth', plugin);
    await app.orm.em.fork().upsert(AuthSigningKey, {
      kid: signingKey.kid,
      algorithm: signingKey.algorithm,
      publicJwk: { ...signingKey.publicJwk },
      retiredAt: null,
    });
    return { app, table };
  }
  const routes = {
    marketing: marketingRoutes,
    invitation: invitationRoutes,
    dashboard: dashboardRoutes(localStorage(await mkdtemp(path.join(os.tmpdir(), 'hostile-uploads-'))), {
      workers: false,
      settings: whatsappSettings,
    }),
    admin: adminRoutes,
    billing: billingRoutes({ settings: billingSettings, mailer: outboxMailer }),
  }[service];
  const { plugin, table } = withRouteTable(routes);
  return { app: await buildTestService(service, plugin), table };
}

let signing: ReturnType<typeof publishedTestKey> | null = null;
let pinHash: Promise<string> | null = null;

/** One signing key per database, published before the service starts (it reloads keys only every few seconds). */
export const testKey = () => (signing ??= publishedTestKey());

/** A signed-in host with an invitation, a guest, a guest-book entry and a receptionist link with an open session. */
export async function hostWithInvitation(db: PrivateDatabase) {
  // One PIN hash per file: fixtures are made for every route.
  const key = await testKey();
  const userId = randomUUID();
  const slug = `uji-${randomUUID().slice(0, 8)}`;
  await db.sql(`insert into auth_users (id, email, encrypted_password, email_confirmed_at) values (?, ?, 'x', now())`, [
    userId,
    `${userId}@contoh.id`,
  ]);
  const [invitation] = await db.sql<{ id: string }>(
    `insert into invitations (user_id, slug, couple_name, event_date, event_time, location, theme_id, is_active)
     values (?, ?, 'Rina & Dimas', '2027-03-14', '19:00', 'Balai Kartini', 'ocean-breeze', true) returning id`,
    [userId, slug],
  );
  const id = invitation!.id;
  const [guest] = await db.sql<{ id: string; code: string }>(
    `insert into guests (invitation_id, name, phone) values (?, 'Budi', '6281234567890') returning id, code`,
    [id],
  );
  const [entry] = await db.sql<{ id: string }>(
    `insert into guestbook_entries (invitation_id, name, message) values (?, 'Sari', 'Selamat') returning id`,
    [id],
  );
  const [reminder] = await db.sql<{ id: string }>(
    `insert into whatsapp_reminders (id, invitation_id, audience, send_at, time_zone)
     values (gen_random_uuid(), ?, 'unanswered', now() + interval '1 day', 'WIB') returning id`,
    [id],
  );
  // A failed export: it can be retried, and its link is refused (409) without a file.
  const [made] = await db.sql<{ id: string }>(
    `insert into render_exports (invitation_id, owner_id, kind, file_name, status, error)
     values (?, ?, 'invitation_pdf', 'undangan.pdf', 'failed', 'render_failed') returning id`,
    [id, userId],
  );
  const token = randomBytes(18).toString('base64url');
  const session = randomBytes(24).toString('base64url');
  const [link] = await db.sql<{ id: string }>(
    `insert into checkin_links (invitation_id, token, pin_hash) values (?, ?, ?) returning id`,
    [id, token, await (pinHash ??= hashPassword('123456'))],
  );
  await db.sql(
    `insert into checkin_sessions (token_hash, link_id, expires_at) values (?, ?, now() + interval '1 day')`,
    [createHash('sha256').update(session).digest('hex'), link!.id],
  );
  return {
    userId,
    headers: { ...(await bearer(key, 'user', userId)), 'x-reception-session': session },
    adminHeaders: await bearer(key, 'admin'),
    params: {
      id,
      slug,
      guestId: guest!.id,
      code: guest!.code,
      entryId: entry!.id,
      linkId: link!.id,
      reminderId: reminder!.id,
      exportId: made!.id,
      token,
      themeId: 'ocean-breeze',
      key: 'check-in',
    },
  };
}
