import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan as Span } from '../otlp-receiver.mjs';

// The gateway and a service as they run under `npm start` (their own processes, their own entry points, so the
// tracer starts before http and pg are loaded), exporting to an OTLP receiver in this test.
const root = path.resolve(__dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

function start(script: string, env: NodeJS.ProcessEnv, lines: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = rest + String(chunk);
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr!.on('data', (chunk: Buffer) => lines.push(String(chunk)));
  return child;
}

async function answering(url: string, deadline = Date.now() + 60_000): Promise<void> {
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe('one trace across the gateway, a service and its SQL (OTLP)', () => {
  let receiver: OtlpReceiver;
  let gateway: ChildProcess;
  let marketing: ChildProcess;
  let edge: string;
  const serviceLines: string[] = [];
  const gatewayLines: string[] = [];

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const [servicePort, gatewayPort, nobody] = [await freePort(), await freePort(), await freePort()];
    const env = {
      ...process.env,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '0',
    };
    marketing = start(
      'services/marketing/src/server.ts',
      { ...env, MARKETING_PORT: String(servicePort) },
      serviceLines,
    );
    gateway = start(
      'infra/local/src/main.ts',
      {
        ...env,
        PORT: String(gatewayPort),
        STATIC_DIR: await mkdtemp(path.join(os.tmpdir(), 'tracing-static-')),
        MARKETING_URL: `http://127.0.0.1:${servicePort}`,
        // A service nobody answers for: the gateway's own 503.
        ADMIN_URL: `http://127.0.0.1:${nobody}`,
      },
      gatewayLines,
    );
    edge = `http://127.0.0.1:${gatewayPort}`;
    await Promise.all([answering(`http://127.0.0.1:${servicePort}/ready`), answering(`${edge}/gateway/health`)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([gateway, marketing].filter(Boolean).map(stopped));
    await receiver?.close();
  });

  it('follows a request from the edge into the service and down to its SQL, and its log lines name the trace', async () => {
    const clientTrace = '0af7651916cd43dd8448eb211c80319c';
    const answer = await fetch(`${edge}/api/marketing/plans?to=Budi%20Santoso`, {
      headers: { traceparent: `00-${clientTrace}-b7ad6b7169203331-01`, 'x-request-id': 'trace-test-1' },
    });
    expect(answer.status).toBe(200);

    // The edge starts the trace (a client's traceparent is not taken); its client span is the parent of the service's
    // server span.
    const [served] = await receiver.waitFor((span: Span) => span.service === 'marketing' && span.kind === 2);
    const traceId = served!.traceId;
    expect(traceId).not.toBe(clientTrace);
    expect(served!.name).toBe('GET /api/marketing/plans');
    const [edgeSpan] = await receiver.waitFor(
      (span: Span) => span.traceId === traceId && span.service === 'gateway' && span.kind === 2,
    );
    expect(edgeSpan).toMatchObject({ name: 'GET /api/marketing/*', parentSpanId: undefined });
    const trace = receiver.spans.filter((span) => span.traceId === traceId);
    const sent = trace.find((span) => span.service === 'gateway' && span.spanId === served!.parentSpanId);
    expect(sent).toMatchObject({ kind: 3 }); // CLIENT: undici, from the gateway to the replica
    expect(sent!.parentSpanId).toBe(edgeSpan!.spanId);
    expect(receiver.spans.some((span) => span.traceId === clientTrace)).toBe(false);

    // The plans' SQL, inside the service's span, with the statement and not its values.
    const sql = await receiver.waitFor(
      (span: Span) => span.traceId === traceId && span.attributes['db.system.name'] === 'postgresql',
    );
    expect(sql.every((span) => span.service === 'marketing' && span.parentSpanId === served!.spanId)).toBe(true);
    expect(sql.map((span) => span.attributes['db.query.text'])).toContainEqual(
      expect.stringMatching(/^select id, name, .* from plans where is_active order by price, name$/),
    );

    // A query's values (a guest's name in their link, a mailed token) and the client's address stay out of every span.
    expect(JSON.stringify(trace)).not.toMatch(/Budi|Santoso|client\.address|user_agent/);
    expect(trace.map((span) => span.attributes['url.query'])).toContain('to=…');

    const logged = serviceLines.flatMap((line) => (line.startsWith('{') ? [JSON.parse(line)] : []));
    const ofRequest = logged.filter((line: { reqId?: string }) => line.reqId === 'trace-test-1');
    expect(ofRequest.length).toBeGreaterThan(0);
    expect(ofRequest.every((line: { traceId?: string }) => line.traceId === traceId)).toBe(true);
  });

  it("answers a 5xx with a trace id that finds the failed request's trace", async () => {
    const answer = await fetch(`${edge}/api/admin/overview`);
    expect(answer.status).toBe(503);
    const body = (await answer.json()) as { code: string; trace_id: string };
    expect(body).toMatchObject({ code: 'service_unavailable', trace_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const found = await receiver.waitFor((span: Span) => span.traceId === body.trace_id && span.kind === 2);
    expect(found[0]).toMatchObject({ service: 'gateway', name: 'GET /api/admin/*' });
    const failedLine = gatewayLines.find((line) => line.includes('upstream unavailable'));
    expect(JSON.parse(failedLine!)).toMatchObject({ traceId: body.trace_id });
  });
});
