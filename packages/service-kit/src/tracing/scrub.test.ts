import { SpanStatusCode } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { SpanScrubber, urlShape } from './scrub';

describe('what a span keeps of a request', () => {
  it('keeps a URL’s origin, the first two segments of its path and its parameters’ names, never their values', () => {
    expect(urlShape('http://127.0.0.1:4001/auth/v1/verify?token=abc123&type=recovery')).toBe(
      'http://127.0.0.1:4001/auth/v1/…?token=…&type=…',
    );
    expect(urlShape('http://127.0.0.1:4004/api/dashboard/pay/6f1c2d3e9a')).toBe(
      'http://127.0.0.1:4004/api/dashboard/…',
    );
    expect(urlShape('/budi-dan-ani?to=Budi%20Santoso')).toBe('/budi-dan-ani?to=…');
    expect(urlShape('/api/marketing/plans')).toBe('/api/marketing/…');
    expect(urlShape('/auth/v1')).toBe('/auth/v1');
    expect(urlShape('/reset?abc123')).toBe('/reset?abc123=…');
  });

  it('scrubs a finished span before it is exported: URLs, the client, exception messages, status messages', () => {
    const spans = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SpanScrubber(), new SimpleSpanProcessor(spans)] });
    const span = provider.getTracer('test').startSpan('POST /api/invitation/reception/:token/check-in');
    span.setAttributes({
      'url.full': 'http://127.0.0.1:4003/api/invitation/reception/rahasia-token/check-in?to=Budi',
      'url.query': 'to=Budi',
      'url.path': '/api/invitation/reception/rahasia-token/check-in',
      'http.route': '/api/invitation/reception/:token/check-in',
      'client.address': '36.68.1.20',
      'network.peer.address': '10.0.0.7',
      'user_agent.original': 'Mozilla/5.0 (Linux; Android 13; SM-A145F)',
      'http.request.method': 'POST',
    });
    span.recordException(new Error(`insert into "guests" ("name") values ('Budi') - check constraint failed`));
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'invalid input syntax for type uuid: "Budi"' });
    span.end();
    const [exported] = spans.getFinishedSpans();
    expect(exported!.attributes).toEqual({
      'url.full': 'http://127.0.0.1:4003/api/invitation/…?to=…',
      'url.query': 'to=…',
      'url.path': '/api/invitation/reception/:token/check-in',
      'http.route': '/api/invitation/reception/:token/check-in',
      'http.request.method': 'POST',
    });
    expect(exported!.events.map((event) => event.attributes)).toEqual([{ 'exception.type': 'Error' }]);
    expect(exported!.status).toEqual({ code: SpanStatusCode.ERROR });
    const { attributes, events, status, name } = exported!;
    expect(JSON.stringify({ attributes, events, status, name })).not.toMatch(/Budi|rahasia|36\.68|Android/);
  });
});
