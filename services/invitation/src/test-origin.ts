import { createHash } from 'node:crypto';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { buildTestService } from '@undangin/service-kit/testing';
import { invitationRoutes } from './app';

/** Test helpers: the service built against a fake static origin (see domain/static-origin.ts for the layout). */
export type App = Awaited<ReturnType<typeof buildTestService>>;
const originVars = [
  'STATIC_ORIGIN_URL',
  'STATIC_DIR',
  'STATIC_ORIGIN_TTL_SECONDS',
  'SHELL_INDEX_FILE',
  'SHELL_INDEX_URL',
  'INVITATION_MANIFEST_FILE',
  'INVITATION_MANIFEST_URL',
  'MARKETING_FIRST_VIEW_FILE',
];

/** Builds the service with these variables (the rest of the origin's unset), then puts the environment back. */
export async function serviceWith(vars: Record<string, string>, logs?: string[]): Promise<App> {
  const saved = Object.fromEntries(originVars.map((name) => [name, process.env[name]]));
  for (const name of originVars) delete process.env[name];
  Object.assign(process.env, { PUBLIC_ORIGIN: 'http://127.0.0.1:8080' }, vars);
  try {
    return await buildTestService(
      'invitation',
      invitationRoutes,
      logs && { level: 'info', stream: { write: (line) => logs.push(line) } },
    );
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

export const shellIndex = (build: string) =>
  `<!doctype html><html lang="id"><head><title>Undangin</title><script defer src="/shell/${build}/main.${build}.js"></script></head><body><div id="root"></div></body></html>`;

/** A static origin over HTTP that answers If-None-Match with 304, and counts what it was asked. */
export async function startOrigin(files: Map<string, string>) {
  const seen: Array<{ url: string; status: number }> = [];
  const server = http.createServer((request, response) => {
    const body = files.get(request.url ?? '');
    const etag = body === undefined ? '' : `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    const status = body === undefined ? 404 : request.headers['if-none-match'] === etag ? 304 : 200;
    seen.push({ url: request.url ?? '', status });
    response.writeHead(status, body === undefined ? {} : { etag, 'content-type': 'text/plain' });
    response.end(status === 200 ? body : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The URL of a port nothing listens on: an origin that is down. */
export async function closedPort(): Promise<string> {
  const origin = await startOrigin(new Map());
  await origin.stop();
  return origin.url;
}
