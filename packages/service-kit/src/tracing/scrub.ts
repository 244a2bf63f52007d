import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

/** The attributes in which HTTP instrumentations keep a URL or its query. */
const urlAttributes = ['url.full', 'url.query', 'url.original', 'http.url', 'http.target'];

/**
 * A URL without its query's values: `/reset?token=abc&to=Budi` → `/reset?token=…&to=…`. Mailed links carry tokens
 * in the query and a guest's link their name, so a span keeps which parameters were there, never what they said.
 */
export function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  const query = at < 0 ? (url.includes('=') ? url : null) : url.slice(at + 1);
  if (query === null) return url;
  const names = query
    .split('&')
    .filter(Boolean)
    .map((part) => `${part.split('=')[0]}=…`)
    .join('&');
  return at < 0 ? names : `${url.slice(0, at)}?${names}`;
}

/** Runs before a span is exported: every URL it kept loses its query's values. */
export class QueryValueScrubber implements SpanProcessor {
  onStart(_span: Span, _parent: Context): void {}

  onEnding(span: Span): void {
    for (const key of urlAttributes) {
      const value = span.attributes[key];
      if (typeof value === 'string' && value.includes('=')) span.setAttribute(key, withoutQueryValues(value));
    }
  }

  onEnd(_span: ReadableSpan): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
