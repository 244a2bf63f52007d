import fc from 'fast-check';
import type { App } from '@undangin/service-kit';
import { changedTables, type PrivateDatabase, type Snapshot } from './database';
import { problemWith, type Answer } from './expect';
import {
  long,
  nested,
  nestedObject,
  Raw,
  stringFields,
  toJson,
  validPayload,
  variantsOf,
  type Variant,
} from './hostile';
import {
  baseline,
  fieldPaths,
  fillUrl,
  setPath,
  stringSchemas,
  type JsonSchema,
  type Known,
  type RouteInfo,
} from './routes';

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

const hasBody = (route: RouteInfo) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
const defaultBodyLimit = 1024 * 1024;

/** A fixed request for a route and the statuses it must get (none named: any shaped 4xx, never a 5xx). */
type Case = { variant: Variant; status?: number[] };

/** The fixed transport cases: wrong content types, broken JSON, 10,000-deep nesting, 2 MB, repeated query keys. */
function transportCases(route: RouteInfo, fields: Known, identity: Identity): Case[] {
  const cases: Case[] = [];
  const valid = validPayload(route, fields) ?? '{}';
  if (hasBody(route)) {
    const as = (label: string, contentType: string | undefined, payload: string, status?: number[]) =>
      cases.push({ variant: { label, payload, headers: contentType ? { 'content-type': contentType } : {} }, status });
    as('text/plain', 'text/plain', valid);
    as('application/xml', 'application/xml', '<rsvp><name>Budi</name></rsvp>');
    as(
      'multipart',
      'multipart/form-data; boundary=batas',
      `--batas\r\nContent-Disposition: form-data; name="name"\r\n\r\nBudi\r\n--batas--\r\n`,
    );
    as('multipart without a boundary', 'multipart/form-data', 'name=Budi');
    as(
      'multipart cut off',
      'multipart/form-data; boundary=batas',
      '--batas\r\nContent-Disposition: form-data; name="file"; filename="tamu.csv"\r\nContent-Type: text/csv\r\n\r\nNama\r\nBudi',
    );
    as(
      'multipart with a broken header',
      'multipart/form-data; boundary=batas',
      '--batas\r\nContent-Disposition\r\n\r\nx\r\n--batas--\r\n',
    );
    as('form', 'application/x-www-form-urlencoded', 'name=Budi');
    as('JSON in UTF-16', 'application/json; charset=utf-16', valid);
    as('a made-up type', 'application/x-undangin', valid);
    as('invalid JSON', 'application/json', '{"name": "Budi",');
    as('single-quoted JSON', 'application/json', "{'name': 'Budi'}");
    as('JSON behind a BOM', 'application/json', `\ufeff${valid}`);
    as('two JSON documents', 'application/json', `${valid}${valid}`);
    as('empty JSON', 'application/json', '');
    as('JSON array nested 10,000 deep', 'application/json', nested(10_000).json);
    as('JSON object nested 10,000 deep', 'application/json', nestedObject(10_000).json);
    const big = toJson(setPath(JSON.parse(valid === '' ? '{}' : valid), 'padding', long(2 * 1024 * 1024)));
    // Over the body limit (a route may refuse an anonymous client before it reads the body).
    const tooLarge = identity === 'anonymous' ? [413, 401] : [413];
    as(
      '2 MB of JSON',
      'application/json',
      big,
      (route.bodyLimit ?? defaultBodyLimit) < 2 * 1024 * 1024 ? tooLarge : undefined,
    );
  }
  const query = (baseline(route.querystring, fields) ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(route.querystring?.properties ?? {})) {
    const value = encodeURIComponent(String(query[key] ?? 'a'));
    cases.push({ variant: { label: `repeated query key ${key}`, query: `${key}=${value}&${key}=${value}` } });
  }
  return cases;
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

/**
 * One field at a time of a valid body or query set to each of `values` (a body that is one of several shapes is
 * filled in as the shape that has the field).
 */
function fieldCases(
  route: RouteInfo,
  fields: Known,
  pick: (schema: JsonSchema) => boolean,
  values: Array<{ label: string; body: unknown; query: string }>,
  status?: number[],
): Case[] {
  const cases: Case[] = [];
  for (const shape of route.body ? (route.body.anyOf ?? [route.body]) : []) {
    const body = (baseline(shape, fields) ?? {}) as object;
    for (const { path } of fieldPaths(shape).filter(({ schema }) => pick(schema))) {
      for (const value of values) {
        cases.push({
          variant: {
            label: `body ${path}${value.label}`,
            payload: toJson(setPath(body, path, value.body)),
            headers: { 'content-type': 'application/json' },
          },
          status,
        });
      }
    }
  }
  const query = (baseline(route.querystring, fields) ?? {}) as Record<string, unknown>;
  for (const { path } of fieldPaths(route.querystring).filter(({ schema }) => pick(schema))) {
    for (const value of values) {
      const pairs = Object.entries({ ...query, [path]: value.query }).map(
        ([k, v]) => `${k}=${encodeURIComponent(String(v))}`,
      );
      cases.push({ variant: { label: `query ${path}${value.label}`, query: pairs.join('&') }, status });
    }
  }
  return cases;
}

/** The fixed transport cases, for every route. */
export const transportChecks = (target: FuzzTarget, identity: Identity) =>
  checkEveryRoute(target, identity, (route, fields) => transportCases(route, fields, identity));

const stringField = (schema: JsonSchema) => stringSchemas(schema).length > 0;
const longText = long(100_000);

/** 100,000 characters in each string field of a body or query: refused by the schema, naming that field. */
export const oversizedStrings = (target: FuzzTarget, identity: Identity) =>
  checkEveryRoute(target, identity, (route, fields) =>
    fieldCases(
      route,
      fields,
      stringField,
      [{ label: ' of 100,000 characters', body: longText, query: longText }],
      [400],
    ),
  );

const edgeNumbers = [
  '1e308',
  '-1e308',
  '1e999',
  '-0',
  '9007199254740993',
  '-9007199254740993',
  '0.5',
  '-1',
  '2147483648',
];
const numeric = (schema: JsonSchema) =>
  (schema.anyOf ?? [schema]).some((s) => s.type === 'integer' || s.type === 'number');

/** Numbers at the edges (1e308, -0, 2^53 + 1…) in each number field of a body or query: answered, never a 5xx. */
export const edgeNumberChecks = (target: FuzzTarget, identity: Identity) =>
  checkEveryRoute(target, identity, (route, fields) =>
    fieldCases(
      route,
      fields,
      numeric,
      edgeNumbers.map((number) => ({ label: `=${number}`, body: new Raw(number), query: number })),
    ),
  );

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
