import { readFileSync } from 'node:fs';
import { domainGraceHoursDefault, normaliseDomain } from '@undangin/contracts';
import { certificateEdgeFrom, type CertificateEdge } from './domain-certificate';

/**
 * Custom domains' settings: what a host's records must point at and how the checks run.
 * - CUSTOM_DOMAIN_CNAME: the host name a subdomain's CNAME names (default `domains.` + the site's host name);
 * - CUSTOM_DOMAIN_IPV4 / CUSTOM_DOMAIN_IPV6: the edge's addresses an apex's A / AAAA records name (comma lists);
 * - DNS_SERVERS: the resolvers asked, `host` or `host:port`, comma separated (default: the system's);
 * - CUSTOM_DOMAIN_GRACE_HOURS: how long a verified domain whose records went away keeps serving (72);
 * - CUSTOM_DOMAIN_CHECK_MINUTES: how often the schedule re-checks a domain that is not verified yet (10);
 *   a verified one is re-checked every hour;
 * - PLATFORM_HOSTS: the platform's own names, which no host may claim (the site's host is always one);
 * - CUSTOM_DOMAIN_EDGE_TLS: the edge's TLS port as `host:port` from here (Kubernetes: `domain-edge:443`): the hourly
 *   check of a serving domain also checks the certificate the edge presents for it; unset, no certificate checks;
 * - CUSTOM_DOMAIN_EDGE_CA: a PEM file of CA certificates trusted besides the public ones (an edge with a private CA).
 */
export interface DomainSettings {
  cname: string;
  ipv4: string[];
  ipv6: string[];
  dnsServers: string[];
  graceHours: number;
  checkMinutes: number;
  platformHosts: string[];
  certificateEdge?: CertificateEdge | null;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

export function readDomainSettings(env: NodeJS.ProcessEnv = process.env): DomainSettings {
  const siteHost = new URL(env.SITE_URL ?? env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080').hostname;
  // The site's own name when it has one (undangin.id → domains.undangin.id); a local address has none.
  const cname =
    normaliseDomain(env.CUSTOM_DOMAIN_CNAME ?? '') ?? normaliseDomain(`domains.${siteHost}`) ?? 'domains.undangin.id';
  return {
    cname,
    ipv4: list(env.CUSTOM_DOMAIN_IPV4),
    ipv6: list(env.CUSTOM_DOMAIN_IPV6),
    dnsServers: list(env.DNS_SERVERS),
    graceHours: positive(env.CUSTOM_DOMAIN_GRACE_HOURS, domainGraceHoursDefault),
    checkMinutes: Math.min(Math.ceil(positive(env.CUSTOM_DOMAIN_CHECK_MINUTES, 10)), 59),
    platformHosts: [siteHost, 'undangin.id', cname, ...list(env.PLATFORM_HOSTS)].map((host) => host.toLowerCase()),
    certificateEdge: certificateEdgeFrom(
      env.CUSTOM_DOMAIN_EDGE_TLS,
      env.CUSTOM_DOMAIN_EDGE_CA ? readFileSync(env.CUSTOM_DOMAIN_EDGE_CA, 'utf8') : undefined,
    ),
  };
}

/** Whether `domain` is the platform's own name or under it. */
export const isPlatformDomain = (settings: DomainSettings, domain: string): boolean =>
  settings.platformHosts.some((host) => domain === host || domain.endsWith(`.${host}`));
