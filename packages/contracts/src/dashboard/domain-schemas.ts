import { Type, type Static } from '@sinclair/typebox';
import { RequiredPlan } from '../marketing/marketing-schemas';

/**
 * Custom domains (Premium, entitlement `custom_domain`): a host connects budiani.com or undangan.budiani.id to one
 * invitation, proves it with a TXT record and points it at the edge; the edge (Caddy) gets a certificate on demand
 * and the invitation answers at `/` there. The name is kept and shown in ASCII (punycode), never in the Unicode form a
 * homograph hides behind.
 */
export const domainStatuses = ['pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof domainStatuses)[number];

/** What a check found wrong, in the order it is told. */
export const domainProblems = [
  'record_missing',
  'points_elsewhere',
  'token_missing',
  'token_wrong',
  'dns_error',
  'taken',
] as const;
export type DomainProblem = (typeof domainProblems)[number];

/** The header the edge of custom domains sets (and overwrites) with the Host it served; the platform's edge strips it. */
export const customDomainHeader = 'x-undangin-domain';
/** The edge's proof beside it: the secret it shares with the invitation service (CUSTOM_DOMAIN_EDGE_SECRET). */
export const customDomainEdgeHeader = 'x-undangin-edge';

/** The TXT record's name and value prove the domain for one account. */
export const domainTxtName = (domain: string): string => `_undangin.${domain}`;
export const domainTxtValue = (token: string): string => `undangin-verify=${token}`;

/** How long a verified domain whose records went away keeps serving before it is released. */
export const domainGraceHoursDefault = 72;

const privateSuffixes = new Set(['local', 'localhost', 'internal', 'lan', 'intranet', 'corp', 'private', 'arpa']);

/**
 * The name as the service keeps it: lower case ASCII (a Unicode name becomes punycode, as the browser's own URL parser
 * does), no port, no trailing dot; null when it is not a public host name of at least two labels. Runs in the browser
 * (the form's check) and in the service alike.
 */
export function normaliseDomain(input: string): string | null {
  const text = input
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '')
    .replace(/\.$/, '');
  if (!text || text.length > 253 || /[\s@:/?#[\]\\%]/.test(text)) return null;
  let host: string;
  try {
    // A scheme-relative address parsed as the browser does (IDNA to punycode, case folded).
    host = new URL(`//${text}`, 'http://localhost').hostname;
  } catch {
    return null;
  }
  const labels = host.split('.');
  if (host.length > 253 || labels.length < 2) return null;
  if (!labels.every((label) => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(label))) return null;
  const tld = labels[labels.length - 1]!;
  // Names no public DNS answers (a cluster's, a LAN's): never looked up on a host's behalf.
  if (privateSuffixes.has(tld) || host.endsWith('.home.arpa')) return null;
  // A top-level domain is letters (or an IDN's xn--): never an address like 10.0.0.1.
  return /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld) ? host : null;
}

const Iso = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const DomainRecord = Type.Object({
  type: Type.Union([Type.Literal('CNAME'), Type.Literal('A'), Type.Literal('AAAA'), Type.Literal('TXT')]),
  name: Type.String(),
  value: Type.String(),
});
export type DomainRecord = Static<typeof DomainRecord>;

export const CustomDomain = Type.Object({
  domain: Type.String({ description: 'ASCII (punycode), as served' }),
  /** The Unicode form when the name has one (the page says the ASCII one is what counts). */
  unicode: Nullable(Type.String()),
  apex: Type.Boolean(),
  status: Type.Union(domainStatuses.map((status) => Type.Literal(status))),
  problems: Type.Array(Type.Union(domainProblems.map((problem) => Type.Literal(problem)))),
  /** The records to create: routing (CNAME, or A/AAAA for an apex) and the TXT proof. */
  records: Type.Array(DomainRecord),
  checked_at: Nullable(Iso),
  verified_at: Nullable(Iso),
  /** A verified domain whose records are gone: since when, and when it is released if they stay gone. */
  failing_since: Nullable(Iso),
  release_at: Nullable(Iso),
  url: Type.String({ description: 'https://<domain>/' }),
  /** Whether it answers now: verified, the plan has custom domains and the invitation is public. */
  serving: Type.Boolean(),
});
export type CustomDomain = Static<typeof CustomDomain>;

export const DomainAnswer = Type.Object({
  domain: Type.Union([CustomDomain, Type.Null()]),
  /** The host's plan lacks `custom_domain`: the cheapest plan on sale that has it (the page's lock). */
  locked: Type.Union([RequiredPlan, Type.Null()]),
});
export type DomainAnswer = Static<typeof DomainAnswer>;

export const DomainBody = Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253 }) });
export type DomainBody = Static<typeof DomainBody>;

/** The on-demand certificate question the edge asks: `?domain=` */
export const DomainAskQuery = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 253 }),
  /** The edge's shared secret, when the service has one. */
  edge: Type.Optional(Type.String({ maxLength: 200 })),
});
export type DomainAskQuery = Static<typeof DomainAskQuery>;
