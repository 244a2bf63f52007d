import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { QueryValueScrubber, withoutQueryValues } from './scrub';

describe('what a span keeps of a URL', () => {
  it('keeps the parameters’ names, never their values', () => {
    expect(withoutQueryValues('http://127.0.0.1:4001/auth/v1/verify?token=abc123&type=recovery')).toBe(
      'http://127.0.0.1:4001/auth/v1/verify?token=…&type=…',
    );
    expect(withoutQueryValues('/budi-dan-ani?to=Budi%20Santoso')).toBe('/budi-dan-ani?to=…');
    expect(withoutQueryValues('to=Budi&flag')).toBe('to=…&flag=…');
    expect(withoutQueryValues('/api/marketing/plans')).toBe('/api/marketing/plans');
  });

  it('scrubs every URL attribute of a finished span before it is exported', () => {
    const spans = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({
      spanProcessors: [new QueryValueScrubber(), new SimpleSpanProcessor(spans)],
    });
    const span = provider.getTracer('test').startSpan('GET');
    span.setAttributes({
      'url.full': 'http://127.0.0.1:4003/budi-dan-ani?to=Budi',
      'url.query': 'to=Budi',
      'http.target': '/reset-password?code=rahasia',
      'url.path': '/budi-dan-ani',
    });
    span.end();
    expect(spans.getFinishedSpans()[0]!.attributes).toEqual({
      'url.full': 'http://127.0.0.1:4003/budi-dan-ani?to=…',
      'url.query': 'to=…',
      'http.target': '/reset-password?code=…',
      'url.path': '/budi-dan-ani',
    });
  });
});
