// The fixed requests every route is sent besides the fuzzed ones (runner.ts sends them and judges the answers):
// what a client can break in transport (content types, JSON, nesting, size, repeated keys) and the edges of each
// field (strings far too long, numbers at the edges of what a number can hold).
import { long, nested, nestedObject, Raw, toJson, validPayload, type Variant } from './hostile';
import { baseline, fieldPaths, setPath, stringSchemas, type JsonSchema, type Known, type RouteInfo } from './routes';
import type { Identity } from './runner';

const hasBody = (route: RouteInfo) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
const defaultBodyLimit = 1024 * 1024;

/** A fixed request for a route and the statuses it must get (none named: any shaped 4xx, never a 5xx). */
export type Case = { variant: Variant; status?: number[] };

/** The fixed transport cases: wrong content types, broken JSON, 10,000-deep nesting, 2 MB, repeated query keys. */
export function transportCases(route: RouteInfo, fields: Known, identity: Identity): Case[] {
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

const stringField = (schema: JsonSchema) => stringSchemas(schema).length > 0;
const longText = long(100_000);

/** Each string field of a body or query at 100,000 characters: refused with a 400 (the schema names the field). */
export const oversizedStringCases = (route: RouteInfo, fields: Known) =>
  fieldCases(route, fields, stringField, [{ label: ' of 100,000 characters', body: longText, query: longText }], [400]);

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

/** Each number field of a body or query at each edge number: any answer but a 5xx. */
export const edgeNumberCases = (route: RouteInfo, fields: Known) =>
  fieldCases(
    route,
    fields,
    numeric,
    edgeNumbers.map((number) => ({ label: `=${number}`, body: new Raw(number), query: number })),
  );
