import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

/** The attributes in which HTTP instrumentations keep a URL, its path or its query. */
const urlAttributes = ['url.full', 'url.original', 'http.url', 'url.path', 'http.target', 'url.query'];
/** Who the client is (its address, its browser): personal data, in the logs already, never in a trace. */
const clientAttributes = [
  'client.address',
  'client.port',
  'network.peer.address',
  'network.peer.port',
  'net.peer.ip',
  'net.peer.port',
  'http.client_ip',
  'user_agent.original',
  'http.user_agent',
];
/** What an exception event may keep: its type, never its message (a failed statement's text, an address). */
const exceptionKept = new Set(['exception.type']);

/** A query string's names only: `token=abc&to=Budi` → `token=…&to=…`. */
export const queryShape = (query: string): string =>
  query
    .split('&')
    .filter(Boolean)
    .map((part) => `${part.split('=')[0]}=…`)
    .join('&');

/**
 * A URL as a span may keep it: its origin and its path's first two segments (`/api/invitation/…`), never the rest,
 * where tokens live (`/pay/:token`, a co-host's invitation, a desk's link), nor the query's values (mailed links carry
 * tokens there, a guest's link their name). The route a server span answered is kept in `http.route`.
 */
export function urlShape(url: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  const [path = '', query] = rest.split(/\?(.*)/s, 2);
  const segments = path.split('/');
  const kept = segments.length > 3 ? `${segments.slice(0, 3).join('/')}/…` : path;
  return `${origin}${kept}${query === undefined ? '' : `?${queryShape(query)}`}`;
}

/**
 * Runs on every span before it is exported: URLs keep their shape only, the client's address and browser go, an
 * exception keeps its type and a failure its status code, never a message (the ORM's statements carry values, a mail
 * server's refusal an address).
 */
export class SpanScrubber implements SpanProcessor {
  onStart(_span: Span, _parent: Context): void {}

  onEnding(span: Span): void {
    const attributes = span.attributes as Record<string, unknown>;
    for (const key of urlAttributes) {
      const value = attributes[key];
      if (typeof value === 'string') attributes[key] = key === 'url.query' ? queryShape(value) : urlShape(value);
    }
    const route = attributes['http.route'];
    if (typeof route === 'string')
      for (const key of ['url.path', 'http.target']) if (key in attributes) attributes[key] = route;
    for (const key of clientAttributes) delete attributes[key];
    for (const event of span.events)
      if (event.name === 'exception' && event.attributes)
        for (const key of Object.keys(event.attributes))
          if (!exceptionKept.has(key)) delete (event.attributes as Record<string, unknown>)[key];
    if (span.status.message) span.setStatus({ code: span.status.code });
  }

  onEnd(_span: ReadableSpan): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
