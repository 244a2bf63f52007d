import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { signAccessToken, type App, type SigningKey } from '@undangin/service-kit';
import { publishedTestKey } from '@undangin/service-kit/testing';
import { declaredAccess, type Access } from './access';
import { footprint, owner, sql } from './support/access-fixture';
import { baseline, fillUrl, type RouteInfo } from './support/routes';
import { privateDatabase, type PrivateDatabase } from './support/database';
import { webhookSignature } from '../../services/dashboard/src/whatsapp/cloud-api';
import { buildService, sandboxAuthorization, whatsappSettings } from './support/services';

const services = ['auth', 'marketing', 'invitation', 'dashboard', 'admin', 'billing'] as const;

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
      // An invitation route with a role on it: its co-hosts are tried on an invitation of their own (`coHosted`), so
      // what a co-host may do (delete a guest) leaves the owner's call below its own guest.
      const onInvitation = /\/(invitations\/:id|public\/:slug\/preview)/.test(url) && !url.includes('/admin/');
      const coHosted = ['owner', 'editor', 'desk', 'device'].includes(access) && onInvitation ? await owner(key) : null;
      const prepare = (fixture: Awaited<ReturnType<typeof owner>>) => {
        const params = {
          ...fixture.params,
          id: url.includes('/media/')
            ? fixture.params.mediaId
            : url.includes('/print-templates/')
              ? fixture.params.printTemplateId
              : url.includes('/admin/promos/')
                ? fixture.params.promoId
                : url.includes('/admin/plans/')
                  ? fixture.params.planId
                  : url.includes('/admin/partners/programmes/')
                    ? 'affiliate'
                    : url.includes('/admin/partners/payouts/')
                      ? fixture.params.payoutId
                      : url.includes('/admin/partners/')
                        ? fixture.params.partnerId
                        : url.includes('/admin/users/')
                          ? fixture.userId
                          : url.includes('/admin/messages/')
                            ? fixture.params.messageId
                            : fixture.params.id,
          deviceId: url.includes('/reception/') ? fixture.params.linkDeviceId : fixture.params.userDeviceId,
        };
        const known = {
          ...params,
          ...fields,
          ids: [fixture.params.guestId],
          ...(method === 'PUT' ? { slug: fixture.params.slug } : {}),
        };
        const payload = schema?.body ? JSON.stringify(baseline(schema.body, known)) : undefined;
        const query = schema?.querystring
          ? new URLSearchParams(
              Object.entries((baseline(schema.querystring, known) ?? {}) as Record<string, string>).map(
                ([k, v]): [string, string] => [k, String(v)],
              ),
            ).toString()
          : '';
        return { url: fillUrl(url, params) + (query ? `?${query}` : ''), payload };
      };
      const mineCall = prepare(mine);
      const payload = mineCall.payload;
      const call = async (headers: Record<string, string>, target = mineCall) => {
        const answer = await app.inject({
          method: method as 'GET',
          url: target.url,
          headers: { ...(target.payload ? { 'content-type': 'application/json' } : {}), ...headers },
          payload: target.payload,
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
        target = mineCall,
      ) => {
        const status = await call(headers, target);
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
      if (access === 'owner' || access === 'editor' || access === 'desk' || access === 'device')
        await expectStatus(
          "on another account's resource",
          { authorization: stranger.bearer },
          (s) => s === 404,
          '404',
        );
      if (coHosted) {
        // Revoked and refused alike: a role too small for the route answers 403 and changes nothing.
        const target = prepare(coHosted);
        const before = await footprint(coHosted.params.id);
        if (access === 'device') {
          // The invitation's desk, on a device of the owner's: every co-host hears 404, and nothing changes.
          for (const [who, authorization] of [
            ['as a receptionist co-host', coHosted.receptionist],
            ['as an editor co-host', coHosted.editor],
          ] as const)
            await expectStatus(who, { authorization }, (s) => s === 404, '404', target);
          if ((await footprint(coHosted.params.id)) !== before)
            failures.push(`${method} ${url} (${access}): a co-host on another's device changed the invitation`);
        } else if (access !== 'desk') {
          await expectStatus(
            'as a receptionist co-host',
            { authorization: coHosted.receptionist },
            (s) => s === 403,
            '403',
            target,
          );
          if (access === 'owner')
            await expectStatus(
              'as an editor co-host',
              { authorization: coHosted.editor },
              (s) => s === 403,
              '403',
              target,
            );
          if ((await footprint(coHosted.params.id)) !== before)
            failures.push(`${method} ${url} (${access}): a refused co-host changed the invitation`);
        }
        if (access === 'desk')
          await expectStatus(
            'as a receptionist co-host',
            { authorization: coHosted.receptionist },
            allowed,
            'through',
            target,
          );
        if (access !== 'owner' && access !== 'device')
          await expectStatus('as an editor co-host', { authorization: coHosted.editor }, allowed, 'through', target);
      }
      await expectStatus('as the owner', { authorization: mine.bearer }, allowed, 'through');
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
