import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '@undangin/db';
import { signAccessToken, type App, type SigningKey } from '@undangin/service-kit';
import { publishedTestKey, withOwnerDb } from '@undangin/service-kit/testing';
import { declaredAccess, type Access } from './access';
import { baseline, fillUrl, type RouteInfo } from './support/routes';
import { privateDatabase, type PrivateDatabase } from './support/database';
import { webhookSignature } from '../../services/dashboard/src/whatsapp/cloud-api';
import { buildService, sandboxAuthorization, whatsappSettings } from './support/services';

const services = ['auth', 'marketing', 'invitation', 'dashboard', 'admin', 'billing'] as const;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.getConnection().execute<T[]>(text, params));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let pinHash: Promise<string> | null = null;

/** An account (with a live session) owning an invitation, a guest, a guest-book entry, a media file, a receptionist link and an order. */
async function owner(key: SigningKey) {
  const userId = randomUUID();
  const sessionId = randomUUID();
  const slug = `akses-${randomUUID().slice(0, 8)}`;
  await sql(`insert into auth_users (id, email, encrypted_password, email_confirmed_at) values (?, ?, 'x', now())`, [
    userId,
    `${userId}@contoh.id`,
  ]);
  await sql(`insert into auth_sessions (id, user_id, method) values (?, ?, 'password')`, [sessionId, userId]);
  const [invitation] = await sql<{ id: string }>(
    `insert into invitations (user_id, slug, couple_name, event_date, event_time, location, theme_id, is_active)
     values (?, ?, 'Rina & Dimas', '2027-03-14', '19:00', 'Balai Kartini', 'ocean-breeze', true) returning id`,
    [userId, slug],
  );
  const id = invitation!.id;
  // Its first session, made with it.
  const [firstSession] = await sql<{ id: string }>(`select id from invitation_sessions where invitation_id = ?`, [id]);
  const [guest] = await sql<{ id: string; code: string }>(
    `insert into guests (invitation_id, name, phone, checked_in_at, checked_in_count) values (?, 'Budi', '6281234567890', now(), 1) returning id, code`,
    [id],
  );
  const [entry] = await sql<{ id: string }>(
    `insert into guestbook_entries (invitation_id, name, message) values (?, 'Sari', 'Selamat') returning id`,
    [id],
  );
  const [media] = await sql<{ id: string }>(
    `insert into media_files (user_id, kind, mime, size, url, original_name) values (?, 'image', 'image/webp', 10, ?, 'foto.webp') returning id`,
    [userId, `/uploads/akses-${randomUUID()}.webp`],
  );
  const token = randomBytes(18).toString('base64url');
  const session = randomBytes(24).toString('base64url');
  const [link] = await sql<{ id: string }>(
    `insert into checkin_links (invitation_id, token, pin_hash) values (?, ?, ?) returning id`,
    [id, token, await (pinHash ??= hashPassword('123456'))],
  );
  await sql(`insert into checkin_sessions (token_hash, link_id, expires_at) values (?, ?, now() + interval '1 day')`, [
    sha256(session),
    link!.id,
  ]);
  // An order awaiting payment, which the local payment sandbox knows as pending.
  const orderId = `UNDANGIN-${Date.now()}-${randomBytes(4).toString('hex').slice(0, 6)}`;
  await sql(`insert into orders (id, user_id, plan_id, amount) values (?, ?, 'pro', 75000)`, [orderId, userId]);
  await sql(
    `insert into billing_sandbox_transactions (token, order_id, gross_amount, transaction_status) values (?, ?, 75000, 'pending')`,
    [randomUUID(), orderId],
  );
  const [printTemplate] = await sql<{ id: string }>(
    `insert into print_templates (name, category, thumbnail) values ('Akses', 'wedding', '/akses.webp') returning id`,
  );
  // An unused, ended promo ('uji-…': the catalogue tests leave such promos out).
  const promoId = `uji-akses-${randomUUID().slice(0, 8)}`;
  await sql(
    `insert into promos (id, title, subtitle, description, original_price, promo_price, discount, valid_until, color, badge, plan_id)
     values (?, 'Akses', '', '', 75000, 50000, 33, now() - interval '1 day', '#db2777', 'Uji', 'pro')`,
    [promoId],
  );
  // A plan off sale, so the catalogue other tests read stays as seeded.
  const planId = `uji-akses-${randomUUID().slice(0, 8)}`;
  await sql(
    `insert into plans (id, name, price, billing_interval, is_active) values (?, 'Akses', 1000, 'monthly', false)`,
    [planId],
  );
  const [message] = await sql<{ id: string }>(
    `insert into contact_messages (name, email, subject, message) values ('Sari', 'sari@contoh.id', 'general', 'Halo') returning id`,
  );
  const [factor] = await sql<{ id: string }>(
    `insert into auth_mfa_factors (id, user_id, factor_type, status, secret) values (?, ?, 'totp', 'unverified', 'JBSWY3DPEHPK3PXP') returning id`,
    [randomUUID(), userId],
  );
  const [reminder] = await sql<{ id: string }>(
    `insert into whatsapp_reminders (id, invitation_id, audience, send_at, time_zone)
     values (gen_random_uuid(), ?, 'unanswered', now() + interval '1 day', 'WIB') returning id`,
    [id],
  );
  const bearer = `Bearer ${await signAccessToken(key, { userId, email: `${userId}@contoh.id`, role: 'user', sessionId })}`;
  return {
    userId,
    sessionId,
    bearer,
    reception: session,
    params: {
      id,
      slug,
      factorId: factor!.id,
      guestId: guest!.id,
      sessionId: firstSession!.id,
      code: guest!.code,
      entryId: entry!.id,
      linkId: link!.id,
      reminderId: reminder!.id,
      token,
      themeId: 'ocean-breeze',
      key: 'check-in',
      mediaId: media!.id,
      planId,
      orderId,
      printTemplateId: printTemplate!.id,
      promoId,
      messageId: message!.id,
    },
  };
}

/** A token of a session that has ended (signed out), once the service has heard of the end. */
async function loggedOut(app: App, key: SigningKey, userId: string, role: 'user' | 'admin' = 'user') {
  const sessionId = randomUUID();
  if (role === 'admin')
    await sql(`insert into auth_users (id, email, encrypted_password) values (?, ?, 'x') on conflict do nothing`, [
      userId,
      `${userId}@contoh.id`,
    ]);
  await sql(`insert into auth_sessions (id, user_id, method) values (?, ?, 'password')`, [sessionId, userId]);
  await sql(`delete from auth_sessions where id = ?`, [sessionId]);
  for (let i = 0; i < 100 && !app.revocations.has(sessionId); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 30));
  return `Bearer ${await signAccessToken(key, { userId, role, sessionId })}`;
}

const links = { maps_link: '', music_url: '', background_image: '', background_video: '', live_stream_url: '' };
const fields = {
  ...links,
  ids: [] as string[],
  slug: 'akses-baru',
  category: 'wedding',
  theme_id: 'ocean-breeze',
  template: 'Halo {nama}',
  pin: '123456',
  people: 2,
  label: 'Meja depan',
  status: 'confirmed',
  plan_id: 'pro',
  challenge_id: randomUUID(),
  factor_type: 'totp',
};

// A database of its own: the matrix calls every route as its owner, admin settings included.
let database: PrivateDatabase;
beforeAll(async () => {
  database = await privateDatabase('access');
}, 60_000);
afterAll(() => database?.drop());

describe.each(services)('the access matrix of the %s service', (service) => {
  let app: App;
  let table: RouteInfo[];
  let key: SigningKey;

  beforeAll(async () => {
    // The page /{slug} is filled from the shell's built index.html; unit tests run before any build.
    const shell = path.join(await mkdtemp(path.join(os.tmpdir(), 'shell-')), 'index.html');
    await writeFile(shell, '<!doctype html><html lang="id"><head><title>Undangin</title></head><body></body></html>');
    process.env.SHELL_INDEX_FILE = shell;
    key = await publishedTestKey();
    ({ app, table } = await buildService(service));
    await app.ready();
  }, 60_000);
  afterAll(() => app?.close());

  it('declares the access of every registered route, and only of registered routes', () => {
    const registered = app.routeTable.map((route) => `${route.method} ${route.url}`);
    const declared = Object.keys(declaredAccess[service]!);
    expect(registered.filter((route) => !declared.includes(route))).toEqual([]);
    expect(declared.filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('holds every route to its declared access', async () => {
    const failures: string[] = [];
    for (const { method, url } of app.routeTable) {
      const access: Access = declaredAccess[service]![`${method} ${url}`]!;
      const schema = table.find((route) => route.method === method && route.url === url);
      const mine = await owner(key);
      const stranger = await owner(key);
      const params = {
        ...mine.params,
        id: url.includes('/media/')
          ? mine.params.mediaId
          : url.includes('/print-templates/')
            ? mine.params.printTemplateId
            : url.includes('/admin/promos/')
              ? mine.params.promoId
              : url.includes('/admin/plans/')
                ? mine.params.planId
                : url.includes('/admin/users/')
                  ? mine.userId
                  : url.includes('/admin/messages/')
                    ? mine.params.messageId
                    : mine.params.id,
      };
      const known = {
        ...params,
        ...fields,
        ids: [mine.params.guestId],
        ...(method === 'PUT' ? { slug: mine.params.slug } : {}),
      };
      const payload = schema?.body ? JSON.stringify(baseline(schema.body, known)) : undefined;
      const query = schema?.querystring
        ? new URLSearchParams(
            Object.entries((baseline(schema.querystring, known) ?? {}) as Record<string, string>).map(
              ([k, v]): [string, string] => [k, String(v)],
            ),
          ).toString()
        : '';
      const call = async (headers: Record<string, string>) => {
        const answer = await app.inject({
          method: method as 'GET',
          url: fillUrl(url, params) + (query ? `?${query}` : ''),
          headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
          payload,
        });
        const code = answer.headers['content-type']?.toString().includes('json')
          ? (answer.json() as { code?: string }).code
          : undefined;
        // GoTrue answers a token of an ended session with 403 session_not_found on its own routes.
        if (answer.statusCode === 403 && code === 'session_not_found') return 401;
        // A 403 for a rule of the product (a plan's limit) is not a refusal of access.
        return answer.statusCode === 403 && code !== 'forbidden' ? 422 : answer.statusCode;
      };
      const expectStatus = async (
        who: string,
        headers: Record<string, string>,
        ok: (status: number) => boolean,
        want: string,
      ) => {
        const status = await call(headers);
        if (!ok(status)) failures.push(`${method} ${url} (${access}) ${who}: ${status}, expected ${want}`);
      };
      const allowed = (status: number) => status < 500 && ![401, 403, 404].includes(status);

      if (access === 'public') {
        await expectStatus('anonymous', {}, (s) => s < 500 && s !== 401, 'no 401 or 5xx');
        continue;
      }
      if (access === 'receptionist') {
        await expectStatus('without a PIN session', {}, (s) => s === 401, '401');
        await expectStatus(
          "with another link's session",
          { 'x-reception-session': stranger.reception },
          (s) => s === 401 || s === 404,
          '401 or 404',
        );
        await expectStatus('with its session', { 'x-reception-session': mine.reception }, allowed, 'through');
        continue;
      }
      if (access === 'gateway') {
        const basic = (serverKey: string) => `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
        await expectStatus('without credentials', {}, (s) => s === 401, '401');
        await expectStatus("with a host's bearer", { authorization: mine.bearer }, (s) => s === 401, '401');
        await expectStatus(
          'with a guessed server key',
          { authorization: basic('SB-Mid-server-tebakan') },
          (s) => s === 401,
          '401',
        );
        await expectStatus(
          "with the sandbox's server key",
          { authorization: sandboxAuthorization },
          allowed,
          'through',
        );
        continue;
      }
      if (access === 'meta') {
        const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
        await expectStatus('without credentials', {}, (s) => s === 401, '401');
        await expectStatus("with a host's bearer", { authorization: mine.bearer }, (s) => s === 401, '401');
        await expectStatus('with a guessed token', bearer('EAAG-tebakan'), (s) => s === 401, '401');
        await expectStatus("with the sandbox's token", bearer(whatsappSettings.accessToken), allowed, 'through');
        continue;
      }
      if (access === 'signed') {
        const signed = (secret: string) => ({ 'x-hub-signature-256': webhookSignature(payload ?? '', secret) });
        await expectStatus('unsigned', {}, (s) => s === 401, '401');
        await expectStatus("with a host's bearer", { authorization: mine.bearer }, (s) => s === 401, '401');
        await expectStatus('signed with another secret', signed('rahasia-tebakan'), (s) => s === 401, '401');
        await expectStatus('signed with the app secret', signed(whatsappSettings.appSecret), allowed, 'through');
        continue;
      }
      await expectStatus('without a token', {}, (s) => s === 401, '401');
      await expectStatus(
        'with a forged token',
        { authorization: `${mine.bearer.slice(0, -4)}AAAA` },
        (s) => s === 401,
        '401',
      );
      if (access === 'admin') {
        await expectStatus('as a user', { authorization: mine.bearer }, (s) => s === 403, '403');
        const adminId = randomUUID();
        await expectStatus(
          'as a signed-out admin',
          { authorization: await loggedOut(app, key, adminId, 'admin') },
          (s) => s === 401,
          '401',
        );
        await expectStatus(
          'as an admin',
          { authorization: `Bearer ${await signAccessToken(key, { userId: adminId, role: 'admin' })}` },
          allowed,
          'through',
        );
        continue;
      }
      await expectStatus(
        'signed out',
        { authorization: await loggedOut(app, key, mine.userId) },
        (s) => s === 401,
        '401',
      );
      if (access === 'owner')
        await expectStatus(
          "on another account's resource",
          { authorization: stranger.bearer },
          (s) => s === 404,
          '404',
        );
      await expectStatus('as the owner', { authorization: mine.bearer }, allowed, 'through');
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
