import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { routeTable, shellPaths, type RemotesMap } from '@undangin/contracts';
import { buildGateway } from '../local/src/gateway';
import { type K8sObject, k8sDir, ofKind, overlays, render, services } from './render';

/** infra/edge-routes.json: the one route table of the Ingress and the local gateway. */
interface EdgeRoute {
  path: string;
  match: 'prefix' | 'exact' | 'slug';
  backend: string;
  example: string;
  rewrite?: string;
  bodyLimit?: string;
  why?: string;
}
const table = JSON.parse(readFileSync(path.join(k8sDir, '../edge-routes.json'), 'utf8')) as {
  routes: EdgeRoute[];
  noAccessLog: string[];
  localOnly: { path: string }[];
};
const slugRoute = table.routes.find((r) => r.match === 'slug')!;
const exactPaths = table.routes.filter((r) => r.match === 'exact').map((r) => r.path);
const productionMap = path.join(k8sDir, 'overlays/production/services/static/remotes.json');
const oneSegment = (p: string) => /^\/[^/:]+$/.test(p);
// Every one-segment page anyone knows of (the route table, the shell's own, the live map's) and one no table knows
// yet: each is a slug to the edge, the invitation service tells them apart (a table's exact route aside).
const oneSegmentPages = [
  ...new Set([
    ...Object.values(routeTable).map((r) => r.path as string),
    ...Object.values(shellPaths),
    ...Object.values(JSON.parse(readFileSync(productionMap, 'utf8')) as RemotesMap).flatMap((line) =>
      line.routes.pages.map((p) => p.path),
    ),
    '/harga-spesial',
  ]),
].filter(oneSegment);
const slugPages = oneSegmentPages.filter((p) => !exactPaths.includes(p));

const underPrefix = (pathname: string, prefix: string) =>
  prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix.replace(/\/$/, '')}/`);
/** Which backend the table gives a path: exact, then slug (every one segment), then the longest prefix. */
function resolve(pathname: string): string | undefined {
  const exact = table.routes.find((r) => r.match === 'exact' && r.path === pathname);
  if (exact) return exact.backend;
  if (/^\/[a-z0-9-]{0,100}$/.test(pathname)) return slugRoute.backend;
  return table.routes
    .filter((r) => r.match === 'prefix' && underPrefix(pathname, r.path))
    .sort((a, b) => b.path.length - a.path.length)[0]?.backend;
}

interface IngressPath {
  ingress: K8sObject;
  path: string;
  pathType: string;
  service: string;
  port: number;
}
const pathsOf = (objects: K8sObject[]): IngressPath[] =>
  ofKind(objects, 'Ingress').flatMap((ingress) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a rendered manifest
    ingress.spec.rules.flatMap((rule: any) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a rendered manifest
      rule.http.paths.map((p: any) => ({
        ingress,
        path: p.path,
        pathType: p.pathType,
        service: p.backend.service.name,
        port: p.backend.service.port.number,
      })),
    ),
  );

describe.each(overlays)('the %s Ingress', (overlay) => {
  let objects: K8sObject[];
  let paths: IngressPath[];
  beforeAll(() => {
    objects = render(`overlays/${overlay}`);
    paths = pathsOf(objects);
  });

  it('names its class and serves TLS on every Ingress, with cert-manager issuing the certificate', () => {
    const ingresses = ofKind(objects, 'Ingress');
    expect(ingresses.length).toBeGreaterThan(0);
    for (const ingress of ingresses) {
      expect({ name: ingress.metadata.name, cls: ingress.spec.ingressClassName }).toEqual({
        name: ingress.metadata.name,
        cls: 'nginx',
      });
      const hosts = ingress.spec.rules.map((r: { host: string }) => r.host);
      expect(ingress.spec.tls?.[0]?.secretName).toMatch(/^undangin.*tls$/);
      expect(ingress.spec.tls[0].hosts).toEqual(hosts);
    }
    expect(ingresses.some((i) => i.metadata.annotations?.['cert-manager.io/cluster-issuer'])).toBe(true);
  });

  it.each(table.routes.filter((r) => r.match !== 'slug'))('routes $path ($match) to $backend', (route) => {
    const pathType = route.match === 'exact' ? 'Exact' : 'Prefix';
    const found = paths.filter((p) => p.path === route.path && p.pathType === pathType);
    expect(found.map((p) => p.service)).toEqual([route.backend]);
    if (route.bodyLimit)
      expect(found[0]!.ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size']).toBe(
        route.bodyLimit,
      );
  });

  it('sends every one-segment path and / to the invitation service’s page (a remote’s new page too), none to the static origin but the table’s exact ones', () => {
    expect(slugPages.length).toBeGreaterThan(10);
    expect(slugPages).toEqual(expect.arrayContaining(['/login', '/promo', '/about', '/harga-spesial']));
    const slug = paths.filter((p) => p.pathType === 'ImplementationSpecific');
    expect(slug).toHaveLength(1);
    const { ingress, path: regex, service } = slug[0]!;
    expect(service).toBe(slugRoute.backend);
    expect(ingress.metadata.annotations).toMatchObject({
      'nginx.ingress.kubernetes.io/use-regex': 'true',
      'nginx.ingress.kubernetes.io/rewrite-target': slugRoute.rewrite!.replace('{slug}', '$1'),
      'nginx.ingress.kubernetes.io/custom-http-errors': '502,503,504',
      'nginx.ingress.kubernetes.io/default-backend': 'static',
    });
    const re = new RegExp(`^${regex}`);
    expect(slugRoute.example).toMatch(re);
    for (const other of ['/api/marketing/plans', '/remotes.json', '/app/guests', '/shell/1.0.0/main.js'])
      expect(other).not.toMatch(re);
    // The landing page is the empty slug: /api/invitation/page/ answers it with the marketing build's first view.
    expect('/'.replace(re, slugRoute.rewrite!.replace('{slug}', '$1'))).toBe('/api/invitation/page/');
    for (const page of slugPages) {
      expect({ page, slug: re.test(page) }).toEqual({ page, slug: true });
      // No Exact path takes it off the regex (an Exact path wins over it).
      expect({
        page,
        exact: paths.filter((p) => p.path === page && p.pathType === 'Exact').map((p) => p.service),
      }).toEqual({ page, exact: [] });
    }
    // Only the table's exact routes are Exact paths, each to its backend.
    const exact = paths.filter((p) => p.pathType === 'Exact' && oneSegment(p.path));
    expect(exact.map((p) => `${p.path} ${p.service}`).sort()).toEqual(
      table.routes
        .filter((r) => r.match === 'exact' && oneSegment(r.path))
        .map((r) => `${r.path} ${r.backend}`)
        .sort(),
    );
  });

  it('routes nothing the table does not: every path goes where the table sends it, to a Service it renders', () => {
    for (const p of paths) {
      // A Prefix path stands for what lies under it (a bare /remotes is a slug to both the gateway and the regex).
      const under = p.path === '/' ? '/app/guests' : `${p.path}/x`;
      const expected =
        p.pathType === 'ImplementationSpecific' ? slugRoute.backend : resolve(p.pathType === 'Prefix' ? under : p.path);
      expect({ path: p.path, to: p.service }).toEqual({ path: p.path, to: expected });
      const svc = ofKind(objects, 'Service').find((s) => s.metadata.name === p.service);
      expect({ path: p.path, port: svc?.spec.ports.some((port: { port: number }) => port.port === p.port) }).toEqual({
        path: p.path,
        port: true,
      });
    }
    for (const local of table.localOnly)
      expect(paths.filter((p) => underPrefix(p.path, local.path) && p.path !== '/')).toEqual([]);
    for (const quiet of table.noAccessLog) {
      const found = paths.find((p) => p.path === quiet && p.pathType === 'Exact');
      expect({
        quiet,
        log: found?.ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/enable-access-log'],
      }).toEqual({ quiet, log: 'false' });
    }
  });
});

/** Parses fastify's printRoutes() radix tree into the full paths it registered. */
function registeredPaths(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = line.match(/^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    if (m[3]) out.push(stack.join(''));
  }
  return out;
}

describe('the local gateway', () => {
  const upstreams: FastifyInstance[] = [];
  let gateway: FastifyInstance;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'edge-routes-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    const shellPage = '<!doctype html><html><head><title>Undangin</title></head><body></body></html>';
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), shellPage);
    const staticDir = path.join(root, 'static');
    mkdirSync(path.join(staticDir, 'remotes', 'marketing', '1.0.0'), { recursive: true });
    // The shell's page where a publish leaves it (the static origin's root) and where a local build does.
    writeFileSync(path.join(staticDir, 'index.html'), shellPage);
    copyFileSync(productionMap, path.join(staticDir, 'remotes.json'));
    writeFileSync(path.join(staticDir, 'remotes', 'marketing', '1.0.0', 'mf-manifest.json'), '{}');
    const urls = {} as Record<(typeof services)[number], string>;
    for (const name of services) {
      // A stand-in service that says who it is and what path it was asked for.
      const app = Fastify();
      app.all('/*', async (request) => ({ upstream: name, url: request.url }));
      await app.listen({ host: '127.0.0.1', port: 0 });
      upstreams.push(app);
      urls[name] = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    }
    gateway = await buildGateway({
      root,
      services: urls,
      staticDir,
      uploadsDir: path.join(root, 'uploads'),
      devMail: true,
      devWhatsapp: true,
    });
    await gateway.ready();
  });
  afterAll(async () => {
    await Promise.all([gateway?.close(), ...upstreams.map((u) => u.close())]);
  });

  /** Who answered: a stand-in service (and the path it saw), or the gateway itself from files (static). */
  async function answerer(url: string): Promise<{ backend: string; upstreamUrl?: string }> {
    const response = await gateway.inject({ url });
    try {
      const body = JSON.parse(response.body) as { upstream?: string; url?: string };
      if (body.upstream) return { backend: body.upstream, upstreamUrl: body.url };
    } catch {
      // not JSON: a page or a file
    }
    return { backend: 'static' };
  }

  it.each(table.routes)('sends $example to $backend, as the table says', async (route) => {
    const answer = await answerer(route.example);
    expect(answer.backend).toBe(route.backend);
    if (route.rewrite) expect(answer.upstreamUrl).toBe(route.rewrite.replace('{slug}', route.example.slice(1)));
  });

  it('sends every one-segment page and / to the invitation service’s page, as the Ingress does', async () => {
    for (const page of slugPages) {
      expect({ page, ...(await answerer(page)) }).toEqual({
        page,
        backend: 'invitation',
        upstreamUrl: slugRoute.rewrite!.replace('{slug}', page.slice(1)),
      });
    }
    expect(await answerer('/')).toEqual({ backend: 'invitation', upstreamUrl: '/api/invitation/page/' });
    for (const page of exactPaths.filter(oneSegment))
      expect({ page, ...(await answerer(page)) }).toEqual({ page, backend: resolve(page) });
  });

  it('registers no route the table (or its local-only list) leaves out, and each goes where the table says', async () => {
    const registered = registeredPaths(gateway.printRoutes({ method: 'GET' }));
    expect(registered.length).toBeGreaterThan(5);
    const prefixes = [...new Set(registered.map((p) => p.replace(/\*$/, '').replace(/(.)\/$/, '$1')))];
    for (const prefix of prefixes) {
      if (table.localOnly.some((l) => underPrefix(prefix, l.path))) continue;
      const probe =
        prefix === '/' || prefix === '' ? '/app/guests' : /\.[a-z]+$/.test(prefix) ? prefix : `${prefix}/probe`;
      expect({ prefix, backend: (await answerer(probe)).backend }).toEqual({ prefix, backend: resolve(probe) });
    }
    // The local-only routes exist on a laptop, and never in production (checked above on the Ingress).
    for (const local of table.localOnly) expect(prefixes.some((p) => underPrefix(p, local.path))).toBe(true);
  });
});
