import fc from 'fast-check';
import { baseline, fieldPaths, setPath, stringSchemas, type JsonSchema, type Known, type RouteInfo } from './routes';

/** JSON text written as is: numbers JavaScript cannot hold, keys an object literal cannot make, deep nesting. */
export class Raw {
  constructor(readonly json: string) {}
}

/** JSON text of a value that may hold Raw parts (strings as JSON.stringify writes them: lone surrogates escaped). */
export function toJson(value: unknown): string {
  if (value instanceof Raw) return value.json;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export const nested = (depth: number, open = '[', close = ']') =>
  new Raw(`${open.repeat(depth)}${close.repeat(depth)}`);
export const nestedObject = (depth: number) => new Raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
export const long = (n: number) => 'a'.repeat(n);

/** Text that code rarely meets: NUL and control characters, lone surrogates, bidi overrides, emoji, combining marks. */
export const hostileTexts = [
  '\u0000',
  'Budi\u0000',
  '\u0000\u0000\u0000',
  '\ud800',
  'x\udc00y',
  '\udbff\udbff',
  '\u202eevil\u202c',
  '\u200f\u061c\u2066RTL\u2069',
  '👨‍👩‍👧‍👦🎉',
  '😀'.repeat(60),
  'e\u0301\u0301\u0301\u0301',
  'Z\u0337\u0322\u034e\u0344a\u0338l\u0336g\u0335o\u0336',
  '\ufeff',
  '\u2028\u2029',
  '\u0001\u001f\u007f\u0085',
  '\r\n\t',
  ' ',
  '',
  'İß\u0130',
  "'; drop table guests; --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  'urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  '{6ba7b810-9dad-11d1-80b4-00c04fd430c8}',
  '6BA7B810-9DAD-11D1-80B4-00C04FD430C8',
  long(100_000),
];

/** JSON values of the wrong kind, numbers at the edges, prototype keys, deep nesting. */
export const hostileValues: unknown[] = [
  new Raw('1e308'),
  new Raw('-1e308'),
  new Raw('1e999'),
  new Raw('-0'),
  new Raw('9007199254740993'),
  new Raw('-9007199254740993'),
  new Raw('2147483648'),
  new Raw('0.5'),
  new Raw('1e-400'),
  -1,
  0,
  true,
  null,
  [],
  ['a', 'b'],
  {},
  { a: 'b' },
  '1',
  'true',
  'null',
  new Raw('{"__proto__":{"polluted":true}}'),
  new Raw('{"constructor":{"prototype":{"polluted":true}}}'),
  nested(200),
  nestedObject(200),
];

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 3,
});
const controls = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 4,
});

/** A hostile string: a fixed nasty one, random code points (any plane), lone surrogates or control characters. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileTexts) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: loneSurrogates },
  { weight: 1, arbitrary: controls },
);

/** A value to put where a field goes: hostile text, alone or spliced into the field's valid value, or a wrong kind of value. */
function hostileField(valid: unknown): fc.Arbitrary<unknown> {
  const spliced =
    typeof valid === 'string'
      ? [hostileText.map((text) => `${valid}${text}`), hostileText.map((text) => `${text}${valid}`)]
      : [];
  return fc.oneof(hostileText, ...spliced, fc.constantFrom(...hostileValues));
}

export interface Variant {
  /** Said in a failure report. */
  label: string;
  /** Path segments replacing the route's params (raw, already encoded). */
  params?: Record<string, string>;
  /** The query string, raw. */
  query?: string;
  /** The payload, raw. */
  payload?: string;
  headers?: Record<string, string>;
}

const json = { 'content-type': 'application/json' };

/** Raw path segments: bad percent-encoding, encoded NUL and lone surrogates, traversal, over-long, uuid look-alikes. */
export const hostileSegments = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ZZ',
  '%',
  '..%2F..%2Fpackage.json',
  '%E2%80%AEevil',
  '%F0%9F%98%80',
  'e%CC%81%CC%81',
  long(101),
  long(5_000),
  'urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  '%7B6ba7b810-9dad-11d1-80b4-00c04fd430c8%7D',
  '6BA7B810-9DAD-11D1-80B4-00C04FD430C8',
  '00000000-0000-0000-0000-000000000000',
  '1e308',
  '-0',
];

/** Raw query values: encoded NUL, invalid UTF-8, bad escapes, huge and edge numbers, long text. */
export const hostileQueryValues = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ZZ',
  '%',
  '1e308',
  '-0',
  '9007199254740993',
  '1e999',
  'NaN',
  '',
  'true',
  '%E2%80%AE',
  long(100_000),
];

function queryVariant(route: RouteInfo, known: Known): fc.Arbitrary<Variant> {
  const valid = (baseline(route.querystring, known) ?? {}) as Record<string, unknown>;
  const declared = Object.keys(route.querystring?.properties ?? {});
  const junk = ['__proto__', 'constructor[prototype][x]', 'x'];
  const validPairs = Object.entries(valid).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return fc
    .record({
      name: declared.length
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...declared) },
            { weight: 1, arbitrary: fc.constantFrom(...junk) },
          )
        : fc.constantFrom(...junk),
      value: fc.oneof(
        fc.constantFrom(...hostileQueryValues),
        hostileText.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, ''))),
      ),
      shape: fc.constantFrom('value', 'repeated', 'array', 'object', 'bare'),
    })
    .map(({ name, value, shape }) => {
      const pair =
        shape === 'repeated'
          ? `${name}=${value}&${name}=${value}b`
          : shape === 'array'
            ? `${name}[]=${value}`
            : shape === 'object'
              ? `${name}[a]=${value}`
              : shape === 'bare'
                ? name
                : `${name}=${value}`;
      const others = validPairs.filter((p) => !p.startsWith(`${name}=`));
      return { label: `query ${shape} ${name}=${value.slice(0, 60)}`, query: [...others, pair].join('&') };
    });
}

function bodyVariant(route: RouteInfo, known: Known): fc.Arbitrary<Variant> {
  const valid = baseline(route.body, known);
  const fields = fieldPaths(route.body);
  const whole = fc
    .constantFrom('null', '[]', '"text"', '123', 'true', '{}', '{"__proto__":{"polluted":true}}')
    .map((payload) => ({ label: `body ${payload}`, payload, headers: json }));
  const extraKey = fc
    .record({
      key: fc.oneof(fc.constantFrom('a\u0000', '\ud800', long(1_000), 'constructor', ''), hostileText),
      value: fc.constantFrom(...hostileValues, 'x\u0000'),
    })
    .map(({ key, value }) => ({
      label: `extra key ${JSON.stringify(key).slice(0, 40)}`,
      payload: toJson({ ...(valid as object), [key]: value }),
      headers: json,
    }));
  if (!fields.length) return fc.oneof(whole, extraKey);
  const field = fc.constantFrom(...fields).chain(({ path, schema }) =>
    hostileField(
      stringSchemas(schema).length ? (baseline(schema, known, path.split('.').pop()) ?? 'Tes') : undefined,
    ).map((value) => ({
      label: `body ${path}=${(value instanceof Raw ? value.json : (JSON.stringify(value) ?? '')).slice(0, 60)}`,
      payload: toJson(setPath(valid, path, value)),
      headers: json,
    })),
  );
  return fc.oneof({ weight: 1, arbitrary: whole }, { weight: 1, arbitrary: extraKey }, { weight: 5, arbitrary: field });
}

function paramsVariant(route: RouteInfo): fc.Arbitrary<Variant> | null {
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  if (route.url.endsWith('*')) names.push('*');
  if (!names.length) return null;
  return fc
    .record({
      name: fc.constantFrom(...names),
      segment: fc.oneof(
        fc.constantFrom(...hostileSegments),
        hostileText.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, ''))),
      ),
    })
    .map(({ name, segment }) => ({ label: `param ${name}=${segment.slice(0, 60)}`, params: { [name]: segment } }));
}

/** Headers a client may garble: the bearer, the body's encoding and charset. */
const hostileHeaders: Array<Record<string, string>> = [
  { authorization: 'Bearer' },
  { authorization: 'Bearer a.b.c' },
  { authorization: `Bearer ${long(10_000)}` },
  { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
  { 'content-type': 'application/json', 'content-encoding': 'gzip' },
  { 'content-type': 'application/json', 'content-encoding': 'x-undangin' },
  { 'content-type': 'application/json; charset=latin1' },
  { 'content-type': 'application/json', 'content-length': '1' },
];

function headerVariant(route: RouteInfo, known: Known): fc.Arbitrary<Variant> {
  return fc.constantFrom(...hostileHeaders).map((headers) => ({
    label: `headers ${JSON.stringify(headers).slice(0, 80)}`,
    payload: route.body ? toJson(baseline(route.body, known)) : undefined,
    headers,
  }));
}

/** Requests that differ from a plausible valid one in one hostile way, for this route. */
export function variantsOf(route: RouteInfo, known: Known): fc.Arbitrary<Variant> {
  const arbitraries: fc.Arbitrary<Variant>[] = [queryVariant(route, known), headerVariant(route, known)];
  const params = paramsVariant(route);
  if (params) arbitraries.push(params);
  if (route.body) arbitraries.push(bodyVariant(route, known), bodyVariant(route, known));
  return fc.oneof(...arbitraries);
}

/** The plausible valid payload of a route, as JSON text. */
export const validPayload = (route: RouteInfo, known: Known) =>
  route.body ? toJson(baseline(route.body, known)) : undefined;

/** Every string field of a schema that a client fills in, with its dotted path. */
export const stringFields = (schema: JsonSchema | undefined) =>
  fieldPaths(schema).filter(({ schema: s }) => stringSchemas(s).length > 0);
