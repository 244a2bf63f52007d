import { Resolver } from 'node:dns/promises';
import { domainTxtName, domainTxtValue, type DomainProblem } from '@undangin/contracts';
import type { DomainSettings } from './domain-settings';

/** Answers that mean "no such record" rather than "the DNS did not answer". */
const absent = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'NODATA']);

class DnsUnavailable extends Error {}

/** One lookup: its records, none when the name has none, DnsUnavailable when the server did not answer. */
async function lookup<T>(ask: () => Promise<T[]>): Promise<T[]> {
  try {
    return await ask();
  } catch (error) {
    if (absent.has((error as NodeJS.ErrnoException).code ?? '')) return [];
    throw new DnsUnavailable((error as Error).message);
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * What is wrong with `domain`'s records, asked of real DNS (DNS_SERVERS, else the system's resolvers): routing first
 * (a CNAME to the platform's name, or A/AAAA records that all name the edge), then the TXT proof of this account's
 * token. Empty: verified. `dns_error` alone: the servers did not answer, nothing is concluded.
 */
export async function inspectDomain(settings: DomainSettings, domain: string, token: string): Promise<DomainProblem[]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (settings.dnsServers.length) resolver.setServers(settings.dnsServers);
  const problems: DomainProblem[] = [];
  try {
    const cnames = await lookup(() => resolver.resolveCname(domain));
    if (!cnames.some((name) => bare(name) === settings.cname)) {
      // No CNAME to the edge's name: the addresses the name ends at (through any CNAME chain, www → apex) must all
      // be the edge's.
      const [v4, v6] = await Promise.all([
        lookup(() => resolver.resolve4(domain)),
        lookup(() => resolver.resolve6(domain)),
      ]);
      const edge = new Set([...settings.ipv4, ...settings.ipv6].map((address) => address.toLowerCase()));
      const addresses = [...v4, ...v6].map((address) => address.toLowerCase());
      if (!addresses.length) problems.push(cnames.length ? 'points_elsewhere' : 'record_missing');
      else if (!addresses.every((address) => edge.has(address))) problems.push('points_elsewhere');
    }
    // A value split in chunks, or written with stray spaces or quotes at a provider, still counts.
    const texts = (await lookup(() => resolver.resolveTxt(domainTxtName(domain)))).map((chunks) =>
      chunks.join('').trim().replace(/^"|"$/g, ''),
    );
    if (!texts.length) problems.push('token_missing');
    else if (!texts.includes(domainTxtValue(token))) problems.push('token_wrong');
  } catch (error) {
    if (error instanceof DnsUnavailable) return ['dns_error'];
    throw error;
  }
  return problems;
}
