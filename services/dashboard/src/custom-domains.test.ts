import { serviceTestContext } from '@undangin/service-kit/testing';
import { outboxMailer } from '@undangin/service-kit/mail';
import { DnsZone } from '@undangin/service-kit/testing/dns';
import type { DomainSettings } from './domain/domain-settings';
import { checkDueDomains } from './plugins/domain-checks';
import { buildDashboardTestApp } from './test-support';
import { hostWithInvitation } from './test-guests';
import { sql } from './test-sql';

const zone = new DnsZone();
const settings: DomainSettings = {
  cname: 'domains.undangin.test',
  ipv4: ['203.0.113.10'],
  ipv6: [],
  dnsServers: [],
  graceHours: 72,
  checkMinutes: 10,
  platformHosts: ['undangin.id', 'domains.undangin.test'],
};

describe('custom domains: connect, prove with DNS, lose after the grace period', () => {
  const ctx = serviceTestContext(async () => {
    settings.dnsServers = [`127.0.0.1:${await zone.listen()}`];
    return buildDashboardTestApp(undefined, { workers: false }, { settings, workers: false });
  });
  afterAll(() => zone.close());

  // Each test its own names: the zone and the table outlive a test.
  let n = 0;
  const name = (base = 'undangan') => `${base}${++n}-${Date.now().toString(36)}.contoh.test`;
  type Host = Awaited<ReturnType<typeof hostWithInvitation>>;
  const call = (host: Pick<Host, 'headers'>, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/dashboard${url}`, headers: host.headers, ...(payload ? { payload } : {}) });
  const add = (host: Host, domain: string) =>
    call(host, 'POST', `/invitations/${host.invitation.id}/domain`, { domain });
  const check = (host: Host) => call(host, 'POST', `/invitations/${host.invitation.id}/domain/check`);
  const point = (domain: string, token: string | null) => {
    zone.set(domain, [{ type: 'CNAME', value: settings.cname }]);
    zone.set(`_undangin.${domain}`, token ? [{ type: 'TXT', value: `undangin-verify=${token}` }] : []);
  };
  const tokenOf = (body: { records: Array<{ type: string; value: string }> }) =>
    body.records.find((record) => record.type === 'TXT')!.value.replace('undangin-verify=', '');

  it('walks pending → failed (each reason) → verified, and the invitation then links to the domain', async () => {
    const host = await hostWithInvitation(ctx, 'premium');
    const domain = name();
    expect((await call(host, 'GET', `/invitations/${host.invitation.id}/domain`)).json()).toEqual({
      domain: null,
      locked: null,
    });

    const added = await add(host, `  ${domain.toUpperCase()}. `);
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(body).toMatchObject({ domain, status: 'pending', problems: [], apex: false, url: `https://${domain}/` });
    expect(body.records).toEqual([
      { type: 'CNAME', name: domain, value: 'domains.undangin.test' },
      { type: 'TXT', name: `_undangin.${domain}`, value: expect.stringMatching(/^undangin-verify=[a-f0-9]{32}$/) },
    ]);

    const missing = await check(host);
    expect(missing.json()).toMatchObject({ status: 'failed', problems: ['record_missing', 'token_missing'] });
    zone.set(domain, [{ type: 'CNAME', value: 'lain.example.test' }]);
    zone.set(`_undangin.${domain}`, [{ type: 'TXT', value: 'undangin-verify=salah' }]);
    expect((await check(host)).json()).toMatchObject({
      status: 'failed',
      problems: ['points_elsewhere', 'token_wrong'],
    });
    point(domain, tokenOf(body));
    const verified = (await check(host)).json();
    expect(verified).toMatchObject({ status: 'verified', problems: [], failing_since: null });
    expect(verified.verified_at).toEqual(expect.any(String));

    const detail = (await call(host, 'GET', `/invitations/${host.invitation.id}`)).json();
    expect(detail.custom_domain).toBe(domain);
    // Guests' personal links now point at the domain: in WhatsApp messages and the exported list.
    const [guest] = await sql<{ code: string }>(
      `insert into guests (invitation_id, name, phone) values (?, 'Wulan', '6281234567111') returning code`,
      [host.invitation.id],
    );
    const link = `https://${domain}/?to=Wulan&g=${guest!.code}`;
    const preview = await call(host, 'POST', `/invitations/${host.invitation.id}/whatsapp/preview`, {
      audience: { kind: 'all' },
    });
    expect(preview.json().text).toContain(link);
    expect((await call(host, 'GET', `/invitations/${host.invitation.id}/guests/export.csv`)).body).toContain(link);
  });

  it('follows a CNAME chain to the edge’s addresses, and reads a TXT value written with stray spaces', async () => {
    const host = await hostWithInvitation(ctx, 'premium');
    const apex = `apex${++n}-${Date.now().toString(36)}.contoh.test`;
    const domain = `www.${apex}`;
    const added = (await add(host, domain)).json();
    zone.set(domain, [{ type: 'CNAME', value: apex }]);
    zone.set(apex, [{ type: 'A', value: '203.0.113.10' }]);
    zone.set(`_undangin.${domain}`, [{ type: 'TXT', value: ` undangin-verify=${tokenOf(added)} ` }]);
    // Verified, but a draft is served nowhere; once the invitation is public, the domain serves it.
    expect((await check(host)).json()).toMatchObject({ status: 'verified', problems: [], serving: false });
    await sql(`update invitations set is_active = true where id = ?`, [host.invitation.id]);
    const domainNow = (await call(host, 'GET', `/invitations/${host.invitation.id}/domain`)).json().domain;
    expect(domainNow).toMatchObject({ status: 'verified', serving: true });
    // The same account adding it again (on another invitation) keeps its token: the record stays valid.
    await call(host, 'DELETE', `/invitations/${host.invitation.id}/domain`);
    expect(tokenOf((await add(host, domain)).json())).toBe(tokenOf(added));
  });

  it('refuses bad names, the platform, a second domain, and hosts whose plan lacks it', async () => {
    const host = await hostWithInvitation(ctx, 'pro');
    for (const bad of [
      '10.0.0.1',
      'localhost',
      'contoh',
      'a..b.test',
      '-a.test',
      'x'.repeat(64) + '.test',
      'a b.test',
    ]) {
      const refused = await add(host, bad);
      expect([bad, refused.statusCode, refused.json().code]).toEqual([bad, 400, 'domain_invalid']);
    }
    const platform = await add(host, 'app.undangin.id');
    expect(platform.json()).toMatchObject({
      code: 'domain_invalid',
      message: expect.stringContaining('milik Undangin'),
    });
    expect((await add(host, name())).statusCode).toBe(201);
    expect((await add(host, name())).json()).toMatchObject({ code: 'conflict' });

    const free = await hostWithInvitation(ctx, null);
    const locked = await add(free, name());
    expect([locked.statusCode, locked.json().code, locked.json().required_plan?.plan_id]).toEqual([
      403,
      'plan_required',
      'pro',
    ]);
    expect((await check(free)).statusCode).toBe(403);
    expect((await call(free, 'GET', `/invitations/${free.invitation.id}/domain`)).json()).toEqual({
      domain: null,
      locked: { entitlement: 'custom_domain', plan_id: 'pro', plan_name: 'Pro' },
    });
    expect((await sql(`select 1 from custom_domains where invitation_id = ?`, [free.invitation.id])).length).toBe(0);
  });

  it('a domain verified by one account cannot be claimed by another until it is removed', async () => {
    const first = await hostWithInvitation(ctx, 'premium');
    const second = await hostWithInvitation(ctx, 'premium');
    const domain = name('rebutan');
    // Both may add it while nobody proved it; each gets its own token.
    const mine = (await add(first, domain)).json();
    const theirs = (await add(second, domain)).json();
    expect(tokenOf(mine)).not.toBe(tokenOf(theirs));
    point(domain, tokenOf(mine));
    expect((await check(first)).json().status).toBe('verified');
    // The other account's check finds records, but not its token; and a late claim is refused outright.
    expect((await check(second)).json()).toMatchObject({ status: 'failed', problems: ['token_wrong'] });
    const late = await hostWithInvitation(ctx, 'premium');
    expect((await add(late, domain)).json()).toMatchObject({ code: 'domain_taken' });
    // Even with both tokens published, the second account never verifies while the first holds it.
    zone.set(`_undangin.${domain}`, [
      { type: 'TXT', value: `undangin-verify=${tokenOf(mine)}` },
      { type: 'TXT', value: `undangin-verify=${tokenOf(theirs)}` },
    ]);
    expect((await check(second)).json()).toMatchObject({ code: 'domain_taken' });
    const told = (await call(second, 'GET', `/invitations/${second.invitation.id}/domain`)).json().domain;
    expect(told).toMatchObject({ status: 'failed', problems: ['taken'], serving: false });

    expect((await call(first, 'DELETE', `/invitations/${first.invitation.id}/domain`)).statusCode).toBe(204);
    expect((await add(late, domain)).statusCode).toBe(201);
  });

  it('only the owner manages it: an editor gets 403, a stranger 404', async () => {
    const host = await hostWithInvitation(ctx, 'premium');
    const editor = await ctx.host();
    await sql(`insert into invitation_members (invitation_id, user_id, role) values (?, ?, 'editor')`, [
      host.invitation.id,
      editor.id,
    ]);
    const stranger = await ctx.host();
    const url = `/invitations/${host.invitation.id}/domain`;
    expect((await call(editor, 'GET', url)).statusCode).toBe(403);
    expect((await call(editor, 'POST', url, { domain: name() })).statusCode).toBe(403);
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', url)).statusCode).toBe(404);
  });

  it('a dropped record keeps the domain through the grace period, then releases it and mails the host', async () => {
    const host = await hostWithInvitation(ctx, 'premium');
    const domain = name('hilang');
    const token = tokenOf((await add(host, domain)).json());
    point(domain, token);
    expect((await check(host)).json().status).toBe('verified');

    zone.set(domain, []);
    const failing = (await check(host)).json();
    expect(failing).toMatchObject({ status: 'verified', problems: ['record_missing'] });
    expect(new Date(failing.release_at).getTime() - new Date(failing.failing_since).getTime()).toBe(72 * 3_600_000);

    // Three days on, the schedule's run releases it.
    await sql(
      `update custom_domains set failing_since = now() - interval '73 hours', next_check_at = now() where domain = ?`,
      [domain],
    );
    await checkDueDomains(ctx.app.orm, settings, outboxMailer, ctx.app.log);
    const released = (await call(host, 'GET', `/invitations/${host.invitation.id}/domain`)).json().domain;
    expect(released).toMatchObject({ status: 'failed', problems: ['record_missing'], verified_at: null });
    const [mail] = await sql<{ subject: string; text_body: string }>(
      `select subject, text_body from auth_mail_outbox where recipient = ? order by id desc limit 1`,
      [`${host.id}@contoh.id`],
    );
    expect(mail?.subject).toBe(`Domain ${domain} terlepas dari undangan Anda`);
    expect((await call(host, 'GET', `/invitations/${host.invitation.id}`)).json().custom_domain).toBeNull();
  });

  it('shows an apex its A records and an internationalised name as punycode', async () => {
    const host = await hostWithInvitation(ctx, 'premium');
    const apex = (await add(host, 'budiani.my.id')).json();
    expect(apex).toMatchObject({ apex: true, unicode: null });
    expect(apex.records[0]).toEqual({ type: 'A', name: 'budiani.my.id', value: '203.0.113.10' });
    await call(host, 'DELETE', `/invitations/${host.invitation.id}/domain`);

    const idn = (await add(host, 'bücher.contoh.test')).json();
    expect(idn).toMatchObject({ domain: 'xn--bcher-kva.contoh.test', unicode: 'bücher.contoh.test' });
    // A Cyrillic 'а' in place of a Latin 'a' is its own name, shown in ASCII.
    await call(host, 'DELETE', `/invitations/${host.invitation.id}/domain`);
    const homograph = (await add(host, 'pаypal.contoh.test')).json();
    expect(homograph.domain).toMatch(/^xn--/);
  });
});
