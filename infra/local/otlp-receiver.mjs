#!/usr/bin/env node
// An OTLP/HTTP trace receiver in one process: what the tests (tracing, chaos) send spans to, and a way to see the
// platform's traces on this machine without a collector:
//   node infra/local/otlp-receiver.mjs [port]      (default 4318), then
//   OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 npm start
// and each span is printed as it arrives: trace id, service, name, duration. It takes the JSON encoding of OTLP/HTTP
// (what @opentelemetry/exporter-trace-otlp-http sends), gzip or not; anything else is refused with 415.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

const valueOf = (any) =>
  any?.stringValue ?? any?.intValue ?? any?.doubleValue ?? any?.boolValue ?? (any?.arrayValue ? '[…]' : undefined);
const attributesOf = (list = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/** The spans of one OTLP ExportTraceServiceRequest, flat, each with its service's name. */
export function spansOfExport(body) {
  return (body.resourceSpans ?? []).flatMap(({ resource, scopeSpans = [] }) => {
    const resourceAttributes = attributesOf(resource?.attributes);
    return scopeSpans.flatMap(({ scope, spans = [] }) =>
      spans.map((span) => ({
        service: resourceAttributes['service.name'],
        scope: scope?.name,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
        status: span.status?.code ?? 0,
        durationMs: (Number(span.endTimeUnixNano) - Number(span.startTimeUnixNano)) / 1e6,
      })),
    );
  });
}

/** Starts a receiver; `spans` fills as exports arrive, `waitFor(test)` resolves once a span passes the test. */
export async function startOtlpReceiver({ port = 0, host = '127.0.0.1', onSpan } = {}) {
  const spans = [];
  const waiting = new Set();
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') return void response.writeHead(404).end();
      if (!String(request.headers['content-type']).startsWith('application/json'))
        return void response.writeHead(415).end();
      try {
        const raw = Buffer.concat(chunks);
        const text = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        for (const span of spansOfExport(JSON.parse(String(text)))) {
          spans.push(span);
          onSpan?.(span);
        }
      } catch {
        return void response.writeHead(400).end();
      }
      for (const wake of [...waiting]) wake();
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address();
  const waitFor = (test, timeoutMs = 15_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = spans.filter(test);
        if (!found.length) return;
        waiting.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no such span arrived within ${timeoutMs} ms (${spans.length} spans in all)`));
      }, timeoutMs);
      waiting.add(check);
      check();
    });
  return {
    url: `http://${host}:${bound}`,
    spans,
    waitFor,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// Run as a script (not imported by a test): print each span as it arrives.
if (process.argv[1]?.endsWith('otlp-receiver.mjs'))
  void startOtlpReceiver({
    port: Number(process.argv[2] ?? 4318),
    onSpan: (span) =>
      console.log(
        `${span.traceId} ${span.service} ${span.name} ${span.durationMs.toFixed(1)} ms${span.status === 2 ? ' ERROR' : ''}`,
      ),
  }).then((receiver) => console.log(`OTLP receiver on ${receiver.url} (set OTEL_EXPORTER_OTLP_ENDPOINT to it)`));
