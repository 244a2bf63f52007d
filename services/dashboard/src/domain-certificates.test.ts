import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSecureContext, createServer, type SecureContext, type Server } from 'node:tls';
import { privateDatabase, type PrivateDatabase } from '@undangin/db/testing';
import { outboxMailer } from '@undangin/service-kit/mail';
import { DnsZone } from '@undangin/service-kit/testing/dns';
import { probeCertificate, type CertificateEdge } from './domain/domain-certificate';
import { readDomainSettings, type DomainSettings } from './domain/domain-settings';
import { certificateCounter, checkDueDomains } from './plugins/domain-checks';
import { buildDashboardTestApp } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

const day = 86_400_000;
const dir = mkdtempSync(path.join(os.tmpdir(), 'undangin-certs-'));
const file = (name: string) => path.join(dir, name);
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** A key and a certificate for `names`, signed by the test CA (or by itself), valid `days`. */
function certificate(id: string, names: string[], { days = 90, selfSigned = false } = {}) {
  const subject = ['-subj', `/CN=${names[0]}`];
  writeFileSync(file(`${id}.ext`), `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}\n`);
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', `${id}.key`];
  if (selfSigned) openssl('req', '-x509', ...key, '-out', `${id}.crt`, ...subject, '-days', String(days));
  else {
    openssl('req', ...key, '-out', `${id}.csr`, ...subject);
    openssl(
      ...['x509', '-req', '-in', `${id}.csr`, '-CA', 'ca.crt', '-CAkey', 'ca.key', '-set_serial', String(Date.now())],
      ...['-days', String(days), '-extfile', `${id}.ext`, '-out', `${id}.crt`],
    );
  }
  return createSecureContext({ key: readFileSync(file(`${id}.key`)), cert: readFileSync(file(`${id}.crt`)) });
}

// The edge of custom domains as the check sees it: one TLS port answering each name with its own certificate, and
// ending the handshake (as Caddy does) for a name it holds none for.
let edge: CertificateEdge;
let server: Server;
beforeAll(async () => {
  openssl(
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'ca.key'],
    ...['-out', 'ca.crt', '-subj', '/CN=Undangin Uji CA', '-days', '30'],
  );
  const contexts: Record<string, SecureContext> = {
    'aman.sertifikat.contoh.test': certificate('aman', ['*.sertifikat.contoh.test']),
    'salah.contoh.test': certificate('salah', ['lain.contoh.test']),
    'sendiri.contoh.test': certificate('sendiri', ['sendiri.contoh.test'], { selfSigned: true }),
  };
  const contextOf = (name: string) =>
    contexts[name] ?? (name.endsWith('.sertifikat.contoh.test') ? contexts['aman.sertifikat.contoh.test'] : undefined);
  server = createServer({
    SNICallback: (name, answer) => {
      const context = contextOf(name);
      answer(context ? null : new Error(`no certificate for ${name}`), context);
    },
  });
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  edge = { host: '127.0.0.1', port: (server.address() as AddressInfo).port, ca: readFileSync(file('ca.crt'), 'utf8') };
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("the check of a custom domain's certificate at the edge", () => {
  it('tells a good certificate from one near its end, expired, untrusted, for another name, or missing', async () => {
    expect(await probeCertificate(edge, 'aman.sertifikat.contoh.test')).toBe('ok');
    // 90 days of validity seen from 80 and from 91 days on: renewals have failed for two weeks, then for good.
    expect(await probeCertificate(edge, 'aman.sertifikat.contoh.test', { now: Date.now() + 80 * day })).toBe(
      'expiring',
    );
    expect(await probeCertificate(edge, 'aman.sertifikat.contoh.test', { now: Date.now() + 91 * day })).toBe('expired');
    expect(await probeCertificate({ ...edge, ca: undefined }, 'aman.sertifikat.contoh.test')).toBe('untrusted');
    expect(await probeCertificate(edge, 'sendiri.contoh.test')).toBe('untrusted');
    expect(await probeCertificate(edge, 'salah.contoh.test')).toBe('name_mismatch');
    expect(await probeCertificate(edge, 'kosong.contoh.test')).toBe('no_certificate');
  });

  it('runs only where the edge’s TLS port is set (CUSTOM_DOMAIN_EDGE_TLS)', () => {
    expect(readDomainSettings({ CUSTOM_DOMAIN_EDGE_TLS: 'domain-edge:443' }).certificateEdge).toEqual({
      host: 'domain-edge',
      port: 443,
    });
    expect(readDomainSettings({}).certificateEdge).toBeNull();
  });

  it('says unreachable when nothing answers on the edge’s port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await probeCertificate({ ...edge, port }, 'aman.sertifikat.contoh.test')).toBe('unreachable');
  });
});

// A database of its own: a scheduled run checks every due domain of the database it runs on.
describe("the hourly check of serving domains counts their certificates on the dashboard's /metrics", () => {
  const zone = new DnsZone();
  let db: PrivateDatabase;
  let ctx: Awaited<ReturnType<typeof buildDashboardTestApp>>;
  const settings: DomainSettings = {
    cname: 'domains.undangin.test',
    ipv4: [],
    ipv6: [],
    dnsServers: [],
    graceHours: 72,
    checkMinutes: 10,
    platformHosts: ['undangin.id', 'domains.undangin.test'],
  };
  beforeAll(async () => {
    db = await privateDatabase('domain_certificates');
    settings.dnsServers = [`127.0.0.1:${await zone.listen()}`];
    settings.certificateEdge = edge;
    ctx = await buildDashboardTestApp(undefined, { workers: false }, { settings, workers: false });
  }, 60_000);
  afterAll(async () => {
    await ctx?.app.close();
    await db?.drop();
    await zone.close();
  });

  /** A premium host's switched-on invitation with `domain` and its records in the zone. */
  async function servingDomain(domain: string) {
    const host = await hostWithInvitation(ctx, 'premium');
    await sql(`update invitations set is_active = true where id = ?`, [host.invitation.id]);
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${host.invitation.id}/domain`,
      headers: host.headers,
      payload: { domain },
    });
    expect(added.statusCode).toBe(201);
    const txt = (added.json() as { records: Array<{ type: string; value: string }> }).records.find(
      (record) => record.type === 'TXT',
    )!.value;
    zone.set(domain, [{ type: 'CNAME', value: settings.cname }]);
    zone.set(`_undangin.${domain}`, [{ type: 'TXT', value: txt }]);
    return host;
  }
  const counts = async () => {
    const answer = await ctx.app.inject({ url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    return Object.fromEntries(
      [
        ...answer.body.matchAll(
          /^custom_domain_certificate_checks_total\{result="(\w+)",service="dashboard"\} (\d+)$/gm,
        ),
      ].map(([, result, value]) => [result, Number(value)]),
    );
  };

  it('counts what it finds, by result, and leaves domains that do not serve unchecked', async () => {
    const zero = await counts();
    expect(zero).toEqual({
      ok: 0,
      expiring: 0,
      expired: 0,
      untrusted: 0,
      name_mismatch: 0,
      no_certificate: 0,
      unreachable: 0,
    });
    await servingDomain(`undangan${Date.now()}.sertifikat.contoh.test`);
    await servingDomain('kosong.contoh.test');
    // A free account's domain is verified too, but it does not serve: no certificate is asked for it.
    const free = await hostWithInvitation(ctx, null);
    await sql(`update invitations set is_active = true where id = ?`, [free.invitation.id]);
    await sql(`insert into subscriptions (user_id, plan_id, status) values (?, 'premium', 'active')`, [free.id]);
    const freeDomain = 'gratis.sertifikat.contoh.test';
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/dashboard/invitations/${free.invitation.id}/domain`,
      headers: free.headers,
      payload: { domain: freeDomain },
    });
    expect(added.statusCode).toBe(201);
    await sql(`delete from subscriptions where user_id = ?`, [free.id]);
    zone.set(freeDomain, [{ type: 'CNAME', value: settings.cname }]);
    zone.set(`_undangin.${freeDomain}`, [
      { type: 'TXT', value: (added.json() as { records: Array<{ value: string }> }).records.at(-1)!.value },
    ]);

    await sql(`update custom_domains set next_check_at = now()`);
    const countCertificate = certificateCounter(ctx.app);
    expect(await checkDueDomains(ctx.app.orm, settings, outboxMailer, ctx.app.log, countCertificate)).toBe(3);
    expect(await counts()).toEqual({ ...zero, ok: 1, no_certificate: 1 });
    const statuses = await sql<{ domain: string; status: string }>(`select domain, status from custom_domains`);
    expect(statuses.every((row) => row.status === 'verified')).toBe(true);
  });

  it('counts an edge that cannot be reached once per run, and checks no more certificates in that run', async () => {
    const before = await counts();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    await sql(`update custom_domains set next_check_at = now()`);
    const away = { ...settings, certificateEdge: { ...edge, port } };
    expect(await checkDueDomains(ctx.app.orm, away, outboxMailer, ctx.app.log, certificateCounter(ctx.app))).toBe(3);
    // Two serving domains were due: one probe found the edge away, the other was not tried.
    expect(await counts()).toEqual({ ...before, unreachable: before.unreachable! + 1 });
  });
});
