import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  apiSecurityHeaders,
  assetSecurityHeaders,
  baseSecurityHeaders,
  pageSecurityHeaders,
} from '@undangin/contracts';
import { buildGateway } from './gateway';

// The production configuration, run for real: `.ci/run` installs nginx (Debian's package) as it installs Chromium.
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => spawnSync(file, ['-v']).status === 0);
const docker = path.resolve(__dirname, '../../docker');
const names = [...Object.keys(baseSecurityHeaders), 'content-security-policy'];
const securityOf = (headers: Headers) =>
  Object.fromEntries(names.filter((name) => headers.has(name)).map((name) => [name, headers.get(name)]));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer`);
}

describe('the production nginx of the shell and the remotes', () => {
  let dir: string;
  let invitation: FastifyInstance;
  let gateway: FastifyInstance;
  let server: ChildProcess;
  let shellUrl: string;
  let remoteUrl: string;
  let gatewayUrl: string;

  beforeAll(async () => {
    if (!nginx) throw new Error('nginx is needed for this test: apt-get install nginx (as .ci/run does)');
    dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-'));
    const shellRoot = path.join(dir, 'shell', 'dist');
    const remoteRoot = path.join(dir, 'mf-invitation', 'dist');
    await mkdir(shellRoot, { recursive: true });
    await mkdir(remoteRoot, { recursive: true });
    for (const name of ['marketing', 'dashboard', 'admin'])
      await mkdir(path.join(dir, `mf-${name}`, 'dist'), { recursive: true });
    await writeFile(
      path.join(shellRoot, 'index.html'),
      '<!doctype html><html><head><title>Undangin</title></head><body></body></html>',
    );
    await writeFile(path.join(shellRoot, 'main.0123456789.js'), 'console.log(1)');
    await writeFile(path.join(remoteRoot, 'mf-manifest.json'), '{}');
    // The check-in desk's root files, as a shell's publish leaves them.
    for (const file of ['desk-sw.js', 'desk.webmanifest'])
      for (const folder of [shellRoot, remoteRoot])
        await copyFile(path.resolve(__dirname, '../../../shell/public', file), path.join(folder, file));
    // The same shell as the local gateway serves it: published to the static origin folder.
    await mkdir(path.join(dir, 'static', 'shell', 'v1'), { recursive: true });
    await writeFile(
      path.join(dir, 'static', 'index.html'),
      '<!doctype html><html><head><title>Undangin</title></head><body></body></html>',
    );
    await writeFile(path.join(dir, 'static', 'shell', 'v1', 'main.0123456789.js'), 'console.log(1)');

    // The invitation service's /page/{slug}, with the page headers it sends.
    invitation = Fastify();
    invitation.get('/api/invitation/page/:slug', async (_request, reply) =>
      reply.headers(pageSecurityHeaders()).type('text/html').send('<!doctype html><title>Budi</title>'),
    );
    await invitation.listen({ host: '127.0.0.1', port: 0 });
    const invitationUrl = `http://127.0.0.1:${(invitation.server.address() as net.AddressInfo).port}`;

    const [shellPort, remotePort] = [await freePort(), await freePort()];
    const render = (text: string) =>
      text
        // By name, as production's invitation:80: nginx must look it up itself (once, at start).
        .replace(/\$\{INVITATION_SERVICE_HOST\}/g, `localhost:${new URL(invitationUrl).port}`)
        .replace(/\$\{(ASSET|PAYMENT)_ORIGINS\}/g, '')
        .replace('/etc/nginx/snippets/asset-headers.inc', path.join(dir, 'asset-headers.inc'))
        .replace(/\/etc\/nginx\/snippets\/asset-headers\.inc/g, path.join(dir, 'asset-headers.inc'))
        .replace(/\/etc\/nginx\/conf\.d\/page-headers\.inc/g, path.join(dir, 'page-headers.inc'))
        .replace(/\/var\/log\/nginx\/access\.log/g, path.join(dir, 'access.log'));
    await writeFile(
      path.join(dir, 'asset-headers.inc'),
      await readFile(path.join(docker, 'asset-headers.inc'), 'utf8'),
    );
    await writeFile(
      path.join(dir, 'page-headers.inc'),
      render(await readFile(path.join(docker, 'page-headers.inc.template'), 'utf8')),
    );
    const shell = render(await readFile(path.join(docker, 'shell.nginx.conf.template'), 'utf8'))
      .replace('listen 8080;', `listen 127.0.0.1:${shellPort};`)
      .replace('root /usr/share/nginx/html;', `root ${shellRoot};`);
    const remote = render(await readFile(path.join(docker, 'static.nginx.conf'), 'utf8'))
      .replace('listen 8080;', `listen 127.0.0.1:${remotePort};`)
      .replace('root /usr/share/nginx/html;', `root ${remoteRoot};`);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`)
      .join(' ');
    await writeFile(
      path.join(dir, 'nginx.conf'),
      `user root; daemon off; pid ${path.join(dir, 'nginx.pid')}; error_log ${path.join(dir, 'error.log')};
       events {} http { include /etc/nginx/mime.types; ${temp} ${shell} ${remote} }`,
    );
    server = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    shellUrl = `http://127.0.0.1:${shellPort}`;
    remoteUrl = `http://127.0.0.1:${remotePort}`;
    await waitFor(shellUrl);
    await waitFor(remoteUrl);

    const services = {
      auth: invitationUrl,
      marketing: invitationUrl,
      invitation: invitationUrl,
      dashboard: invitationUrl,
      admin: invitationUrl,
      billing: invitationUrl,
    };
    gateway = await buildGateway({
      root: dir,
      services,
      staticDir: path.join(dir, 'static'),
      uploadsDir: path.join(dir, 'uploads'),
    });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as net.AddressInfo).port}`;
  });

  afterAll(async () => {
    server?.kill('SIGTERM');
    await Promise.all([gateway?.close(), invitation?.close()]);
  });

  it('sends the same page headers as the local gateway, on every kind of route', async () => {
    for (const url of ['/', '/app', '/app/guests', '/admin/users', '/login', '/reset-password', '/budi-dan-ani']) {
      const [production, local] = await Promise.all([fetch(shellUrl + url), fetch(gatewayUrl + url)]);
      expect(production.status).toBe(200);
      expect(securityOf(production.headers)).toEqual(pageSecurityHeaders());
      expect(securityOf(production.headers)).toEqual(securityOf(local.headers));
    }
  });

  it("answers /{slug} with the invitation service's page, reached by its host name", async () => {
    const response = await fetch(`${shellUrl}/budi-dan-ani?to=Budi`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Budi</title>');
  });

  it('sends the page headers on the fallback page while the invitation service is down', async () => {
    await invitation.close();
    const response = await fetch(`${shellUrl}/budi-dan-ani`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Undangin</title>');
    expect(securityOf(response.headers)).toEqual(pageSecurityHeaders());
  });

  it("sends nosniff and friends with the shell's and the remotes' assets, as the gateway does", async () => {
    const [production, local] = await Promise.all([
      fetch(`${shellUrl}/main.0123456789.js`),
      fetch(`${gatewayUrl}/shell/v1/main.0123456789.js`),
    ]);
    expect(securityOf(production.headers)).toEqual(assetSecurityHeaders);
    expect(securityOf(production.headers)).toEqual(securityOf(local.headers));
    const manifest = await fetch(`${remoteUrl}/mf-manifest.json`);
    expect(securityOf(manifest.headers)).toEqual(assetSecurityHeaders);
    expect(securityOf((await fetch(`${remoteUrl}/nowhere`)).headers)).toEqual(assetSecurityHeaders);
  });

  it("serves the check-in desk's root files fresh, its manifest as one (nginx's own types lack .webmanifest)", async () => {
    for (const base of [shellUrl, remoteUrl]) {
      const manifest = await fetch(`${base}/desk.webmanifest`);
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(((await manifest.json()) as { start_url: string }).start_url).toBe('/resepsionis/');
      const worker = await fetch(`${base}/desk-sw.js`);
      expect(worker.headers.get('content-type')).toMatch(/javascript/);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
    }
    // The headers of every other file each server answers from its root.
    expect(securityOf((await fetch(`${shellUrl}/desk.webmanifest`)).headers)).toEqual(pageSecurityHeaders());
    expect(securityOf((await fetch(`${remoteUrl}/desk.webmanifest`)).headers)).toEqual(assetSecurityHeaders);
  });

  it('refuses a body on the shell with 413 and still sends the headers', async () => {
    const response = await fetch(`${shellUrl}/login`, { method: 'POST', body: Buffer.alloc(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.headers.get('x-content-type-options')).toBe(apiSecurityHeaders['x-content-type-options']);
  });
});
