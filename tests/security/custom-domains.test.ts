import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildTestService } from '@undangin/service-kit/testing';
import type { App } from '@undangin/service-kit';
import { localStorage } from '@undangin/service-kit/storage';
import { DnsZone } from '@undangin/service-kit/testing/dns';
import { dashboardRoutes } from '../../services/dashboard/src/app';
import type { DomainSettings } from '../../services/dashboard/src/domain/domain-settings';
import { invitationRoutes } from '../../services/invitation/src/app';
import { privateDatabase, type PrivateDatabase } from './support/database';
import { hostWithInvitation } from './support/services';

const caddyfile = path.resolve(__dirname, '../../infra/edge/Caddyfile');
const verifiedName = 'undangan.contoh.test';
const otherVerified = 'kedua.contoh.test';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface Answer {
  exit: number;
  status: number;
  body: string;
}

// The edge of custom domains as production runs it (infra/edge/Caddyfile, Debian's caddy), its certificates from
// Caddy's own CA, in front of the real invitation service; DNS from a zone the test writes.
describe('custom domains through the Caddy edge', () => {
  let db: PrivateDatabase;
  let dashboard: App;
  let invitation: App;
  let staticOrigin: Server;
  let caddy: ChildProcess;
  let caddyData: string;
  let httpsPort: number;
  let invitationUrl: string;
  const zone = new DnsZone();
  const settings: DomainSettings = {
    cname: 'domains.undangin.test',
    ipv4: [],
    ipv6: [],
    dnsServers: [],
    graceHours: 72,
    checkMinutes: 10,
    platformHosts: ['undangin.id'],
  };
  type Host = Awaited<ReturnType<typeof hostWithInvitation>>;
  let host: Host;
  let other: Host;

  /** curl over HTTPS to `name` at the edge, trusting only Caddy's local CA. */
  const curl = (name: string, pathAndQuery: string, extra: string[] = []) =>
    new Promise<Answer>((resolve) => {
      const args = ['-sS', '--max-time', '20', '--resolve', `${name}:${httpsPort}:127.0.0.1`, '--cacert'];
      args.push(path.join(caddyData, 'caddy/pki/authorities/local/root.crt'), '-w', '\n%{http_code}', ...extra);
      execFile('curl', [...args, `https://${name}:${httpsPort}${pathAndQuery}`], (error, stdout) => {
        const cut = stdout.lastIndexOf('\n');
        resolve({
          exit: typeof error?.code === 'number' ? error.code : 0,
          status: Number(stdout.slice(cut + 1)),
          body: stdout.slice(0, cut),
        });
      });
    });
  const api = (who: Host, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    dashboard.inject({ method, url: `/api/dashboard${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

  /** Connects `domain` to the host's invitation and publishes its records: verified. */
  async function verify(who: Host, domain: string) {
    const added = (await api(who, 'POST', `/invitations/${who.params.id}/domain`, { domain })).json();
    zone.set(domain, [{ type: 'CNAME', value: settings.cname }]);
    zone.set(`_undangin.${domain}`, [{ type: 'TXT', value: added.records.at(-1).value }]);
    expect((await api(who, 'POST', `/invitations/${who.params.id}/domain/check`)).json().status).toBe('verified');
  }

  // The secret the edge proves itself with (CUSTOM_DOMAIN_EDGE_SECRET / EDGE_SECRET), as production sets it.
  const edgeSecret = 'rahasia-tepi-domain-uji';
  beforeAll(async () => {
    process.env.CUSTOM_DOMAIN_EDGE_SECRET = edgeSecret;
    db = await privateDatabase('custom_domains');
    settings.dnsServers = [`127.0.0.1:${await zone.listen()}`];
    const uploads = await mkdtemp(path.join(os.tmpdir(), 'domain-uploads-'));
    dashboard = await buildTestService(
      'dashboard',
      dashboardRoutes(localStorage(uploads), { workers: false }, undefined, { settings, workers: false }),
    );
    invitation = await buildTestService('invitation', invitationRoutes);
    invitationUrl = await invitation.listen({ port: 0, host: '127.0.0.1' });
    staticOrigin = createServer((request, response) => {
      if (request.url === '/remotes.json') response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => staticOrigin.listen(0, '127.0.0.1', resolve));

    host = await hostWithInvitation(db);
    other = await hostWithInvitation(db);
    for (const who of [host, other])
      await db.sql(`insert into subscriptions (user_id, plan_id, status) values (?, 'premium', 'active')`, [
        who.userId,
      ]);
    await verify(host, verifiedName);
    await verify(other, otherVerified);

    caddyData = await mkdtemp(path.join(os.tmpdir(), 'caddy-'));
    httpsPort = await freePort();
    const adminPort = await freePort();
    const invitationHost = new URL(invitationUrl).host;
    caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        XDG_DATA_HOME: caddyData,
        XDG_CONFIG_HOME: caddyData,
        CADDY_LOCAL_CERTS: 'local_certs',
        EDGE_SECRET: edgeSecret,
        CADDY_ADMIN: `127.0.0.1:${adminPort}`,
        HTTP_PORT: String(await freePort()),
        HTTPS_PORT: String(httpsPort),
        ASK_URL: `${invitationUrl}/api/invitation/domains/ask`,
        INVITATION_UPSTREAM: invitationHost,
        STATIC_UPSTREAM: `127.0.0.1:${(staticOrigin.address() as { port: number }).port}`,
      },
    });
    let log = '';
    caddy.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    // Ready when its admin API answers; its CA's root is written on the first issuance.
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`http://127.0.0.1:${adminPort}/config/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (tries > 100 || caddy.exitCode !== null) throw new Error(`caddy did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const root = path.join(caddyData, 'caddy/pki/authorities/local/root.crt');
    if (!existsSync(root)) await curl(verifiedName, '/', ['-k']);
    expect(existsSync(root)).toBe(true);
  }, 120_000);

  afterAll(async () => {
    delete process.env.CUSTOM_DOMAIN_EDGE_SECRET;
    caddy?.kill('SIGTERM');
    await Promise.all([dashboard?.close(), invitation?.close(), zone.close()]);
    await new Promise((resolve) => staticOrigin?.close(resolve));
    await db?.drop();
    if (caddyData) await rm(caddyData, { recursive: true, force: true });
  });

  it('serves the verified domain over HTTPS with a certificate from the edge, the invitation at /', async () => {
    const page = await curl(verifiedName, '/?to=Budi');
    expect([page.exit, page.status]).toEqual([0, 200]);
    expect(page.body).toContain('Rina &amp; Dimas');
    expect(page.body).toContain(`<link rel="canonical" href="https://${verifiedName}/" />`);
    expect(page.body).toMatch(
      new RegExp(`<script id="undangin-site" type="application/json">\\{"slug":"${host.params.slug}"`),
    );
    const data = await curl(verifiedName, `/api/invitation/public/${host.params.slug}`);
    expect([data.status, JSON.parse(data.body).kind]).toEqual([200, 'invitation']);
    expect((await curl(verifiedName, '/remotes.json')).status).toBe(200);
    // The platform's own address names the domain as canonical too.
    const platform = await invitation.inject({ url: `/api/invitation/page/${host.params.slug}` });
    expect(platform.body).toContain(`<meta property="og:url" content="https://${verifiedName}/" />`);
  });

  it('issues no certificate for a domain nobody verified', async () => {
    zone.set('asing.contoh.test', [{ type: 'CNAME', value: settings.cname }]);
    const stranger = await curl('asing.contoh.test', '/');
    expect(stranger.exit).not.toBe(0);
    expect(stranger.status).toBe(0);
    const ask = (domain: string, edge = edgeSecret) =>
      fetch(`${invitationUrl}/api/invitation/domains/ask?domain=${domain}&edge=${edge}`).then((r) => r.status);
    expect(await ask('asing.contoh.test')).toBe(404);
    expect(await ask(verifiedName)).toBe(200);
    // Only the edge may ask: without its secret the answer says nothing.
    expect(await ask(verifiedName, 'tebakan')).toBe(404);
  });

  it('never answers sign-in, the dashboard, admin or another invitation on a custom domain', async () => {
    for (const [method, where] of [
      ['GET', '/login'],
      ['GET', '/register'],
      ['GET', '/app/dashboard'],
      ['GET', '/admin'],
      ['POST', '/auth/v1/token?grant_type=password'],
      ['GET', '/auth/v1/user'],
      ['GET', '/api/dashboard/invitations'],
      ['GET', '/api/admin/users'],
      ['GET', `/${other.params.slug}`],
      ['GET', `/api/invitation/public/${other.params.slug}`],
      ['GET', `/api/invitation/invitations/${host.params.id}/guestbook`],
      ['GET', `/api/invitation/domains/ask?domain=${verifiedName}`],
    ] as const) {
      const answer = await curl(verifiedName, where, ['-X', method]);
      expect([where, answer.status]).toEqual([where, 404]);
      expect(answer.body).not.toContain('Rina');
    }
    expect((await curl(verifiedName, '/login')).body).toContain('tidak terhubung ke undangan mana pun');
  });

  it('resists Host header tricks', async () => {
    // A Host that is not the name the TLS handshake asked for is misdirected, never the other domain's page.
    const swapped = await curl(verifiedName, '/', ['-H', `Host: ${otherVerified}`]);
    expect(swapped.status).toBe(421);
    // The mark the edge sets cannot be set by a client: the edge overwrites it.
    const marked = await curl(verifiedName, `/api/invitation/public/${other.params.slug}`, [
      '-H',
      `X-Undangin-Domain: ${otherVerified}`,
    ]);
    expect(marked.status).toBe(404);
    // A client that sends the mark through the platform's own edge, without the edge's secret, gets the platform.
    const forged = await invitation.inject({
      url: '/api/invitation/page/',
      headers: { 'x-undangin-domain': verifiedName, 'x-undangin-edge': 'tebakan' },
    });
    expect([forged.statusCode, forged.body.includes('undangin-site'), forged.body.includes('Rina')]).toEqual([
      200,
      false,
      false,
    ]);
    // Behind the edge: an unknown, a look-alike or a platform name is the neutral page; case and port do not matter.
    for (const mark of ['tidak-ada.contoh.test', `${verifiedName}.jahat.test`, 'undangin.id', '127.0.0.1', '']) {
      const answer = await invitation.inject({
        url: '/api/invitation/page/',
        headers: { 'x-undangin-domain': mark, 'x-undangin-edge': edgeSecret },
      });
      if (mark === '') expect(answer.body).not.toContain('undangin-site');
      else expect([mark, answer.statusCode, answer.body.includes('Rina')]).toEqual([mark, 404, false]);
    }
    const loud = await invitation.inject({
      url: '/api/invitation/page/',
      headers: { 'x-undangin-domain': `${verifiedName.toUpperCase()}:443`, 'x-undangin-edge': edgeSecret },
    });
    expect([loud.statusCode, loud.body.includes('Rina &amp; Dimas')]).toEqual([200, true]);
    // Every other service refuses a request its edge marked with a domain.
    const marks = { ...host.headers, 'x-undangin-domain': verifiedName };
    expect((await dashboard.inject({ url: '/api/dashboard/invitations', headers: marks })).statusCode).toBe(404);
  });

  it('a second account cannot claim a verified domain', async () => {
    const third = await hostWithInvitation(db);
    await db.sql(`insert into subscriptions (user_id, plan_id, status) values (?, 'premium', 'active')`, [
      third.userId,
    ]);
    const claim = await api(third, 'POST', `/invitations/${third.params.id}/domain`, { domain: verifiedName });
    expect([claim.statusCode, claim.json().code]).toEqual([409, 'domain_taken']);
    expect((await curl(verifiedName, '/')).body).toContain('Rina &amp; Dimas');
  });

  it('a dropped record: served through the grace period, then released at once everywhere', async () => {
    zone.set(otherVerified, []);
    const failing = (await api(other, 'POST', `/invitations/${other.params.id}/domain/check`)).json();
    expect(failing).toMatchObject({ status: 'verified', problems: ['record_missing'] });
    expect((await curl(otherVerified, '/')).status).toBe(200);

    await db.sql(`update custom_domains set failing_since = now() - interval '73 hours' where domain = ?`, [
      otherVerified,
    ]);
    const released = (await api(other, 'POST', `/invitations/${other.params.id}/domain/check`)).json();
    expect(released).toMatchObject({ status: 'failed' });
    // The certificate stays in the edge's store; the service stops answering as soon as it hears the change.
    let answer = await curl(otherVerified, '/');
    for (let tries = 0; answer.status !== 404 && tries < 30; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await curl(otherVerified, '/');
    }
    expect([answer.status, answer.body.includes('Rina')]).toEqual([404, false]);
    const ask = `${invitationUrl}/api/invitation/domains/ask?domain=${otherVerified}&edge=${edgeSecret}`;
    expect((await fetch(ask)).status).toBe(404);
  });
});
