import fp from 'fastify-plugin';
import { messages } from '@undangin/contracts';
import { badRequest } from '../errors';
import { inputReasons } from '../validation-messages';

/** Deeper than any form of the product nests; deeper input is refused before anything walks it recursively. */
const maxDepth = 32;
// NUL: Postgres text and jsonb refuse it. A lone surrogate is not text: jsonb refuses it, text would store U+FFFD.
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Arrays and plain objects (the query parser's have a prototype without one); never buffers or streams. */
function walkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** The first field (dotted path) holding text Postgres cannot store, or nested too deep; null when there is none. */
export function unstorableField(input: unknown): { field: string; message: string } | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    const field = path.join('.') || '(isi)';
    if (typeof value === 'string') {
      if (unstorable.test(value)) return { field, message: inputReasons.unstorableText };
      continue;
    }
    if (!walkable(value)) continue;
    if (path.length >= maxDepth) return { field, message: inputReasons.tooDeep };
    const entries = Array.isArray(value) ? value.map((child, i) => [String(i), child] as const) : Object.entries(value);
    for (const [key, child] of entries.reverse()) {
      if (unstorable.test(key)) return { field: [...path, key.replace(unstorable, '?')].join('.'), message: inputReasons.unstorableText };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/** Refuses, with a 400 naming the field, input no route can store or should walk: NUL, lone surrogates, deep nesting. */
export const hostileInputPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = unstorableField(part);
      if (problem) throw badRequest(messages.errors.validation, [problem]);
    }
  });
});
