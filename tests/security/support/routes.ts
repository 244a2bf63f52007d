import type { FastifyPluginAsync } from 'fastify';

/** A JSON Schema as TypeBox builds it (only the keywords the suite reads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  patternProperties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export interface RouteInfo {
  method: string;
  url: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  bodyLimit?: number;
}

/**
 * The service's routes, read from Fastify's own route table: an onRoute hook registered before the
 * routes records each one (method, url, schemas) as it is added.
 */
export function withRouteTable(routes: FastifyPluginAsync) {
  const table: RouteInfo[] = [];
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onRoute', (route) => {
      const schema = (route.schema ?? {}) as { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
      for (const method of [route.method].flat()) {
        // HEAD answers have no body to check; Fastify adds one for every GET.
        if (method === 'HEAD') continue;
        table.push({
          method,
          url: route.url,
          body: schema.body,
          querystring: schema.querystring,
          params: schema.params,
          bodyLimit: route.bodyLimit,
        });
      }
    });
    await app.register(routes);
  };
  return { plugin, table };
}

/** Values the fixtures of a test file supply, by path-parameter or field name. */
export type Known = Record<string, unknown>;

const fieldDefaults: Known = {
  name: 'Tamu Uji',
  email: 'tamu.uji@contoh.id',
  phone: '081234567890',
  whatsapp: '081234567890',
  password: 'Rahasia123',
  visitor: 'pengunjung-uji-1',
  message: 'Selamat menempuh hidup baru',
  couple_name: 'Rina & Dimas',
  event_date: '2027-03-14',
  event_time: '19:00',
  location: 'Balai Kartini',
  q: 'tamu',
  topic: 'landing',
};

/**
 * A plausible valid value for a schema, so that a hostile variant changes one thing and the request reaches
 * the handler; `known` names real ids, slugs and tokens.
 */
export function baseline(schema: JsonSchema | undefined, known: Known = {}, field = ''): unknown {
  if (!schema) return undefined;
  if (field && field in known) return known[field];
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return baseline(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], known, field);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || key in known || key in fieldDefaults)
          out[key] = baseline(child, known, key);
      }
      return out;
    }
    case 'array':
      // As many plausible items as the schema asks for at least (a sync takes one op or more).
      return Array.from({ length: schema.minItems ?? 0 }, () => baseline(schema.items, known));
    case 'integer':
    case 'number':
      return schema.default ?? Math.min(schema.maximum ?? 1, Math.max(schema.minimum ?? 1, 1));
    case 'boolean':
      return typeof schema.default === 'boolean' ? schema.default : true;
    case 'null':
      return null;
    case 'string': {
      if (field in fieldDefaults) return fieldDefaults[field];
      if (schema.format === 'uuid') return '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
      if (schema.format === 'date-time') return '2026-11-28T08:00:00.000Z';
      if (schema.pattern === '^[0-9a-f]{64}$') return '0'.repeat(64);
      if (schema.pattern) return 'contoh-uji';
      return 'Tes'.padEnd(schema.minLength ?? 1, 's');
    }
    default:
      return {};
  }
}

/** Dotted paths of every field a client fills in (nested objects and the first item of arrays of objects). */
export function fieldPaths(schema: JsonSchema | undefined, prefix = ''): Array<{ path: string; schema: JsonSchema }> {
  if (!schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap((variant) => fieldPaths(variant, prefix));
  const out: Array<{ path: string; schema: JsonSchema }> = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    out.push({ path, schema: child });
    if (child.properties || child.anyOf) out.push(...fieldPaths(child, path));
    if (child.items?.properties) out.push(...fieldPaths(child.items, `${path}.0`));
  }
  return out;
}

/** The string schemas of a field (itself or the string branch of a union). */
export function stringSchemas(schema: JsonSchema): JsonSchema[] {
  if (schema.anyOf) return schema.anyOf.flatMap(stringSchemas);
  return schema.type === 'string' && !('const' in schema) && !schema.enum ? [schema] : [];
}

/** A copy of `value` with the field at a dotted path set (creating objects and arrays on the way). */
export function setPath(value: unknown, path: string, replacement: unknown): unknown {
  const copy = structuredClone(value ?? {}) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  keys.slice(0, -1).forEach((key, i) => {
    const nextIsIndex = /^\d+$/.test(keys[i + 1]!);
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = nextIsIndex ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]!] = replacement;
  return copy;
}

/** The url with its :params filled in (raw, already URL-encoded segments) and the wildcard given a file name. */
export function fillUrl(url: string, params: Record<string, string>): string {
  return url
    .replace(/:([A-Za-z]+)/g, (_m, name: string) => params[name] ?? 'x')
    .replace(/\*$/, params['*'] ?? 'tidak-ada.png');
}
