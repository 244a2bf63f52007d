// The licence policy of README.md ("Licences"), as data and one rule: a package in an image passes when its SPDX
// licence expression is satisfied by the allowed licences (OR: any alternative; AND: every part), counting the
// licences its exception, if any, adds. Everything else fails: an excluded licence, no licence, UNLICENSED, an
// identifier the policy does not list (review it, then list it here and in the README), or `X WITH y` where y is not
// one of the SPDX exceptions listed below.

/** Permissive licences, and MPL-2.0 (copyleft per file: only a change to an MPL file itself must be published). */
export const allowed = [
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
];

/**
 * SPDX licence exceptions (the part after WITH) that only add permissions to their licence. `X WITH y` passes when X
 * does and y is listed here; any other exception fails (the Commons Clause, a LicenseRef-…: they may take rights away).
 */
export const spdxExceptions = [
  'Autoconf-exception-2.0',
  'Bison-exception-2.2',
  'Classpath-exception-2.0',
  'GCC-exception-3.1',
  'LLVM-exception',
];

/** Licences the policy names as excluded: said so in the failure, rather than "not listed". */
const excluded = [
  [/^(A|L)?GPL-/i, 'copyleft (GPL, LGPL, AGPL: any version)'],
  [/^SSPL/i, 'SSPL'],
  [/^BUSL/i, 'Business Source License'],
  [/Commons-?Clause/i, 'Commons Clause'],
  [/^CC-BY-NC/i, 'non-commercial'],
  [/^UNLICENSED$/i, 'no licence granted'],
];

/**
 * Packages whose excluded licence is accepted, each with its reason (README.md lists the same; the test holds them to
 * it). An exception adds licences for the packages it names and nothing else: a new licence still fails.
 */
export const exceptions = [
  {
    label: '@img/sharp-* (libvips)',
    matches: (name) => name.startsWith('@img/sharp-'),
    licences: ['LGPL-3.0-or-later'],
    why:
      'libvips, the image library under sharp, ships as its own prebuilt shared library that sharp loads at run ' +
      'time; we neither change nor statically link it, and it stays a replaceable file in node_modules.',
  },
];

const lower = (id) => id.toLowerCase();
const allowedIds = new Set(allowed.map(lower));
const spdxExceptionIds = new Set(spdxExceptions.map(lower));

/** Why an identifier is not allowed, in the words of the policy. */
function refusal(id) {
  const hit = excluded.find(([pattern]) => pattern.test(id));
  return hit ? `excluded: ${hit[1]}` : 'not on the policy’s list';
}

/** Why an exception after WITH is not accepted: an excluded one is named as such, like a licence. */
function exceptionRefusal(id) {
  const hit = excluded.find(([pattern]) => pattern.test(id));
  return `exception ${id}: ${hit ? `excluded: ${hit[1]}` : 'not on the policy’s list of exceptions'}`;
}

/** The lock's `license` field as an expression: legacy `{ type }` objects and arrays (one of several) included. */
export function expressionOf(license) {
  if (Array.isArray(license)) return license.map(expressionOf).filter(Boolean).join(' OR ') || null;
  if (license && typeof license === 'object') return typeof license.type === 'string' ? license.type : null;
  return typeof license === 'string' && license.trim() ? license.trim() : null;
}

/**
 * Parses and judges one SPDX expression. AND binds tighter than OR; `X WITH exception` passes when X does and the
 * exception is one of spdxExceptions. Returns { ok, bad: [{ term, why }: the terms that fail, each with its reason] },
 * or { ok: false, invalid: true } when the text is not an SPDX expression at all ("SEE LICENSE IN …", "Public Domain").
 */
function judge(expression, extra) {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  const operators = new Set(['AND', 'OR', 'WITH']);
  let at = 0;
  const peek = () => tokens[at]?.toUpperCase();
  const expect = (condition) => {
    if (!condition) throw new SyntaxError(expression);
  };
  const atom = () => {
    if (tokens[at] === '(') {
      at += 1;
      const inner = anyOf();
      expect(tokens[at] === ')');
      at += 1;
      return inner;
    }
    const id = tokens[at];
    expect(id && id !== ')' && !operators.has(id.toUpperCase()));
    at += 1;
    let exception = null;
    if (peek() === 'WITH') {
      exception = tokens[at + 1];
      expect(exception && exception !== ')' && exception !== '(' && !operators.has(exception.toUpperCase()));
      at += 2;
    }
    const bare = lower(id.replace(/\+$/, ''));
    const reasons = [];
    if (!allowedIds.has(bare) && !extra.has(bare)) reasons.push(exception ? `${id}: ${refusal(id)}` : refusal(id));
    if (exception && !spdxExceptionIds.has(lower(exception))) reasons.push(exceptionRefusal(exception));
    const term = exception ? `${id} WITH ${exception}` : id;
    return reasons.length ? { ok: false, bad: [{ term, why: reasons.join('; ') }] } : { ok: true, bad: [] };
  };
  const allOf = () => {
    const parts = [atom()];
    while (peek() === 'AND') {
      at += 1;
      parts.push(atom());
    }
    return { ok: parts.every((p) => p.ok), bad: parts.flatMap((p) => p.bad) };
  };
  const anyOf = () => {
    const parts = [allOf()];
    while (peek() === 'OR') {
      at += 1;
      parts.push(allOf());
    }
    const ok = parts.some((p) => p.ok);
    return { ok, bad: ok ? [] : parts.flatMap((p) => p.bad) };
  };
  try {
    const result = anyOf();
    expect(at === tokens.length);
    return result;
  } catch {
    return { ok: false, bad: [], invalid: true };
  }
}

/**
 * The verdict on one package: { ok, exception?, why? }. `why` names what fails and for which reason; `exception` is
 * the label of the exception that let it pass, when only that did.
 */
export function verdict(name, license) {
  const expression = expressionOf(license);
  if (!expression) return { ok: false, why: 'no licence declared' };
  const plain = judge(expression, new Set());
  if (plain.ok) return { ok: true };
  const exception = exceptions.find((e) => e.matches(name));
  if (exception && judge(expression, new Set(exception.licences.map(lower))).ok)
    return { ok: true, exception: exception.label };
  if (plain.invalid) return { ok: false, why: 'not an SPDX expression' };
  if (plain.bad.length === 1 && plain.bad[0].term === expression) return { ok: false, why: plain.bad[0].why };
  return { ok: false, why: plain.bad.map(({ term, why }) => `${term}: ${why}`).join('; ') };
}
