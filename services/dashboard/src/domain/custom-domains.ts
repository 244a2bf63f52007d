import { createHash } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import {
  customDomainUrl,
  domainMessages,
  domainTxtName,
  domainTxtValue,
  errorCodes,
  normaliseDomain,
  type CustomDomain,
  type DomainProblem,
  type DomainRecord,
} from '@undangin/contracts';
import type { EntityManager } from '@undangin/db';
import { AppError, conflict, escapeHtml, iso, isUniqueViolation } from '@undangin/service-kit';
import type { Mailer } from '@undangin/service-kit/mail';
import {
  announceDomain,
  deleteDomain,
  domainHolders,
  domainHostContact,
  domainOfInvitation,
  insertDomain,
  recordDomainCheck,
  type CustomDomainRow,
  type DomainCheckResult,
} from '../repositories/custom-domains';
import { inspectDomain } from './domain-dns';
import { isPlatformDomain, type DomainSettings } from './domain-settings';

/** A domain that is not verified yet is re-checked on the schedule for this long after it was added, then daily. */
const eagerDays = 7;
const verifiedRecheckMinutes = 60;

// Second-level names under which a registrant's apex has three labels (budiani.my.id, toko.co.uk).
const secondLevels = new Set([
  'co',
  'my',
  'web',
  'or',
  'ac',
  'sch',
  'go',
  'biz',
  'net',
  'mil',
  'ponpes',
  'desa',
  'com',
  'org',
]);

/** Whether the name is a registrant's apex (no CNAME allowed there): budiani.com, budiani.my.id. */
export function isApex(domain: string): boolean {
  const labels = domain.split('.');
  return labels.length === 2 || (labels.length === 3 && secondLevels.has(labels[1]!) && labels[2]!.length === 2);
}

export function recordsFor(settings: DomainSettings, domain: string, token: string): DomainRecord[] {
  const routing: DomainRecord[] = isApex(domain)
    ? [
        ...settings.ipv4.map((value) => ({ type: 'A' as const, name: domain, value })),
        ...settings.ipv6.map((value) => ({ type: 'AAAA' as const, name: domain, value })),
      ]
    : [{ type: 'CNAME', name: domain, value: settings.cname }];
  return [...routing, { type: 'TXT', name: domainTxtName(domain), value: domainTxtValue(token) }];
}

/** The domain as the host's page shows it; `serving`: it answers now (servingDomainOf). */
export function domainView(settings: DomainSettings, row: CustomDomainRow, serving = false): CustomDomain {
  const unicode = domainToUnicode(row.domain);
  const releaseAt = row.failing_since
    ? new Date(new Date(row.failing_since).getTime() + settings.graceHours * 3_600_000).toISOString()
    : null;
  return {
    domain: row.domain,
    unicode: unicode && unicode !== row.domain ? unicode : null,
    apex: isApex(row.domain),
    status: row.status,
    problems: row.problems,
    records: recordsFor(settings, row.domain, row.token),
    checked_at: iso(row.checked_at),
    verified_at: iso(row.verified_at),
    failing_since: iso(row.failing_since),
    release_at: releaseAt,
    url: customDomainUrl(row.domain),
    serving,
  };
}

const invalid = (message: string) => new AppError(400, errorCodes.domainInvalid, message);
const taken = () => new AppError(409, errorCodes.domainTaken, domainMessages.taken);

/**
 * The TXT token of an account and a domain: the same for them whenever the domain is added again (moving it to another
 * invitation keeps the record), another for any other account. It is published in DNS, so it is no secret: it binds.
 */
export const domainToken = (userId: string, domain: string): string =>
  createHash('sha256').update(`undangin-domain:${userId}:${domain}`).digest('hex').slice(0, 32);

/** Connects `input` to the invitation for its owner: a new pending domain with this account's token. */
export async function addDomain(
  em: EntityManager,
  settings: DomainSettings,
  owner: { userId: string; invitationId: string },
  input: string,
): Promise<CustomDomainRow> {
  const domain = normaliseDomain(input);
  if (!domain) throw invalid(domainMessages.invalid);
  if (isPlatformDomain(settings, domain)) throw invalid(domainMessages.platform);
  if (await domainOfInvitation(em, owner.invitationId)) throw conflict(domainMessages.hasDomain);
  const holders = await domainHolders(em, domain, owner.userId);
  if (holders.verifiedBy && holders.verifiedBy !== owner.userId) throw taken();
  if (holders.ownInvitation) throw conflict(domainMessages.takenHere);
  try {
    await insertDomain(em, { ...owner, domain, token: domainToken(owner.userId, domain) });
  } catch (error) {
    // The same add twice at once: the second is told what the first did.
    if (isUniqueViolation(error)) throw conflict(domainMessages.hasDomain);
    throw error;
  }
  return (await domainOfInvitation(em, owner.invitationId))!;
}

/** What a check's problems make of a domain in its current state. */
export function nextState(
  settings: DomainSettings,
  row: Pick<CustomDomainRow, 'status' | 'failing_since' | 'created_at'>,
  problems: DomainProblem[],
  now = new Date(),
): DomainCheckResult {
  const eager = now.getTime() - new Date(row.created_at).getTime() < eagerDays * 86_400_000;
  const retry = eager ? settings.checkMinutes : 24 * 60;
  if (!problems.length)
    return {
      status: 'verified',
      problems,
      verifiedAt: 'now',
      failingSince: 'clear',
      nextCheckMinutes: verifiedRecheckMinutes,
    };
  if (row.status !== 'verified')
    return { status: 'failed', problems, verifiedAt: 'clear', failingSince: 'clear', nextCheckMinutes: retry };
  // A verified domain: a DNS outage proves nothing; missing records start (or continue) the grace period.
  if (problems.includes('dns_error'))
    return { status: 'verified', problems, verifiedAt: 'keep', failingSince: 'keep', nextCheckMinutes: 10 };
  const since = row.failing_since ? new Date(row.failing_since).getTime() : now.getTime();
  if (now.getTime() - since >= settings.graceHours * 3_600_000)
    return { status: 'failed', problems, verifiedAt: 'clear', failingSince: 'clear', nextCheckMinutes: retry };
  return {
    status: 'verified',
    problems,
    verifiedAt: 'keep',
    failingSince: 'now',
    nextCheckMinutes: Math.min(verifiedRecheckMinutes, settings.graceHours * 60),
  };
}

/**
 * Looks the domain's records up and writes what follows (nextState), only if the row is still as it was read: a
 * scheduled run and a 'Periksa' at once decide once. A domain that starts or stops serving is announced (the
 * invitation service follows at once) and, when it lost its verification, its host is mailed, in the same
 * transaction: a mail that cannot go leaves the state for the next check.
 */
export async function checkDomain(
  em: EntityManager,
  settings: DomainSettings,
  mailer: Mailer,
  row: CustomDomainRow,
): Promise<CustomDomainRow | null> {
  const problems = await inspectDomain(settings, row.domain, row.token);
  const result = nextState(settings, row, problems);
  try {
    return await em.transactional(async (tx) => {
      const saved = await recordDomainCheck(tx, row, result);
      // Changed meanwhile (another check, a removal): what is there now stands.
      if (!saved) return domainOfInvitation(tx, row.invitation_id);
      if ((saved.status === 'verified') !== (row.status === 'verified')) {
        await announceDomain(tx, saved.domain, saved.invitation_id);
        if (row.status === 'verified') await mailLostDomain(tx, mailer, saved);
      }
      return saved;
    });
  } catch (error) {
    // Another account verified the name first: this one stays failed, told why.
    if (!isUniqueViolation(error)) throw error;
    await recordDomainCheck(em, row, {
      ...result,
      status: 'failed',
      problems: ['taken'],
      verifiedAt: 'clear',
      failingSince: 'clear',
    });
    throw taken();
  }
}

async function mailLostDomain(em: EntityManager, mailer: Mailer, row: CustomDomainRow): Promise<void> {
  const contact = await domainHostContact(em, row.invitation_id);
  if (!contact?.email) return;
  const text = domainMessages.lostBody(row.domain, contact.title);
  await mailer.send(
    {
      to: contact.email,
      subject: domainMessages.lostSubject(row.domain),
      text,
      html: `<p>${escapeHtml(text)}</p>`,
    },
    em,
  );
}

/** Removes the invitation's domain: it stops answering at once and anyone may claim the name. */
export async function removeDomain(em: EntityManager, invitationId: string): Promise<void> {
  const removed = await deleteDomain(em, invitationId);
  if (removed) await announceDomain(em, removed.domain, invitationId);
}
