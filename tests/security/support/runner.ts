import fc from 'fast-check';
import type { App } from '@undangin/service-kit';
import { changedTables, type PrivateDatabase, type Snapshot } from './database';
import { problemWith, type Answer } from './expect';
import { edgeNumberCases, oversizedStringCases, transportCases, type Case } from './fixed-cases';
import { stringFields, validPayload, variantsOf, type Variant } from './hostile';
import { fillUrl, type JsonSchema, type Known, type RouteInfo } from './routes';

/** Who sends: an anonymous client, or the signed-in owner of the fixtures. */
export type Identity = 'anonymous' | 'signed in';

/** Real ids, slugs and tokens for a route's params, values for body fields and the owner's headers, made fresh for each route. */
export interface Fixtures {
  params: Record<string, string>;
  fields: Known;
  signedIn: Record<string, string>;
}

export interface FuzzTarget {
  app: App;
  db: PrivateDatabase;
  routes: RouteInfo[];
  fixtures: (route: RouteInfo) => Promise<Fixtures>;
  /** Routes that answer HTML pages, whose 404 is a page too. */
  pages?: string[];
}

// One fixed seed by default, so that `npm test` answers the same for the same code (a landing never hangs on luck).
// HOSTILE_SEED=random explores new inputs (do it before a release, and pin what it finds in hostile-findings.test.ts);
// HOSTILE_SEED=<n> replays a reported run; HOSTILE_RUNS scales every route's number of runs.
const fixedSeed = 20261126;
const seed = process.env.HOSTILE_SEED === 'random' ? undefined : Number(process.env.HOSTILE_SEED ?? fixedSeed);
const scale = Number(process.env.HOSTILE_RUNS ?? 1);

let address = 0;
/** A new public client address per request, so per-address rate limits never turn the answers into 429s. */
const nextAddress = () => {
  address += 1;
  return `198.51.${(address >> 8) % 256}.${address % 256}`;
};

/** Sends a variant of a route's plausible request. */
async function send(
  app: App,
  route: RouteInfo,
  variant: Variant,
  identity: Identity,
  fixtures: Fixtures,
): Promise<Answer> {
  const path = fillUrl(route.url, { ...fixtures.params, ...variant.params });
  const payload = 'payload' in variant ? variant.payload : validPayload(route, fixtures.fields);
  const headers: Record<string, string> = {
    ...(identity === 'signed in' ? fixtures.signedIn : {}),
    ...(payload !== undefined && !variant.headers ? { 'content-type': 'application/json' } : {}),
    ...variant.headers,
  };
  const response = await app.inject({
    method: route.method as 'GET',
    url: variant.query !== undefined ? `${path}?${variant.query}` : path,
    payload,
    headers,
    remoteAddress: nextAddress(),
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.body };
}

/** fast-check's report (seed and path to replay it), its counterexample and the problem it raised, clipped. */
function clip(err: Error): string {
  const cause = (err as Error & { cause?: Error }).cause;
  return [
    ...err.message.split('\n').filter((line) => /^(\{ seed|Counterexample|Got error)/.test(line.trim())),
    ...(cause ? [`Problem: ${cause.message}`] : []),
  ]
    .map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line.trim()))
    .join('\n    ');
}

/** Sends variants and keeps the database honest: a refusal must leave every table as it was. */
class Checker {
  private before: Snapshot | null = null;
  constructor(private readonly target: FuzzTarget) {}

  async reset() {
    this.before = await this.target.db.snapshot();
  }

  /** The problem with this request's answer or with what it left in the database, or null. */
  async check(
    route: RouteInfo,
    variant: Variant,
    identity: Identity,
    fixtures: Fixtures,
    expectStatus?: number[],
  ): Promise<string | null> {
    const answer = await send(this.target.app, route, variant, identity, fixtures);
    const after = await this.target.db.snapshot();
    const changed = answer.statusCode >= 400 ? changedTables(this.before!, after) : [];
    this.before = after;
    const problem = problemWith(answer, { page: this.target.pages?.includes(route.url) });
    if (problem) return problem;
    if (expectStatus && !expectStatus.includes(answer.statusCode))
      return `expected ${expectStatus.join(' or ')}, got ${answer.statusCode}: ${answer.body.slice(0, 200)}`;
    if (changed.length) return `refused with ${answer.statusCode} but changed ${changed.join(', ')}`;
    return null;
  }
}

/**
 * For every route: `numRuns` fast-check variants (hostile params, query and body), each of which must be
 * answered below 500 in the shared shape, in Indonesian, and if refused, with the database unchanged.
 */
export async function fuzzRoutes(target: FuzzTarget, identity: Identity, numRuns: number): Promise<string[]> {
  const failures: string[] = [];
  const checker = new Checker(target);
  for (const route of target.routes) {
    const fixtures = await target.fixtures(route);
    await checker.reset();
    const runs = Math.max(
      1,
      Math.round((route.body || route.querystring || route.params ? numRuns : Math.ceil(numRuns / 4)) * scale),
    );
    try {
      await fc.assert(
        fc.asyncProperty(variantsOf(route, fixtures.fields), async (variant) => {
          const problem = await checker.check(route, variant, identity, fixtures);
          if (problem) throw new Error(`${variant.label}: ${problem}`);
        }),
        { numRuns: runs, seed },
      );
    } catch (err) {
      failures.push(`${identity} ${route.method} ${route.url}\n    ${clip(err as Error)}`);
    }
  }
  return failures;
}

/** Each route's fixed cases, checked against fresh fixtures for that route. */
async function checkEveryRoute(
  target: FuzzTarget,
  identity: Identity,
  casesOf: (route: RouteInfo, fields: Known) => Case[],
): Promise<string[]> {
  const failures: string[] = [];
  const checker = new Checker(target);
  for (const route of target.routes) {
    const fixtures = await target.fixtures(route);
    await checker.reset();
    for (const { variant, status } of casesOf(route, fixtures.fields)) {
      const problem = await checker.check(route, variant, identity, fixtures, status);
      if (problem) failures.push(`${identity} ${route.method} ${route.url} ${variant.label}: ${problem}`);
    }
  }
  return failures;
}

/** The fixed transport cases, for every route. */
export const transportChecks = (target: FuzzTarget, identity: Identity) =>
  checkEveryRoute(target, identity, (route, fields) => transportCases(route, fields, identity));

/** 100,000 characters in each string field of a body or query: refused by the schema, naming that field. */
export const oversizedStrings = (target: FuzzTarget, identity: Identity) =>
  checkEveryRoute(target, identity, oversizedStringCases);

/** Numbers at the edges (1e308, -0, 2^53 + 1…) in each number field of a body or query: answered, never a 5xx. */
export const edgeNumberChecks = (target: FuzzTarget, identity: Identity) =>
  checkEveryRoute(target, identity, edgeNumberCases);

/** String fields a client sends with no upper bound on their length. */
export function unboundedStrings(routes: RouteInfo[]): string[] {
  const bounded = (s: JsonSchema) =>
    s.maxLength !== undefined ||
    s.format === 'uuid' ||
    (!!s.pattern && /\$$/.test(s.pattern) && !/[*+]|,\}/.test(s.pattern));
  return routes.flatMap((route) =>
    (['body', 'querystring', 'params'] as const).flatMap((part) =>
      stringFields(route[part])
        .filter(({ schema }) =>
          (schema.anyOf ?? [schema]).some((s) => s.type === 'string' && !('const' in s) && !bounded(s)),
        )
        .map(({ path }) => `${route.method} ${route.url} ${part}.${path}`),
    ),
  );
}
