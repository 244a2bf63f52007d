import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { messages } from '@undangin/contracts';
import { badRequest } from '../errors';
import { inputReasons } from '../validation-messages';

/** Deeper than any form of the product nests; deeper input is refused before anything walks it recursively. */
const maxDepth = 32;
// NUL: Postgres text and jsonb refuse it. A lone surrogate is not text: jsonb refuses it, text would store U+FFFD.
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const reservedKeys = new Set(['__proto__', 'constructor', 'prototype']);

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
      if (unstorable.test(key))
        return { field: [...path, key.replace(unstorable, '?')].join('.'), message: inputReasons.unstorableText };
      // Keys that name an object's own machinery: no form has them, and libraries that walk objects trip on them.
      if (reservedKeys.has(key)) return { field: [...path, key].join('.'), message: inputReasons.reservedKey };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

// Ajv's uuid format also takes 'urn:uuid:…', which Postgres refuses: a uuid a client sends is the bare 8-4-4-4-12 form.
const bareUuid = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** Adds the bare-uuid pattern to every `format: 'uuid'` string of a request schema (in place, once). */
function bareUuids(schema: unknown, seen = new Set<object>()): void {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as Record<string, unknown>;
  if (node.format === 'uuid' && node.pattern === undefined) node.pattern = bareUuid;
  for (const child of Object.values(node)) bareUuids(child, seen);
}

const multipart = /^multipart\//i;

/** Names of the number fields of a query or params schema. */
const numberFields = (schema: unknown): string[] =>
  Object.entries(
    ((schema as { properties?: Record<string, { type?: unknown; anyOf?: Array<{ type?: unknown }> }> }) ?? {})
      .properties ?? {},
  )
    .filter(([, field]) => [field, ...(field.anyOf ?? [])].some((s) => s.type === 'integer' || s.type === 'number'))
    .map(([name]) => name);

// Ajv turns '1e999' or 'Infinity' in a URL into Infinity and then skips minimum and maximum (they check finite numbers only).
const endless = (value: unknown) =>
  [value].flat().some((item) => typeof item === 'string' && item.trim() !== '' && Math.abs(Number(item)) === Infinity);

/** A route's own check that its number fields in the query and path are finite. */
function finiteNumbers(query: string[], params: string[]) {
  return async (request: FastifyRequest) => {
    for (const [part, names] of [
      [request.query, query],
      [request.params, params],
    ] as const) {
      const field = names.find((name) => endless((part as Record<string, unknown>)[name]));
      if (field) throw badRequest(messages.errors.validation, [{ field, message: inputReasons.notFinite }]);
    }
  };
}

/**
 * Refuses, with a 400 naming the field, input no route can store or should walk: NUL, lone surrogates, deep
 * nesting, uuids Postgres cannot read, endless numbers in a URL, and multipart bodies without their boundary.
 */
export const hostileInputPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    for (const part of ['params', 'querystring', 'body']) bareUuids(schema?.[part]);
    const [query, params] = [numberFields(schema?.querystring), numberFields(schema?.params)];
    if (query.length || params.length)
      route.preValidation = [route.preValidation ?? [], finiteNumbers(query, params)].flat();
  });
  app.addHook('preValidation', async (request) => {
    const type = request.headers['content-type'] ?? '';
    if (multipart.test(type) && !/;\s*boundary=/i.test(type)) {
      throw badRequest(messages.errors.validation, [{ field: 'content-type', message: inputReasons.noBoundary }]);
    }
    for (const part of [request.params, request.query, request.body]) {
      const problem = unstorableField(part);
      if (problem) throw badRequest(messages.errors.validation, [problem]);
    }
  });
});
