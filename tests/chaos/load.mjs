// A small load generator: several workers, each a loop of plain HTTP requests over keep-alive connections, every
// request from its own client address (X-Forwarded-For, which the chaos stack's gateway trusts from loopback).
import http from 'node:http';

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** The `trace_id` of an error body, if it is JSON and names one. */
function traceIdIn(body) {
  try {
    return JSON.parse(String(body)).trace_id;
  } catch {
    return undefined;
  }
}

function send(agent, baseUrl, { method = 'GET', path, body }) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers: {
          'x-forwarded-for': nextAddress(),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
        timeout: 15_000,
      },
      (response) => {
        // A failure's body is read for the trace id it names (every 5xx carries one); other bodies are skipped.
        const failed = response.statusCode >= 500;
        const chunks = [];
        if (failed) response.on('data', (chunk) => chunks.push(chunk));
        else response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            retryAfter: response.headers['retry-after'],
            ...(failed ? { traceId: traceIdIn(Buffer.concat(chunks)) } : {}),
          }),
        );
        response.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
    request.end(payload);
  });
}

/**
 * Runs `workers` loops over `requests` (each `{ name, method?, path, body? }` or a function returning one) until
 * `stop()`. Every answer is recorded with its time: `results` lists `{ name, service, method, at, status, error?, rsvpName? }`.
 * @param {{ baseUrl: string, workers: number, requests: Array<object | (() => object)>, pauseMs?: number }} options
 */
export function startLoad({ baseUrl, workers, requests, pauseMs = 5 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const results = [];
  let running = true;
  let turn = 0;
  const loop = async () => {
    while (running) {
      const spec = requests[turn++ % requests.length];
      const request = typeof spec === 'function' ? spec() : spec;
      if (!request) continue;
      const answer = await send(agent, baseUrl, request);
      results.push({
        name: request.name,
        service: request.service,
        method: request.method ?? 'GET',
        at: Date.now(),
        rsvpName: request.body?.name,
        ...answer,
      });
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Array.from({ length: workers }, loop);
  return {
    results,
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return results;
    },
  };
}

/** Answers per request name and status, e.g. { 'guest page': { 200: 812, 503: 3 } }. */
export function tally(results) {
  const table = {};
  for (const { name, status, error } of results) {
    const key = status === 0 ? `failed:${error}` : String(status);
    table[name] ??= {};
    table[name][key] = (table[name][key] ?? 0) + 1;
  }
  return table;
}

export const isSuccess = (status) => status >= 200 && status < 300;
